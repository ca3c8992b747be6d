import { CmeWalletMessages, creditFormSchema, isCalendarDate, licenceFormSchema } from '../src/http/cme-wallet';

const licence = {
  state: 'tx',
  profession: 'MD',
  number: 'Q-4821 ',
  issueDate: '2015-04-01',
  expiryDate: '2027-03-31',
  deaRegistered: true,
  deaRegistrationDate: '2024-02-10',
  directPatientCare: true,
};

const credit = {
  title: 'Opioid prescribing: safer pain care for São Paulo émigrés and O’Brien’s clinic',
  provider: 'Texas Medical Association',
  accreditor: '',
  creditType: 'ama_pra_1',
  amount: 3,
  completedOn: '2026-03-14',
  format: 'live_online',
  topics: ['opioid_prescribing', 'pain_management'],
};

function refusal(schema: typeof licenceFormSchema | typeof creditFormSchema, value: object): string | undefined {
  try {
    schema.validateSync(value, { abortEarly: true });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('CME wallet forms', () => {
  it('takes a licence as a member types it: state code upper-cased, number trimmed, defaults for the facts left out', () => {
    expect(licenceFormSchema.validateSync(licence)).toMatchObject({
      state: 'TX',
      number: 'Q-4821',
      specialty: 'other',
      permits: [],
      patientsOver65Percent: null,
    });
  });

  it('refuses bad licence dates with a message the member can act on', () => {
    expect(refusal(licenceFormSchema, { ...licence, expiryDate: '2027-02-30' })).toBe(CmeWalletMessages.realDate);
    expect(refusal(licenceFormSchema, { ...licence, expiryDate: '31/03/2027' })).toBe(CmeWalletMessages.expiryDateRequired);
    expect(refusal(licenceFormSchema, { ...licence, expiryDate: '2014-01-01' })).toBe(CmeWalletMessages.expiryAfterIssue);
    expect(refusal(licenceFormSchema, { ...licence, issueDate: '2999-01-01', expiryDate: '3001-01-01' })).toBe(CmeWalletMessages.issueNotFuture);
    expect(refusal(licenceFormSchema, { ...licence, deaRegistrationDate: '' })).toBe(CmeWalletMessages.deaDateRequired);
    expect(refusal(licenceFormSchema, { ...licence, state: 'XX' })).toBe(CmeWalletMessages.stateUnknown);
    expect(refusal(licenceFormSchema, { ...licence, number: '<script>' })).toBe(CmeWalletMessages.numberFormat);
    expect(refusal(licenceFormSchema, { ...licence, patientsOver65Percent: 140 })).toBe(CmeWalletMessages.percentRange);
  });

  it('refuses bad credits: future or impossible dates, hours off the quarter-hour, unknown topics', () => {
    expect(creditFormSchema.validateSync(credit)).toMatchObject({ accreditor: null, certificateUrl: null, providerApprovals: [] });
    expect(refusal(creditFormSchema, { ...credit, completedOn: '2999-01-01' })).toBe(CmeWalletMessages.completedOnNotFuture);
    expect(refusal(creditFormSchema, { ...credit, completedOn: '2026-13-01' })).toBe(CmeWalletMessages.completedOnRequired);
    expect(refusal(creditFormSchema, { ...credit, completedOn: '2025-02-29' })).toBe(CmeWalletMessages.realDate);
    expect(refusal(creditFormSchema, { ...credit, amount: 1.1 })).toBe(CmeWalletMessages.amountStep);
    expect(refusal(creditFormSchema, { ...credit, amount: 0 })).toBe(CmeWalletMessages.amountRange);
    expect(refusal(creditFormSchema, { ...credit, topics: ['astrology'] })).toBe(CmeWalletMessages.topicUnknown);
    expect(refusal(creditFormSchema, { ...credit, certificateUrl: 'https://evil.example/cert.pdf' })).toBe(CmeWalletMessages.certificateUrl);
  });

  it('knows the calendar: leap days only in leap years', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
  });
});
