import type { PosterCard } from './listing-fields';
import { responseField, responseSchema } from './response-schema';

/** The answers' schemas of listing-fields.ts for the OpenAPI document, in a module the SPA never bundles. */

export const posterCardResponseSchema = responseSchema<PosterCard>()({
  id: responseField.id,
  name: responseField.text,
  specialty: responseField.optionalText,
  affiliation: responseField.optionalText,
  profilePicture: responseField.optionalText,
});
