import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UploadParsing } from '../src/common/upload-parsing';
import { certificateFields } from '../src/modules/cme-wallet/certificate-prefill';

/** Made by Chromium from a provider's certificate page (fixtures/real-world/make-corpus.sh). */
const CERTIFICATE = readFileSync(join(__dirname, 'fixtures', 'real-world', 'cme-certificate-chromium.pdf'));
const TODAY = '2026-11-28';

const parsing = new UploadParsing({
  UPLOAD_PARSER_THREADS: 1,
  UPLOAD_PARSER_QUEUE: 4,
  UPLOAD_PARSER_MEMORY_MB: 256,
  UPLOAD_PARSER_TIMEOUT_MS: 20_000,
  UPLOAD_IMAGE_MAX_MEGAPIXELS: 100,
  UPLOAD_IMAGE_MAX_SIDE: 8192,
});
afterAll(() => parsing.onModuleDestroy());

describe('a CME certificate prefills a credit from its text', () => {
  it('reads a Chromium-printed physician certificate through the upload parsers: title, date, hours, credit type, provider', async () => {
    const { text } = await parsing.parse({ kind: 'pdf' }, CERTIFICATE);
    expect(certificateFields(text ?? '', TODAY)).toEqual({
      title: 'Safer Opioid Prescribing: Tapering, Naloxone and the Texas Rules',
      provider: 'Texas Medical Association',
      accreditor: 'ACCME',
      creditType: 'ama_pra_1',
      amount: 3,
      completedOn: '2026-03-14',
    });
  });

  it('reads the wording dental providers use: course label, day-month dates, CE hours, ADA CERP', () => {
    const text = [
      'CERTIFICATE OF ATTENDANCE',
      'Dr. Siobhán Côté, DDS',
      'Course: Infection control and the California Dental Practice Act',
      'Presented by Pacific Dental Education Institute on 2 October 2026',
      '2 CE hours (lecture)',
      'ADA CERP Recognized Provider. AGD PACE not claimed.',
    ].join('\n');
    expect(certificateFields(text, TODAY)).toEqual({
      title: 'Infection control and the California Dental Practice Act',
      provider: 'Pacific Dental Education Institute',
      accreditor: 'ADA CERP',
      creditType: 'ada_cerp',
      amount: 2,
      completedOn: '2026-10-02',
    });
  });

  it('offers nothing the credit form would refuse: a future date, hours off the quarter-hour grid, an unknown type', () => {
    const text = ['Webinar attendance', 'Activity date: 01/15/2027', 'Awarded 0.1 hours', 'Issued 2027-02-01'].join('\n');
    expect(certificateFields(text, TODAY)).toEqual({ title: null, provider: null, accreditor: null, creditType: null, amount: null, completedOn: null });
  });

  it('takes the labelled completion date over an issue date, and Category 1 over a passing mention of Category 2', () => {
    const text = [
      'entitled "Geriatric pharmacology update"',
      'Certificate issued 11/20/2026',
      'Completed on: 09/03/2026',
      '1.25 AMA PRA Category 1 Credits™ (this activity is not approved for AMA PRA Category 2)',
    ].join('\n');
    expect(certificateFields(text, TODAY)).toMatchObject({ title: 'Geriatric pharmacology update', completedOn: '2026-09-03', amount: 1.25, creditType: 'ama_pra_1' });
  });

  it('finds nothing in a photo or a scanned certificate without text', () => {
    expect(certificateFields('', TODAY)).toEqual({ title: null, provider: null, accreditor: null, creditType: null, amount: null, completedOn: null });
  });
});
