import { collect, digitsOf, passesLuhn } from './scan';
import { DISTINCT, LABELLED, type Candidate, type PhiKind } from './types';

/*
 * Numbers that identify a person through a record: SSNs, medical record, health plan, account and licence
 * numbers, device serials. A bare number says nothing of what it numbers ("CPT 99213", "D2740", "tooth 36"), so
 * these are found after the label that names them; only shapes no clinical number has (an SSN's 3-2-4 groups,
 * a card number passing Luhn, a Medicare beneficiary identifier, a GS1 device identifier) stand alone.
 */

// After a label: "#", ":", "no.", "number", "ID", "is" in any order, at most a few.
const FILLER = String.raw`[\s:#=.-]{0,4}(?:(?:no|nos|num|nr|number|id|is|was)\.?[\s:#=.-]{1,4}){0,2}`;
// The identifier: letters, digits and inner hyphens, or digit groups split by single spaces ("123 456 789").
const VALUE = String.raw`(?<v>[A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])|[ ](?=\d{3}))*)`;
const NUMBER_WORD = String.raw`\s{0,2}(?:number|no\.?|num\.?|#|id|identifier)`;

function labelled(label: string, flags = 'i', value = VALUE) {
  return new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?:${label})(?:(?<![\p{L}])|(?![\p{L}]))${FILLER}${value}(?![\p{L}\p{N}])`,
    `gdu${flags}`,
  );
}

// A value is at least three characters with a digit, and at most 30 (a long run is not one identifier).
const isIdentifier = (value: string) => value.length >= 3 && value.length <= 30 && /\d/.test(value);

const LABELS: Array<[PhiKind, RegExp]> = [
  // Nine digits in any spacing, or masked but for the last four.
  [
    'ssn',
    labelled(
      String.raw`ssn|ss\s?#|ss\s?no\.?|social\s+security(?:${NUMBER_WORD})?`,
      'i',
      String.raw`(?<v>(?:\d{3}|[x*]{3})[\s.-]{0,3}(?:\d{2}|[x*]{2})[\s.-]{0,3}\d{4})`,
    ),
  ],
  // "MR" alone is mitral regurgitation; "medical record" needs its number word.
  [
    'medical-record-number',
    labelled(
      String.raw`mrn|mr\s?#|mr\s?no\.?|med(?:ical)?\.?\s+rec(?:ord)?\.?${NUMBER_WORD}|chart${NUMBER_WORD}|hospital${NUMBER_WORD}|(?:patient|pt\.?)\s?(?:id|number|no\.?|#)|record${NUMBER_WORD}`,
    ),
  ],
  [
    'health-plan-number',
    labelled(
      String.raw`(?:member|subscriber|policy|beneficiary|group|insurance|insurance\s+policy|(?:health\s+)?plan|medicare|medicaid)${NUMBER_WORD}|mbi|hicn`,
    ),
  ],
  // "taking into account 120 patients": a bare "account" needs ":" or "#" after it.
  [
    'account-number',
    labelled(
      String.raw`(?:bank\s+|billing\s+|patient\s+)?acc(?:oun)?t\.?${NUMBER_WORD}|acct\.?|a\/c|iban|account(?=\s{0,2}[:#])`,
    ),
  ],
  [
    'licence-number',
    labelled(
      String.raw`driver['’]?s?['’]?\s+licen[cs]e(?:${NUMBER_WORD})?|licen[cs]e(?:\s+plate)?${NUMBER_WORD}|licen[cs]e\s+plate|licen[cs]e(?=\s{0,2}[:#])|d\.l\.|certificate${NUMBER_WORD}`,
    ),
  ],
  // "DL" only in capitals: "dL" is a decilitre.
  ['licence-number', labelled(String.raw`DL\s?#|DL\s?(?:no\.?|number)|DL(?=\s{0,2}:)`, '')],
  [
    'device-identifier',
    labelled(String.raw`serial(?:${NUMBER_WORD})?|s\/n|device${NUMBER_WORD}|udi|imei|meid`),
  ],
  // "SN" only in capitals: "Sn" is tin.
  ['device-identifier', labelled('SN', '')],
];

// 123-45-6789, 123 45 6789, 123.45.6789, and the masked XXX-XX-6789; SSA never issues area 000, 666 or 9xx.
const SSN =
  /(?<![\p{L}\p{N}-])(?:\d{3}|[Xx*]{3})(?:\s{0,2}[.-]\s{0,2}|\s{1,2})(?:\d{2}|[Xx*]{2})(?:\s{0,2}[.-]\s{0,2}|\s{1,2})\d{4}(?![\p{L}\p{N}]|-\d)/gu;
function isSsn(value: string): boolean {
  const [area, group, serial] = value.split(/[\s.-]+/);
  if (/^[Xx*]+$/.test(area)) return /^[Xx*]+$/.test(group) && serial !== '0000';
  return !/^(?:000|666|9)/.test(area) && group !== '00' && serial !== '0000';
}

// Payment card numbers (Safe Harbor's account numbers): 13 to 19 digits from a card network, passing Luhn.
const CARD = /(?<![\p{N}-])[3-6]\d{3}(?:[ -]?\d){9,15}(?![\p{N}])/gu;
const isCard = (value: string) => {
  const digits = digitsOf(value);
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
};

// Medicare beneficiary identifier: 11 characters in a fixed pattern, never S, L, O, I, B or Z.
const MBI_LETTER = '[AC-HJKMNP-RT-Y]';
const MBI = new RegExp(
  String.raw`(?<![\p{L}\p{N}])[1-9]${MBI_LETTER}[AC-HJKMNP-RT-Y0-9]\d-?${MBI_LETTER}[AC-HJKMNP-RT-Y0-9]\d-?${MBI_LETTER}{2}\d{2}(?![\p{L}\p{N}])`,
  'gu',
);

// GS1 unique device identifier: "(01)" and 14 digits, then up to four more application identifiers.
const UDI = /(?<![\p{L}\p{N}])\(01\)\d{14}(?:\(\d{2}\)[A-Za-z0-9]{1,20}){0,4}/gu;

export function findIdentifiers(text: string): Candidate[] {
  return [
    ...LABELS.flatMap(([kind, re]) => collect(re, text, kind, LABELLED, isIdentifier)),
    ...collect(SSN, text, 'ssn', DISTINCT, isSsn),
    ...collect(CARD, text, 'account-number', DISTINCT, isCard),
    ...collect(MBI, text, 'health-plan-number', DISTINCT),
    ...collect(UDI, text, 'device-identifier', DISTINCT),
  ];
}
