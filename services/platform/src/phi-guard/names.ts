import { GENERIC, type Candidate } from './types';

/*
 * Names are found only next to the words that say a person is a patient (or a patient's relative), or after a
 * lay honorific (Mr., Mrs., Ms.): clinicians write "Dr." for colleagues, so a name after "Dr." or in a
 * byline, and eponyms (Bell's palsy, Hodgkin lymphoma), are left alone.
 */

// "patient John Smith", "pt. Jane Doe", "Patient name: John Smith", "the patient's name is Ana", "his wife Mary",
// and "Name: Jane Doe" opening a line (not "Drug name: Keytruda").
const PATIENT_CUE =
  /(?<![\p{L}\p{N}])(?:(?:patients?|pts?\.?|clients?|wife|husband|spouse|son|daughter|mother|father|sister|brother|guardian|caregiver)(?:['’]s)?(?:\s{1,2}(?:full\s)?name(?:\s{1,2}is|\s{0,2}:)|\s{1,2}(?:named|called))?[\s:,(]{1,4}|(?<![\p{L}\p{N}][ \t]{0,3})(?:full\s)?name\s{0,2}:\s{0,3})/giu;

// Case-sensitive: "MS" (multiple sclerosis) and "miss" (the verb) are not honorifics.
const HONORIFIC = /(?<![\p{L}\p{N}])(?:Mr|Mrs|Ms|Mx|Miss)\.?\s{1,2}/gu;

// One word of a name: capitalised, with apostrophes, hyphens and inner capitals (O'Brien, García-López, McDonald);
// a possessive 's stays out, and a word joined to a lower-case one ("Non-smoker") is no name.
// Each character is matched by exactly one alternative, so the scan never backtracks across the word.
const WORD = String.raw`\p{Lu}(?:\p{Ll}|\p{Lu}(?=\p{Ll})|['’-](?=\p{Lu})){1,30}(?![\p{L}\p{N}]|-\p{Ll})`;
const INITIAL = String.raw`\p{Lu}\.`;
const TOKEN = new RegExp(String.raw`(?:${WORD}|${INITIAL})`, 'uy');
const AND = /,?\s(?:and|&)\s/y;
const SURNAME_FIRST = new RegExp(String.raw`(${WORD}|\p{Lu}{2,30}(?![\p{L}\p{N}])),\s{1,2}`, 'uy');
const IS_INITIAL = new RegExp(`^${INITIAL}$`, 'u');

// Capitalised words that follow patient words without being names (headings, sentence starts, clinical terms).
const NOT_NAMES = new Set(
  (
    'A An And Or Of With Was Is Has Had Who Whom He She They It His Her Their This That These Those In On At To ' +
    'For From By As After Before During Then We I Our My Your Mr Mrs Ms Miss Dr Prof Care Safety Name Names Portal ' +
    'Records Record Reported Outcomes Outcome Experience Education Information Satisfaction Management Selection ' +
    'History Assessment Positioning Centered Centred Preference Preferences Journey Flow Advocate Advocacy Zero ' +
    'One Two Three Group Groups Cohort Population Data Demographics Characteristics Factors Age Sex Gender Male ' +
    'Female Number Presentation Presented Presents Complained Denied Underwent Case Cases Report Reports Sample ' +
    'Samples Study Visit Visits Chart Charts File Files Notes Note Summary Follow Status Protocol Protocols Health ' +
    'Class Type Stage Grade Level Score Consent Forms Form Instructions Handout Leaflet Guide Resources Rights ' +
    'Privacy Identification Identifier Population Panel Registry Monitoring Controlled Analgesia Characteristics ' +
    'Declined Reports Refused Responded Returned Received Required Showed Stated Noted Agreed Arrived Asked ' +
    'All Both Each No Not None Some Any Many Most Other Another Same New Older Young Adult Adults Child Children ' +
    'January February March April May June July August September October November December ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday Covid Medicare Medicaid Ab Rx Hx Dx Tx ' +
    'Access Intake Services Support Transport Room Rooms Handling Scheduling Screening Counseling Counselling ' +
    'Billing Training Navigator Feedback Complaints Questionnaire Survey Surveys Voice Perspective Perspectives ' +
    'Day Week Month Year Handbook Booklet Brochure Website App Online Hub Centre Center Area Lounge Reception ' +
    'Waiting List Lists Elderly Healthy Pregnant Smoker Nonsmoker Diabetic Hypertensive Anxious Compliant ' +
    'Cooperative Asymptomatic Symptomatic Edentulous Dentate Partially Fully Medically Fit Well Stable Unknown ' +
    'Anonymous Deidentified Redacted Confidential Withheld Hispanic Latino Latina Latinx Caucasian White Black ' +
    'Asian African American European Native Indigenous Aboriginal Arab Jewish Muslim Christian Hindu Buddhist ' +
    'Indian Chinese Japanese Korean Vietnamese Filipino Mexican'
  ).split(' '),
);
// Common nouns of headings ("Patient Satisfaction", "Patient Protection") rarely share a name's ending.
const NOUN_ENDING = /(?:tion|sion|ment|ness|ity|ance|ence|ics|ogy|ism|ship|hood)s?$/u;

/** Up to three words or initials from `at`, at least one a word that names nobody else; the end of the last word. */
function wordsAt(text: string, at: number): number | undefined {
  let end: number | undefined;
  let cursor = at;
  for (let count = 0; count < 3; count++) {
    TOKEN.lastIndex = cursor;
    const token = TOKEN.exec(text);
    if (!token) break;
    const initial = IS_INITIAL.test(token[0]);
    if (!initial && (NOT_NAMES.has(token[0]) || NOUN_ENDING.test(token[0]))) break;
    cursor = TOKEN.lastIndex;
    if (!initial) end = cursor;
    if (text[cursor] !== ' ') break;
    cursor += 1;
  }
  return end;
}

/** The end of the name at `at`, surname first ("SMITH, John", "Smith, John") when a given name follows the comma. */
function nameAt(text: string, at: number): number | undefined {
  SURNAME_FIRST.lastIndex = at;
  const surname = SURNAME_FIRST.exec(text);
  const given = surname && !NOT_NAMES.has(surname[1]) ? wordsAt(text, SURNAME_FIRST.lastIndex) : undefined;
  return given ?? wordsAt(text, at);
}

export function findNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const cue of text.matchAll(PATIENT_CUE)) {
    // "patients Tom and Anna": each name of the list after the cue.
    let start = cue.index + cue[0].length;
    let end = nameAt(text, start);
    while (end !== undefined) {
      found.push({ kind: 'patient-name', start, end, rank: GENERIC });
      AND.lastIndex = end;
      const and = AND.exec(text);
      if (!and) break;
      start = AND.lastIndex;
      end = nameAt(text, start);
    }
  }
  // The honorific is part of the name it introduces: "Mr. Smith" is what identifies him.
  for (const cue of text.matchAll(HONORIFIC)) {
    const end = nameAt(text, cue.index + cue[0].length);
    if (end !== undefined) found.push({ kind: 'patient-name', start: cue.index, end, rank: GENERIC });
  }
  return found;
}
