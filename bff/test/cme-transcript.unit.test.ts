import type { CmeWallet, LicenceCompliance, RequirementStatus, WalletCredit, WalletLicence } from '@docnet/contracts';
import { stripPdf } from '../src/common/document-metadata';
import { transcriptPdf } from '../src/modules/cme-wallet/transcript-pdf';

const licence: WalletLicence = {
  id: 12,
  state: 'TX',
  profession: 'MD',
  number: 'Q-48213',
  issueDate: '2015-04-01',
  expiryDate: '2027-03-31',
  deaRegistered: true,
  deaRegistrationDate: '2024-05-20',
  directPatientCare: true,
  specialty: 'internal_medicine',
  patientsOver65Percent: null,
  permits: [],
  recentSudCurriculumGraduate: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const credit = (id: number, title: string, amount: number, completedOn: string, certificateUrl: string | null = null): WalletCredit => ({
  id,
  title,
  provider: 'Texas Medical Association',
  accreditor: 'ACCME',
  creditType: 'ama_pra_1',
  amount,
  completedOn,
  format: 'live_online',
  topics: [],
  providerApprovals: [],
  certificateUrl,
  cmeOpportunityId: null,
  allocations: [],
  createdAt: '2026-11-01T10:00:00.000Z',
});

const requirement = (fields: Partial<RequirementStatus> & Pick<RequirementStatus, 'id' | 'kind' | 'label' | 'required' | 'counted'>): RequirementStatus => ({
  owed: Math.max(0, fields.required - fields.counted),
  dueBy: '2027-03-31',
  met: fields.counted >= fields.required,
  applies: true,
  why: '',
  conflict: null,
  credits: [],
  closes: { topics: [], creditTypes: [] },
  ...fields,
});

const opioids = credit(5, "Safer opioid prescribing: O'Connor & Ñúñez's case-free review", 3, '2026-03-14', '/api/uploads/content/4107/0b7c6a0e-8d1f-4b8e-9f57-3c1d2e4f5a6b');
const ethics = credit(6, 'Ethics at the end of life — Ελληνικά notes', 1.5, '2025-06-02');
const before = credit(7, 'Old course', 10, '2024-01-10');

const compliance: LicenceCompliance = {
  licenceId: 12,
  state: 'TX',
  profession: 'MD',
  board: 'Texas Medical Board',
  ruleSetVersion: '2025-01',
  source: '22 TAC 161.35; Occupations Code 156.055',
  verifiedAt: '2026-11-20',
  cycleStart: '2025-04-01',
  cycleEnd: '2027-03-31',
  renewalNumber: 6,
  firstCycle: false,
  cureUntil: '2027-04-30',
  compliant: false,
  carryForwardIn: 0,
  carryForwardOut: 0,
  requirements: [
    requirement({ id: 'total', kind: 'total', label: '48 hours every 24 months', required: 48, counted: 4.5, credits: [{ creditId: 5, hours: 3 }, { creditId: 6, hours: 1.5 }] }),
    requirement({ id: 'topic:ethics', kind: 'topic', label: 'Medical ethics and/or professional responsibility', required: 2, counted: 1.5, credits: [{ creditId: 6, hours: 1.5 }] }),
    requirement({ id: 'topic:opioids', kind: 'topic', label: 'Opioids and pain management', required: 2, counted: 2, credits: [{ creditId: 5, hours: 2 }] }),
  ],
  excluded: [{ creditId: 7, reason: 'Completed 2024-01-10, before this cycle began on 2025-04-01' }],
  note: null,
};

const wallet: CmeWallet = { licences: [licence], credits: [opioids, ethics, before], compliance: [compliance], federal: [], due: [] };

describe('the CME transcript PDF', () => {
  it("is a real PDF whose text names the holder as written, each activity of the cycle, the totals and how each requirement is met", async () => {
    const file = await transcriptPdf(wallet, 12, { name: "Dr. Zoë Ñúñez-O'Brien Đặng", npi: '1234567893' }, '2026-11-28');
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await stripPdf(file, 100_000);
    const words = text.replace(/\s+/g, ' ');
    for (const expected of [
      "Name: Dr. Zoë Ñúñez-O'Brien Đặng",
      'NPI: 1234567893',
      'Licence: Texas, Physician (MD), licence Q-48213',
      'Cycle: 1 Apr 2025 to 31 Mar 2027, renewal 6',
      'Recorded in this cycle: 4.5 h in 2 activities',
      'Counted toward the total: 4.5 h of 48 h required',
      "Safer opioid prescribing: O'Connor & Ñúñez's",
      'Ethics at the end of life — Ελληνικά notes',
      'AMA PRA Category 1',
      'on file',
      'Medical ethics and/or professional responsibility — 0.5 h owed by 31 Mar 2027 (1.5 h of 2 h)',
      'Opioids and pain management — met: 2 h of 2 h',
      'Old course: Completed 2024-01-10, before this cycle began on 2025-04-01',
    ]) {
      expect(words).toContain(expected);
    }
    // An activity outside the cycle is listed only as not counted, never among the cycle's activities.
    expect(words.split('Activities not counted')[0]).not.toContain('Old course');
  });

  it('lays a long cycle out over several pages', async () => {
    const many = Array.from({ length: 60 }, (_, index) => credit(100 + index, `Grand rounds ${index + 1}: a case-free review of heart failure with preserved ejection fraction`, 1, '2026-01-15'));
    const file = await transcriptPdf({ ...wallet, credits: many }, 12, { name: 'Dr. A. Long', npi: null }, '2026-11-28');
    const { text } = await stripPdf(file, 200_000);
    expect(text).toContain('Grand rounds 60:');
    expect(text).toContain('Recorded in this cycle: 60 h in 60 activities');
    expect(file.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThan(1);
  });
});
