/**
 * Build-time switches (Vite's `import.meta.env`), read here only: the component tests, which run as CommonJS
 * where `import.meta` does not exist, put `web/test/support/build-flags.ts` in this module's place.
 */

/** The testing hint about the fixed SMS code: only in a build made for testing, never for members. */
export const smsBypassHint = import.meta.env.VITE_SMS_BYPASS_HINT === 'true';
