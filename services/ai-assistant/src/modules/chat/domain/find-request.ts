import { specialtyNamedIn, US_STATES, usStateCode } from '@docnet/contracts';

/** A place a find request names: a city, a state (two-letter code when it is a US state), or both. */
export interface NamedPlace {
  city?: string;
  state?: string;
}

/**
 * A member asking the built-in assistant to find colleagues ('find an endodontist in Austin', 'search for
 * orthodontists', 'is there a periodontist near me?', 'find Dr. O'Brien'): what they named of specialty, place and name.
 */
export interface FindRequest {
  /** The specialty by the words it goes by, and the term the search screen lists it under. */
  specialty?: { words: string[]; searchTerm: string };
  /** A named place, or 'near-me': the asking member's own place. */
  place?: NamedPlace | 'near-me';
  name?: string;
}

const FIND_VERB = /\b(find|search|look(?:ing)? for|locate|is there|are there|any(?:one|body)?|who(?:'s| is| are)|show me|list|know (?:a|an|any))\b/i;
const NEAR_ME = /\b(near(?:by)? me|close to me|around me|nearby|in my (?:area|city|town|state|region))\b/i;
// The text after 'in', 'near' or 'around' up to a clause word or the end of the sentence.
const PLACE = /\b(?:in|near|around)\s+([^?.!;]+?)(?=\s+(?:who|that|with|named|called|for|and|please)\b|[?.!;]|$)/i;
const NAME = /\b(?:named|called)\s+([^?.!,;]+?)(?=\s+(?:in|near|around|who|that)\b|[?.!,;]|$)|\b(?:dr\.?|doctor)\s+((?!(?:in|near|around|who|that|for|with)\b)[\p{L}'’-]+(?:\s+(?!(?:in|near|around|who|that|for|with)\b)[\p{L}'’-]+)?)/iu;

/** 'Austin', 'Austin, TX', 'Texas', 'tx' as a city and state. */
function placeOf(text: string): NamedPlace | undefined {
  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  if (!parts.length) return undefined;
  const asState = (part: string) => {
    const code = usStateCode(part);
    return code.toUpperCase() in US_STATES ? code.toUpperCase() : undefined;
  };
  if (parts.length === 1) {
    const state = asState(parts[0]);
    return state ? { state } : { city: parts[0] };
  }
  return { city: parts[0], state: asState(parts[1]) ?? parts[1] };
}

/** The find request a message makes, or undefined when it asks for something else. */
export function findRequestOf(message: string): FindRequest | undefined {
  if (!FIND_VERB.test(message)) return undefined;
  const request: FindRequest = {};
  const specialty = specialtyNamedIn(message);
  if (specialty) request.specialty = { words: specialty.words, searchTerm: specialty.searchTerm };
  if (NEAR_ME.test(message)) request.place = 'near-me';
  else {
    const placeText = PLACE.exec(message)?.[1]?.trim();
    // 'a specialist in oral surgery' names a specialty, not a place.
    if (placeText && !specialtyNamedIn(placeText)) request.place = placeOf(placeText);
  }
  const name = NAME.exec(message);
  const named = (name?.[1] ?? name?.[2])?.trim();
  if (named && !specialtyNamedIn(named)) request.name = named;
  return request.specialty || request.place || request.name ? request : undefined;
}
