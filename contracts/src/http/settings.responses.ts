import { responseField, responseSchema } from './response-schema';
import type { SecuritySettings } from './settings';

/** The answers' schemas of settings.ts for the OpenAPI document, in a module the SPA never bundles. */

export const securitySettingsResponseSchema = responseSchema<SecuritySettings>()({
  twoFactorEnabled: responseField.flag,
  loginAlertsEnabled: responseField.flag,
});
