import type { CertificateFields, WalletCreditType } from '@docnet/contracts';

/**
 * What a CME/CE certificate's text says about the activity, read by the wording accredited providers use ('has
 * participated in the live activity titled …', 'awarded 3.0 AMA PRA Category 1 Credits™', 'Date of completion:
 * 03/14/2026', 'Provided by …'). Every field is a guess for the member to check: what is not recognised stays null,
 * and a value the credit form would refuse (a future date, hours off the quarter-hour grid) is left out rather than
 * offered.
 */
export function certificateFields(text: string, today: string): CertificateFields {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
  const flat = lines.join('\n');
  return {
    title: titleOf(lines),
    provider: providerOf(lines),
    accreditor: accreditorOf(flat),
    creditType: creditTypeOf(flat),
    amount: amountOf(flat),
    completedOn: completedOnOf(flat, today),
  };
}

const clean = (value: string) =>
  value
    .replace(/^[\s"'“”‘’:–—-]+|[\s"'“”‘’.,;:–—-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const fits = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

/** 'Activity title: X', 'Course: X', '… titled X' or '… entitled "X"' (on the same line or the next one). */
function titleOf(lines: string[]): string | null {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const labelled = /^(?:activity|course|program(?:me)?|session|event)(?: title| name)?\s*:\s*(.*)$/i.exec(line);
    const introduced = /\b(?:titled|entitled|for completing|completed the (?:course|activity))\s*:?\s*(.*)$/i.exec(line);
    const match = labelled ?? introduced;
    if (!match) continue;
    const candidate = clean(match[1] || lines[index + 1] || '');
    if (fits(candidate, 3, 300)) return candidate;
  }
  return null;
}

/** 'Provider: X', 'Provided/Presented/Sponsored/Jointly provided by X', or the X of 'X is accredited by …'. */
function providerOf(lines: string[]): string | null {
  const patterns = [
    /^(?:provider|accredited provider|sponsor|presented by|provided by)\s*:\s*(.+)$/i,
    /\b(?:jointly provided|provided|presented|sponsored|offered)\s+by\s*:?\s*(.+)$/i,
    /^(.+?)\s+is (?:accredited|approved|designated) (?:by|as)\b/i,
  ];
  for (const pattern of patterns) {
    for (const line of lines) {
      const match = pattern.exec(line);
      const candidate = match ? clean(match[1].replace(/\s+(?:on|in|at)\s+\d.*$/i, '')) : '';
      if (fits(candidate, 2, 200) && !/^(?:the )?(?:this|activity|course)\b/i.test(candidate)) return candidate;
    }
  }
  return null;
}

function accreditorOf(text: string): string | null {
  if (/Accreditation Council for Continuing Medical Education|\bACCME\b/i.test(text)) return 'ACCME';
  if (/\bADA CERP\b/i.test(text)) return 'ADA CERP';
  if (/\bAGD PACE\b|\bPACE Program Approval\b/i.test(text)) return 'AGD PACE';
  if (/American Osteopathic Association|\bAOA\b/.test(text)) return 'AOA';
  if (/American Academy of Family Physicians|\bAAFP\b/.test(text)) return 'AAFP';
  return null;
}

/** The credit type a certificate names; a Category 1 certificate names Category 2 only in passing, so 1 wins. */
function creditTypeOf(text: string): WalletCreditType | null {
  const found: [RegExp, WalletCreditType][] = [
    [/AMA PRA Category 1/i, 'ama_pra_1'],
    [/AOA Category 1-?A/i, 'aoa_1a'],
    [/AOA Category 1-?B/i, 'aoa_1b'],
    [/AOA Category 2-?A/i, 'aoa_2a'],
    [/AOA Category 2-?B/i, 'aoa_2b'],
    [/AAFP Prescribed/i, 'aafp_prescribed'],
    [/AMA PRA Category 2/i, 'ama_pra_2'],
    [/\bADA CERP\b/i, 'ada_cerp'],
    [/\bAGD PACE\b|\bPACE Program Approval\b/i, 'agd_pace'],
  ];
  return found.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** '3.0 AMA PRA Category 1 Credits', '2 contact hours', '1.5 CE hours', '7 units': hours on the form's quarter-hour grid. */
function amountOf(text: string): number | null {
  const pattern =
    /(\d{1,3}(?:\.\d{1,2})?)\s*(?:\(\w+\)\s*)?(?:AMA PRA Category [12] Credits?|AOA Category [12]-?[AB] credits?|AAFP Prescribed credits?|(?:CE |CME |continuing education |contact |credit )?(?:hours?|units?|credits?))\b/gi;
  for (const match of text.matchAll(pattern)) {
    const hours = Number(match[1]);
    if (hours >= 0.25 && hours <= 200 && Number.isInteger(hours * 4)) return hours;
  }
  return null;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const month = (name: string) => MONTHS.findIndex((candidate) => candidate.startsWith(name.toLowerCase().slice(0, 3))) + 1;
const iso = (year: number, monthNumber: number, day: number) => {
  const value = `${String(year).padStart(4, '0')}-${String(monthNumber).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
};

/** Every date in the text, in the order written: March 14, 2026; 14 March 2026; 03/14/2026 (US order); 2026-03-14. */
function datesIn(text: string): string[] {
  const monthName = '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
  const pattern = new RegExp(
    `${monthName}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})|(\\d{1,2})(?:st|nd|rd|th)?\\s+${monthName},?\\s+(\\d{4})|\\b(\\d{1,2})/(\\d{1,2})/(\\d{4})\\b|\\b(\\d{4})-(\\d{2})-(\\d{2})\\b`,
    'gi',
  );
  const dates: string[] = [];
  for (const match of text.matchAll(pattern)) {
    const [, m1, d1, y1, d2, m2, y2, m3, d3, y3, y4, m4, d4] = match;
    const date = m1
      ? iso(Number(y1), month(m1), Number(d1))
      : m2
        ? iso(Number(y2), month(m2), Number(d2))
        : m3
          ? iso(Number(y3), Number(m3), Number(d3))
          : iso(Number(y4), Number(m4), Number(d4));
    if (date) dates.push(date);
  }
  return dates;
}

/**
 * The completion date: one labelled so ('Date of completion', 'Completed on', 'Activity date', 'held on'), else the
 * latest date written (an activity's last day; an issue or expiry date further out is refused as in the future).
 */
function completedOnOf(text: string, today: string): string | null {
  const usable = (date: string) => date >= '1990-01-01' && date <= today;
  for (const line of text.split('\n')) {
    if (!/\b(?:date of completion|completion date|completed on|completed|date completed|activity date|date of activity|held on|attended on|date)\b/i.test(line)) continue;
    const labelled = datesIn(line).filter(usable);
    if (labelled.length > 0) return labelled[labelled.length - 1];
  }
  const all = datesIn(text).filter(usable).sort();
  return all[all.length - 1] ?? null;
}
