import * as yup from 'yup';

/**
 * Field rules shared by the event, news and CME forms, so the SPA and the server apply
 * the same rules with the same messages.
 */

/** Comma-separated text (or a list) to a list: entries trimmed, empty entries dropped, duplicates dropped. */
export function splitCommaList(input: unknown): string[] {
  const parts = Array.isArray(input) ? input.map(String) : typeof input === 'string' ? input.split(',') : [];
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

/** The most tags or topics one item keeps. */
export const MAX_LISTING_TAGS = 20;

/** Tags or topics typed as comma-separated text; the parsed value is the cleaned list. */
export const commaListSchema = yup
  .array(yup.string().required().max(50, 'A tag has at most 50 characters'))
  .transform((_value: unknown, original: unknown) => splitCommaList(original))
  .max(MAX_LISTING_TAGS, `At most ${MAX_LISTING_TAGS} tags`)
  .default([]);

/** A listing's title (every kind): at least 5 characters, at most `max`, with the forms' messages. */
export function listingTitleSchema(max: number) {
  return yup
    .string()
    .trim()
    .required('Title must be at least 5 characters')
    .min(5, 'Title must be at least 5 characters')
    .max(max, `At most ${max} characters`);
}

/** An event's or a CME opportunity's description: 20 to 5000 characters. */
export const listingDescriptionSchema = yup
  .string()
  .trim()
  .required('Description must be at least 20 characters')
  .min(20, 'Description must be at least 20 characters')
  .max(5000, 'At most 5000 characters');

/** A calendar day as YYYY-MM-DD (the value of a date input). */
export const ISO_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A time of day as HH:mm (the value of a time input). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A required YYYY-MM-DD date whose only message is `message` (empty, missing or malformed alike). */
export function requiredDate(message: string) {
  return yup.string().trim().required(message).matches(ISO_DATE_PATTERN, message);
}

/** Empty input counts as no value: the forms send '' for an untouched optional field. */
export function emptyToNull(value: unknown, original: unknown): unknown {
  return original === '' || original === undefined ? null : value;
}

/** Written with `//`: a browser resolves `http:/api/x` or `http:\api\x` against the page's own origin. */
const ABSOLUTE_WEB_URL = /^https?:\/\//i;

/** An absolute http(s) URL; the SPA's 'Read full article' and 'Register' links, thumbnails and attachments open it. */
export function isWebUrl(value: string | null | undefined): boolean {
  if (!value || !ABSOLUTE_WEB_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A web address typed without its scheme ('www.example.org', 'example.org/path') gets 'https://'; anything
 * else is left for the URL rule to judge. A yup transform, so the forms send and the server keeps the same text.
 */
export function withWebScheme(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text || /^[a-z][a-z\d+.-]*:/i.test(text) || /\s/.test(text)) return value;
  return /^[^/?#]+\.[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i.test(text) ? `https://${text}` : value;
}

/** The public card of the member who posted an item, kept current from profile updates. */
export interface PosterCard {
  id: number;
  name: string;
  specialty: string | null;
  affiliation: string | null;
  profilePicture: string | null;
}

/** Default and largest page of the event, news and CME lists. */
export const DEFAULT_LISTING_LIMIT = 50;
export const MAX_LISTING_LIMIT = 100;

export const listingLimitSchema = yup
  .number()
  .typeError('limit must be a number')
  .integer('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(MAX_LISTING_LIMIT, `limit must be at most ${MAX_LISTING_LIMIT}`)
  .default(DEFAULT_LISTING_LIMIT);
