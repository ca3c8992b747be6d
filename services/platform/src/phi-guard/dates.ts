import { after, before, collect } from './scan';
import { DISTINCT, type Candidate } from './types';

/*
 * Safe Harbor removes every element of a date but the year when the date is a person's (birth, admission,
 * discharge, death, a visit), and ages over 89. A date is flagged only after words that tie it to a person, so
 * "guidelines updated in March 2023" and "a 2019 study" stay; a year alone is flagged only as a birth year
 * that makes the person older than 89.
 */

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const ORDINAL = String.raw`(?:st|nd|rd|th)?`;
const EDGE = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;

/** The shapes of a full date (day and month), each validated by `isDate`; one may run into its time (…T09:30). */
const FULL_DATES = [
  // 03/04/1961, 3-4-61, 03.04.1961 (the separator repeated, so "120/80" or a range is no date).
  String.raw`\d{1,2}([./-])\d{1,2}\1(?:\d{4}|\d{2})`,
  // 1961-03-04, 1961/3/4
  String.raw`\d{4}([./-])\d{1,2}\1\d{1,2}`,
  // March 4, 1961; Mar. 4th 1961; March 4
  String.raw`${MONTH}\.?\s{1,3}\d{1,2}${ORDINAL}(?:,?\s{1,3}(?:\d{4}|'\d{2}))?`,
  // 4 Mar 1961; 4th of March, 1961; 4 March
  String.raw`\d{1,2}${ORDINAL}\s{1,3}(?:of\s{1,3})?${MONTH}\.?(?:,?\s{1,3}\d{4})?`,
  // 12-Jan-1950, 12/Jan/50
  String.raw`\d{1,2}([/-])${MONTH}\1(?:\d{4}|\d{2})`,
].map((shape) => new RegExp(String.raw`${EDGE}(?:${shape})(?:${END}|(?=T\d))`, 'giu'));

/** A month and year: a date element too, flagged only as a birth or death date ("admission" is also a noun). */
const MONTH_YEARS = [String.raw`${MONTH}\.?,?\s{1,3}\d{4}`, String.raw`\d{1,2}/\d{4}`].map(
  (shape) => new RegExp(`${EDGE}(?:${shape})${END}`, 'giu'),
);

// The words that make a date a person's, then up to 40 characters of the same clause before the date.
const STRONG_CUE = [
  String.raw`d\.?o\.?b\.?|dod|dos|born|birth\s?(?:date|day)|deceased|died|death`,
  String.raw`(?:re)?admit(?:ted)?|admission|discharged?`,
  String.raw`date\s+of\s+(?:birth|death|service|admission|discharge|surgery|procedure|visit|appointment|exam)`,
  String.raw`(?:visit|appointment|appt|surgery|procedure)\s+date`,
].join('|');
const WEAK_CUE = String.raw`(?:seen|visit(?:ed)?|treated|operated|appointment|appt|surgery|procedure)(?:\s+in\s+(?:clinic|the\s+office))?\s+on`;
const CUED = new RegExp(
  String.raw`(?<![\p{L}])(?:${STRONG_CUE}|${WEAK_CUE})(?![\p{L}])[^;!?\n]{0,40}$`,
  'giu',
);
const BIRTH_OR_DEATH_CUED = new RegExp(
  String.raw`(?<![\p{L}])(?:d\.?o\.?b\.?|dod|date\s+of\s+(?:birth|death)|birth\s?(?:date|day)|born|deceased|died|death)(?![\p{L}])[^;!?\n]{0,40}$`,
  'giu',
);
// A sentence ends between cue and date unless the full stop closes a short abbreviation ("St. Mary's").
const SENTENCE_END = /(?<![\s.](?:St|Dr|Mt|Mr|Mrs|Ms|No|Jr|Sr|Pt|pt|vs))[.!?]\s+\p{Lu}/u;

