/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * 'true' in a build made for testing: the activation wizard shows the fixed SMS code's hint
   * (docs/product/sign-in-and-activation.md).
   */
  readonly VITE_SMS_BYPASS_HINT?: string;
}
