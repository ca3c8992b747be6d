import { after, before, collect, digitsOf, spans } from './scan';
import { DISTINCT, GENERIC, LABELLED, type Candidate } from './types';

/*
 * Phone and fax numbers, email addresses, URLs and IP addresses. Phones and emails are flagged wherever they
 * are (a clinic's own number is the author's to confirm); a URL only when it points at a patient (the words
 * around it, or a path naming a patient or a chart); an IP address always, save version and section numbers.
 */

// NANP: an area code starts with 2-9, which rules out many number runs ("120-130-1234").
const US_PHONE =
  /(?<![\p{L}\p{N}+])(?:\+?1[\s.-]{0,2})?(?:\(\s?[2-9]\d{2}\s?\)|[2-9]\d{2})[\s.-]{0,2}\d{3}[\s.-]{0,2}\d{4}(?:\s{0,2}(?:x|ext\.?)\s{0,2}\d{1,5})?(?![\p{N}])/giu;
// "555-1234": a local number, only after a phone word.
const LOCAL_PHONE = /(?<![\p{L}\p{N}])[2-9]\d{2}[\s.-]\d{4}(?![\p{N}]|[.-]\d)/gu;
// "+44 20 7946 0958": a country code other than 1, then 7 to 14 digits in groups (counted once matched).
const INTERNATIONAL_PHONE = /(?<![\p{L}\p{N}+])\+[2-9]\d{0,2}[\s.-]?\(?\d[\d\s().-]{5,20}\d(?![\p{N}])/gu;

const PHONE_WORD =
  /(?:(?<![\p{L}])(?:tel(?:ephone)?|phone|ph|cell(?:phone)?|mobile|call|text|contact|fax|reach(?:ed)?\s+at|number|no)\.?|#)[\s:.#-]{0,3}$/iu;
const FAX_BEFORE = /(?<![\p{L}])fax(?![\p{L}])[^\n\d]{0,12}$/iu;
const FAX_AFTER = /^\s{0,2}\(?fax(?![\p{L}])/iu;

/** A phone number, or a fax number when "fax" stands just before or after it. */
function phoneOrFax(text: string, start: number, end: number): Candidate {
  const fax = FAX_BEFORE.test(before(text, start, 20)) || FAX_AFTER.test(after(text, end, 8));
  return fax ? { kind: 'fax', start, end, rank: LABELLED } : { kind: 'phone', start, end, rank: GENERIC };
}

function findPhones(text: string): Candidate[] {
  const found: Candidate[] = [];
  const announced = (start: number) => PHONE_WORD.test(before(text, start, 25));
  for (const { start, end } of spans(US_PHONE, text)) {
    // Ten bare digits are a phone number only when announced as one; separators or brackets are enough otherwise.
    const separated = /\D/.test(text.slice(start, end).replace(/^\+/, ''));
    if (separated || announced(start)) found.push(phoneOrFax(text, start, end));
  }
  for (const { start, end } of spans(LOCAL_PHONE, text)) {
    if (announced(start)) found.push(phoneOrFax(text, start, end));
  }
  for (const { start, end } of spans(INTERNATIONAL_PHONE, text)) {
    const digits = digitsOf(text.slice(start, end)).length;
    if (digits >= 8 && digits <= 15) found.push(phoneOrFax(text, start, end));
  }
  return found;
}

// Starts only where no address character precedes, so "aaaa…@" is read once, not once per character.
const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}_%+-](?:[\p{L}\p{N}._%+-]{0,62}[\p{L}\p{N}_%+-])?@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?){0,8}\.\p{L}{2,24}(?![\p{L}\p{N}-])/gu;

