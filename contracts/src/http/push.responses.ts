import type { PushConfig } from './push';
import { responseField, responseSchema } from './response-schema';

/** The answers' schemas of push.ts for the OpenAPI document, in a module the SPA never bundles. */

export const pushConfigResponseSchema = responseSchema<PushConfig>()({ publicKey: responseField.optionalText });
