import type { PrivacySettings, ProfilePictureBody, Statistics } from './profile';
import { responseField, responseSchema } from './response-schema';
import { userResponseSchema } from './users.responses';

/** The answers' schemas of profile.ts for the OpenAPI document, in a module the SPA never bundles. */

export const statisticsResponseSchema = responseSchema<Statistics>()({
  profileViews: responseField.count,
  articleViews: responseField.count,
  searchAppearances: responseField.count,
});

export const privacySettingsResponseSchema = responseSchema<PrivacySettings>()({
  publicProfile: responseField.flag,
  searchVisibility: responseField.flag,
  locationSharing: responseField.flag,
});

export const profilePictureResponseSchema = responseSchema<ProfilePictureBody>()({
  profilePicture: responseField.text,
  user: userResponseSchema.defined(),
});