// "03/04/1961 (DOB)": the label written after the date.
const LABEL_AFTER =
  /^\s{0,2}[(,-]?\s{0,2}(?:d\.?o\.?b|dod|date\s+of\s+(?:birth|death)|birth\s?date)(?![\p{L}])/iu;

/** A cue in the same clause before `start`: the nearest one counts ("Admission: 3/4. Discharge: 3/9"). */
function cued(text: string, start: number, cue: RegExp): boolean {
  const window = before(text, start, 60);
  for (let from = 0; ;) {
    cue.lastIndex = from;
    const match = cue.exec(window);
    if (!match) return false;
    if (!SENTENCE_END.test(match[0])) return true;
    from = match.index + 1;
  }
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Day and month in range (either order for numeric dates: US and European writing both occur). */
function isDate(value: string): boolean {
  const named = /\p{L}{3,}/u.exec(value);
  const numbers = (value.match(/\d+/g) ?? []).map(Number);
  if (named) {
    const month = MONTHS.indexOf(named[0].slice(0, 3).toLowerCase());
    const day = numbers.find((n) => n <= 31);
    return month >= 0 && day !== undefined && day >= 1;
  }
  const [a, b, c] = numbers;
  const [month, day] = a > 31 ? [b, c] : [a, b]; // the year first (ISO) or last
  const inRange = (m: number, d: number) => m >= 1 && m <= 12 && d >= 1 && d <= 31;
  return inRange(month, day) || (a <= 31 && inRange(day, month));
}

const BIRTH_YEAR = /(?<![\p{L}\p{N}])(?:18|19|20)\d{2}(?![\p{L}\p{N}])/gu;
const BIRTH_CUED = new RegExp(
  String.raw`(?<![\p{L}])(?:d\.?o\.?b\.?|date\s+of\s+birth|birth\s?(?:date|year)|year\s+of\s+birth|born)(?![\p{L}])[^;!?\n]{0,20}$`,
  'giu',
);

export function findDates(text: string): Candidate[] {
  const dates = FULL_DATES.flatMap((re) =>
    collect(
      re,
      text,
      'date',
      DISTINCT,
      (value, start, end) =>
        isDate(value) && (cued(text, start, CUED) || LABEL_AFTER.test(after(text, end, 20))),
    ),
  );
  const monthYears = MONTH_YEARS.flatMap((re) =>
    collect(re, text, 'date', DISTINCT, (value, start) => {
      const month = /^\d/.test(value) ? Number(value.split('/')[0]) : 1;
      return month >= 1 && month <= 12 && cued(text, start, BIRTH_OR_DEATH_CUED);
    }),
  );
  // A birth year alone is allowed unless it tells an age over 89 (Safe Harbor then wants "90 or older").
  const thisYear = new Date().getUTCFullYear();
  const oldBirthYears = collect(
    BIRTH_YEAR,
    text,
    'age-over-89',
    DISTINCT,
    (value, start) =>
      thisYear - Number(value) > 89 && thisYear - Number(value) < 130 && cued(text, start, BIRTH_CUED),
  );
  return [...dates, ...monthYears, ...oldBirthYears];
}

// "90 and over", "90+": Safe Harbor's own aggregate, which a population statement may use.
const AGGREGATE = String.raw`\s?\+|\s{1,2}(?:and|or)\s{1,2}(?:over|older|above|more)`;
// "92-year-old", "92 years old", "94 yo", "94 y/o", "95 years of age".
const AGE_WITH_UNIT = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])\d{2,3}(?:\s?|-)(?:(?:years?|yrs?|y)(?:\s?|-)old|yo|y\.o\.|y\/o|(?:years?|yrs?\.?)\s(?:of\s)?age)(?![\p{L}\p{N}]|${AGGREGATE})`,
  'giu',
);
// "aged 95", "age: 101", "at age 92" (the number is the excerpt); not "aged 95 days" or "age 95th percentile".
const AGE_LABEL = new RegExp(
  String.raw`(?<![\p{L}])aged?\s{0,2}[:=]?\s{0,2}(?<v>\d{2,3})(?![\p{N}\p{L}]|[.,]\d|\s?%|\s{1,2}(?:days?|d|weeks?|wks?|months?|mos?|hours?|h|hrs?|minutes?|min)(?![\p{L}])|(?:\s{1,2}(?:years?|yrs?))?(?:${AGGREGATE}))`,
  'dgiu',
);
// "A woman, 97, presented", "Mr. Smith, 94, presented": the age between commas after the person.
const AGE_AFTER_PERSON =
  /(?<![\p{L}])(?:man|woman|male|female|gentleman|lady|patient|pt|widow|widower|resident)\s?,\s?(?<v>\d{2,3})(?=\s?[,)])/dgiu;
const AGE_AFTER_NAME =
  /(?<![\p{L}])(?:Mr|Mrs|Ms|Mx|Miss)\.?\s{1,2}\p{Lu}[\p{L}'’-]{1,30},\s?(?<v>\d{2,3})(?=\s?[,)])/dgu;
// "a nonagenarian", "in her late 90s" (the plural counts a population, not a person).
const AGE_WORDS =
  /(?<![\p{L}])(?:(?:super)?centenarian|nonagenarian|(?<=in\s(?:his|her|their)\s)(?:(?:early|mid|late)[-\s])?(?:90s|nineties))(?![\p{L}])/giu;

const overEightyNine = (value: string) => {
  const years = Number(/\d+/.exec(value)?.[0]);
  return years > 89 && years < 130;
};

export function findAges(text: string): Candidate[] {
  return [
    ...collect(AGE_WITH_UNIT, text, 'age-over-89', DISTINCT, overEightyNine),
    ...collect(AGE_LABEL, text, 'age-over-89', DISTINCT, overEightyNine),
    ...collect(AGE_AFTER_PERSON, text, 'age-over-89', DISTINCT, overEightyNine),
    ...collect(AGE_AFTER_NAME, text, 'age-over-89', DISTINCT, overEightyNine),
    ...collect(AGE_WORDS, text, 'age-over-89', DISTINCT),
  ];
}
