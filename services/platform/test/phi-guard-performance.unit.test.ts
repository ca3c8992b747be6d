import { findPhi } from '../src';
import { linkEnd } from '../src/phi-guard/contact';

// 20,000 characters is the longest content body a member can write.
const LONGEST = 20_000;

function timed(text: string): { ms: number; findings: number } {
  const started = performance.now();
  const findings = findPhi(text).length;
  return { ms: performance.now() - started, findings };
}

const paragraph =
  'A 45-year-old patient presented with pain on tooth #14 (MOD amalgam, 2019). Probing showed a 4 mm pocket, ' +
  'BOP 20%, BP 120/80, HbA1c 7.2%. Under 2% lidocaine with 1:100,000 epinephrine the tooth was restored (D2740, ' +
  'CPT 99213, ICD-10 K02.52); amoxicillin 500 mg three times daily for 7 days. Dr. Smith recommends review at ' +
  '10:30 in 6 months (Smith et al., 2019; 45(3):123-130; p < 0.05, n = 120). Patient John Smith, DOB 03/04/1961, ' +
  'MRN 1234567, phone (555) 123-4567, lives at 12 Oak Street, Springfield, IL 62704. ';

describe('findPhi stays fast on the longest text', () => {
  it('scans a realistic 20,000-character case study in well under 50 ms', () => {
    const text = paragraph.repeat(Math.ceil(LONGEST / paragraph.length)).slice(0, LONGEST);
    timed(text); // the first call compiles the patterns
    const { ms, findings } = timed(text);
    console.log(
      `findPhi: realistic ${text.length}-character case study in ${ms.toFixed(1)} ms, ${findings} findings`,
    );
    expect(findings).toBeGreaterThan(0);
    // A guard against a pathological pattern on a shared machine, not a benchmark.
    expect(ms).toBeLessThan(200);
  });

  // Inputs that make a backtracking pattern take quadratic or exponential time.
  it.each([
    ['20,000 digits', '7'.repeat(LONGEST)],
    ["'a' * 20,000 + '@'", 'a'.repeat(LONGEST) + '@'],
    ['an unfinished email domain', 'a@' + 'b.'.repeat(LONGEST / 2)],
    ['digits and dots', '1.'.repeat(LONGEST / 2)],
    ['digits and dashes', '12-'.repeat(LONGEST / 3)],
    ['digits and spaces', '123 '.repeat(LONGEST / 4)],
    ['hex and colons', 'ab:'.repeat(LONGEST / 3)],
    ['capitals', 'A'.repeat(LONGEST)],
    ['one long capitalised word', 'A' + 'b'.repeat(LONGEST)],
    ['patient words', 'patient '.repeat(LONGEST / 8)],
    ['honorifics and names', 'Mr. Smith '.repeat(LONGEST / 10)],
    ['street-like words', '12 Oak Elm Ash '.repeat(LONGEST / 15)],
    ['a link without spaces', 'https://' + 'a'.repeat(LONGEST)],
    ['date cues', 'DOB born admitted '.repeat(LONGEST / 18)],
    ['labels without values', 'MRN # no. '.repeat(LONGEST / 10)],
    // Thousands of findings: choosing among overlaps must not be quadratic either.
    ['IP addresses back to back', '10.2.3.4 '.repeat(LONGEST / 9)],
    ['names back to back', 'Mr. Li '.repeat(LONGEST / 7)],
    ['cued dates back to back', 'DOB. D 1-2-34 '.repeat(LONGEST / 14)],
    ['fax numbers back to back', 'fax 212-555-0199 '.repeat(LONGEST / 17)],
  ])('%s finishes in under 200 ms', (_case, text) => {
    const { ms } = timed(text);
    expect(ms).toBeLessThan(200);
  });
});

describe('findPhi does work linear in the text', () => {
  /** The characters findPhi copies (slices and splits), a count of its work that no machine's load changes. */
  function copiedBy(text: string): number {
    const slice = String.prototype.slice;
    const split = String.prototype.split;
    let copied = 0;
    const slicing = jest.spyOn(String.prototype, 'slice').mockImplementation(function (this: string, ...args: Parameters<string['slice']>) {
      const part = slice.apply(this, args);
      copied += part.length;
      return part;
    });
    const splitting = jest.spyOn(String.prototype, 'split').mockImplementation(function (this: string, ...args: unknown[]) {
      copied += this.length;
      return Reflect.apply(split, this, args);
    } as typeof split);
    try {
      findPhi(text);
    } finally {
      slicing.mockRestore();
      splitting.mockRestore();
    }
    return copied;
  }

  // Links ending in a run of closing brackets and full stops, which trimming reads back from the end.
  const linkBody = (size: number) => {
    const link = `See https://example.org/guidelines/${')'.repeat(900)}${'.'.repeat(900)} for the protocol.\n`;
    return link.repeat(Math.ceil(size / link.length)).slice(0, size);
  };

  it('trims 50 KB of links ending in brackets and stops with work proportional to their length', () => {
    const small = copiedBy(linkBody(10_000));
    const large = copiedBy(linkBody(50_000));
    // Each character is copied a bounded number of times (a few context windows and the link itself), never once
    // per trimmed character (about 1,800 times the link's length before).
    expect(large).toBeLessThan(50_000 * 12);
    expect(large / small).toBeLessThan(6);
  });

  it('keeps a link’s own brackets and drops the sentence’s', () => {
    const end = (text: string) => text.slice(0, linkEnd(text, 0, text.length));
    expect(end('https://en.wikipedia.org/wiki/Hypertension_(disease)).')).toBe('https://en.wikipedia.org/wiki/Hypertension_(disease)');
    expect(end('https://example.org/a_(b)),;')).toBe('https://example.org/a_(b)');
    expect(end('https://example.org/x?q="a".')).toBe('https://example.org/x?q="a');
    expect(end('https://example.org/))))')).toBe('https://example.org/');
  });
});
