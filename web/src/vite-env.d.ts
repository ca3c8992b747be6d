/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' in a build made for testing: the activation wizard shows the spec's SMS bypass hint. */
  readonly VITE_SMS_BYPASS_HINT?: string;
}