const LINK = /(?<![\p{L}\p{N}@./])(?:https?:\/\/|www\.)[^\s<>"'`]{1,2000}/giu;
// A path naming a patient or chart by number ("/patients/12345", "?patientId=9"), not "/patient-education".
const PATIENT_PATH =
  /(?<![a-z])(?:patients?|patient_?id|pt|mrn|charts?|ehr|emr|records?)(?![a-z])[/=:_-]{1,2}(?:id[/=:_-]{1,2})?\d/i;
// The words that make a link a patient's: "the patient's X-rays:", "photos of the patient at", "her Instagram".
const PATIENT_OF = String.raw`(?:of|from)\s(?:the|my|our|this|a)\s(?:patient|pt)`;
const PATIENT_LINK_CUES = [
  String.raw`(?:patient|pt)['’]s`,
  PATIENT_OF,
  String.raw`(?:patient|pt)\s(?:record|chart|file|portal|profile|page|photos?|images?|scans?|x-rays?|radiographs?|videos?|account|blog|website|posts?)`,
  String.raw`(?<![\p{L}])(?:his|her|their)\s(?:\p{L}+\s)?(?:profile|page|account|blog|site|website|channel|videos?|posts?|photos?|instagram|facebook|tiktok|twitter|youtube|linkedin|x-rays?|scans?|records?|chart)`,
].join('|');
const PATIENT_LINK_BEFORE = new RegExp(String.raw`(?:${PATIENT_LINK_CUES})(?![\p{L}])[^.!?\n]{0,40}$`, 'iu');
const PATIENT_LINK_AFTER = new RegExp(String.raw`^[^.!?\n]{0,20}(?<![\p{L}])${PATIENT_OF}(?![\p{L}])`, 'iu');

const TRAILING = /[.,;:!?'")\]}]/;

/**
 * Where a matched link ends: sentence punctuation after it is not part of it, a closing bracket only when it closes
 * one inside. The brackets are counted once and followed as the end moves, so trimming is linear in the link.
 */
export function linkEnd(text: string, start: number, rawEnd: number): number {
  let opens = 0;
  let closes = 0;
  for (let at = start; at < rawEnd; at++) {
    if (text[at] === '(') opens++;
    else if (text[at] === ')') closes++;
  }
  let end = rawEnd;
  while (end > start && TRAILING.test(text[end - 1])) {
    if (text[end - 1] === ')') {
      if (opens >= closes) break;
      closes--;
    }
    end--;
  }
  return end;
}

function findUrls(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const { start, end: rawEnd } of spans(LINK, text)) {
    const end = linkEnd(text, start, rawEnd);
    const url = text.slice(start, end);
    const path = url.replace(/^(?:https?:\/\/)?[^/?#]*/i, '');
    if (
      PATIENT_PATH.test(path) ||
      PATIENT_LINK_BEFORE.test(before(text, start, 120)) ||
      PATIENT_LINK_AFTER.test(after(text, end, 60))
    ) {
      // Found by its patient context like a labelled number, and wider than any identifier inside it.
      found.push({ kind: 'url', start, end, rank: LABELLED });
    }
  }
  return found;
}

const IPV4 = /(?<![\p{L}\p{N}.])(?:\d{1,3}\.){3}\d{1,3}(?![\p{N}]|\.\p{N})/gu;
// "section 4.2.1.3", "version 10.2.0.1": numbered outlines and versions have the shape of an address.
const OUTLINE_WORD =
  /(?<![\p{L}])(?:version|ver|v|release|build|section|sect|sec|§|chapter|ch|table|fig|figure|step|item|para|paragraph|clause|rule|article|art|appendix|no|isbn)\.?\s{0,2}$/iu;
const IPV6 = /(?<![\p{L}\p{N}:])[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}(?![\p{L}\p{N}:])/giu;

/** Eight groups, or fewer around one "::" (never times such as 10:30:45), with one group of 3 or 4 digits. */
function isIpv6(value: string): boolean {
  const compressed = value.split('::');
  if (compressed.length > 2) return false;
  const groups = value.split(':');
  const filled = groups.filter((group) => group.length > 0);
  const shapeOk = compressed.length === 2 ? filled.length <= 7 && !/:::/.test(value) : groups.length === 8;
  return shapeOk && filled.every((group) => group.length <= 4) && filled.some((group) => group.length >= 3);
}

function findIps(text: string): Candidate[] {
  return [
    ...collect(
      IPV4,
      text,
      'ip-address',
      DISTINCT,
      (value, start) =>
        value.split('.').every((octet) => Number(octet) <= 255) &&
        !OUTLINE_WORD.test(before(text, start, 16)),
    ),
    ...collect(IPV6, text, 'ip-address', DISTINCT, isIpv6),
  ];
}

export function findContacts(text: string): Candidate[] {
  return [
    ...findPhones(text),
    ...collect(EMAIL, text, 'email', DISTINCT),
    ...findUrls(text),
    ...findIps(text),
  ];
}
