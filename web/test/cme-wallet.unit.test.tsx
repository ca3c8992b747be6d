import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiRoutes, CmeWalletMessages, type CertificatePrefill, type CmeOpportunity, type CmeWallet, type CreditInput, type RequirementStatus, type WalletCredit } from '@docnet/contracts';
import { creditFromListing, fillsGap } from '../src/features/cme-wallet/utils/credit-from-listing';
import { api, server } from './support/api-server';
import { signedInAs } from './support/members';
import { renderApp } from './support/render';

const requirement = (fields: Partial<RequirementStatus> & Pick<RequirementStatus, 'id' | 'label' | 'required' | 'counted'>): RequirementStatus => {
  const owed = Math.max(0, fields.required - fields.counted);
  return { kind: 'topic', dueBy: '2027-03-31', applies: true, why: 'Texas Medical Board, rules 2025-01.', conflict: null, credits: [], closes: { topics: [], creditTypes: [] }, owed, met: owed === 0, ...fields };
};

const wallet: CmeWallet = {
  licences: [
    {
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
    },
  ],
  credits: [],
  compliance: [
    {
      licenceId: 12,
      state: 'TX',
      profession: 'MD',
      board: 'Texas Medical Board',
      ruleSetVersion: '2025-01',
      source: '22 TAC 161.35',
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
        requirement({ id: 'total', kind: 'total', label: '48 credits every 24 months', required: 48, counted: 3 }),
        requirement({ id: 'topic:ethics', label: 'Medical ethics and/or professional responsibility', required: 2, counted: 0, closes: { topics: ['ethics', 'professional_responsibility'], creditTypes: ['ama_pra_1', 'aoa_1a'] } }),
        requirement({ id: 'topic:human-trafficking', label: 'Human trafficking', required: 1, counted: 0, applies: false, owed: 0, closes: { topics: ['human_trafficking'], creditTypes: [] } }),
      ],
      excluded: [{ creditId: 3, reason: 'Completed 2025-03-31, before this cycle began on 2025-04-01' }],
      note: null,
    },
  ],
  federal: [requirement({ id: 'federal:mate', label: 'DEA MATE Act training', required: 8, counted: 0, dueBy: '2024-05-20' })],
  due: [
    { licenceId: null, scope: 'Federal (DEA)', requirementId: 'federal:mate', label: 'DEA MATE Act training', owed: 8, dueBy: '2024-05-20' },
    { licenceId: 12, scope: 'Texas (MD)', requirementId: 'topic:ethics', label: 'Medical ethics and/or professional responsibility', owed: 2, dueBy: '2027-03-31' },
  ],
};

describe('CME wallet (/resources/cme-wallet)', () => {
  it('shows what is due next across licences with dates, and each licence with its progress and why', async () => {
    server.use(signedInAs(), api.get(ApiRoutes.cmeWallet, wallet));
    renderApp('/resources/cme-wallet');

    const due = await screen.findByRole('list', { name: 'Due next' });
    expect(within(due).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Federal (DEA): 8 h DEA MATE Act training due by 20 May 2024',
      'Texas (MD): 2 h Medical ethics and/or professional responsibility due by 31 Mar 2027',
    ]);
    const texas = screen.getByRole('region', { name: 'Texas licence' });
    expect(within(texas).getByLabelText('48 credits every 24 months: 3 h of 48 h')).toBeInTheDocument();
    expect(within(texas).getByText('45 h owed by 31 Mar 2027')).toBeInTheDocument();
    // A topic not due this cycle is not listed as open.
    expect(within(texas).queryByText('Human trafficking')).toBeNull();
    expect(within(texas).getByText('Completed 2025-03-31, before this cycle began on 2025-04-01')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find CME opportunities' })).toHaveAttribute('href', '/resources/cme');
  });

  it("saves where a credit counts: hours first toward Texas ethics, never toward the DEA hours, and shows the server's refusal", async () => {
    const credit: WalletCredit = {
      id: 41,
      title: "Professionalism: D'Souza & Ñúñez's review",
      provider: 'Texas Medical Association',
      accreditor: null,
      creditType: 'ama_pra_1',
      amount: 3,
      completedOn: '2026-02-10',
      format: 'live_online',
      topics: ['ethics'],
      providerApprovals: [],
      certificateUrl: null,
      cmeOpportunityId: null,
      allocations: [],
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    const bodies: unknown[] = [];
    server.use(
      signedInAs(),
      api.get(ApiRoutes.cmeWallet, { ...wallet, credits: [credit] }),
      api.put(ApiRoutes.cmeWalletCreditAllocations(41), async ({ request }) => {
        const body = (await request.json()) as { allocations: unknown[] };
        bodies.push(body);
        if (bodies.length === 1) return Response.json({ message: CmeWalletMessages.allocationUnknownRequirement }, { status: 400 });
        return Response.json({ ...credit, allocations: body.allocations });
      }),
    );
    const { user } = renderApp('/resources/cme-wallet');
    await user.click(await screen.findByRole('button', { name: `Where it counts: ${credit.title}` }));
    const dialog = await screen.findByRole('dialog');
    // Only requirements open this cycle are offered: not the human-trafficking hour of a later renewal.
    expect(within(dialog).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(['Texas: Medical ethics and/or professional responsibility', 'Federal (DEA): DEA MATE Act training']);
    await user.click(within(dialog).getByRole('combobox', { name: 'Texas: Medical ethics and/or professional responsibility: where it counts' }));
    await user.click(await screen.findByTitle('Count these hours first'));
    const ethicsHours = within(dialog).getByRole('spinbutton', { name: 'Texas: Medical ethics and/or professional responsibility: hours' });
    await user.clear(ethicsHours);
    await user.type(ethicsHours, '2');
    await user.click(within(dialog).getByRole('combobox', { name: 'Federal (DEA): DEA MATE Act training: where it counts' }));
    const never = await screen.findAllByTitle('Never count it here');
    await user.click(never[never.length - 1]);
    await user.click(within(dialog).getByRole('button', { name: 'Save allocation' }));
    expect(await within(dialog).findByText(CmeWalletMessages.allocationUnknownRequirement)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save allocation' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ allocations: [{ licenceId: 12, requirementId: 'topic:ethics', hours: 2 }, { licenceId: null, requirementId: 'federal:mate', hours: 0 }] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a credit dated in the future with a message the member can act on, then records a valid one', async () => {
    let posted: CreditInput | undefined;
    server.use(
      signedInAs(),
      api.get(ApiRoutes.cmeWallet, wallet),
      api.post(ApiRoutes.cmeWalletCredits, async ({ request }) => {
        posted = (await request.json()) as CreditInput;
        return Response.json({ ...posted, id: 31, accreditor: null, certificateUrl: null, cmeOpportunityId: null, allocations: [], createdAt: '2026-11-28T10:00:00.000Z' } satisfies WalletCredit, { status: 201 });
      }),
    );
    const { user } = renderApp('/resources/cme-wallet');
    await user.click(await screen.findByRole('button', { name: 'Add credit' }));
    const dialog = await screen.findByRole('form', { name: 'Add credit' });
    await user.type(within(dialog).getByLabelText('Activity title'), "Safer opioid prescribing for O'Brien & Ñúñez clinics");
    await user.type(within(dialog).getByLabelText('Provider'), 'Texas Medical Association');
    await user.type(within(dialog).getByLabelText('Hours'), '3');
    fireEvent.change(within(dialog).getByLabelText('Completed'), { target: { value: '2099-01-01' } });
    await user.click(within(dialog).getByLabelText('Opioid prescribing'));
    await user.click(within(dialog).getByRole('button', { name: 'Add credit' }));
    expect(await within(dialog).findByText(CmeWalletMessages.completedOnNotFuture)).toBeInTheDocument();
    expect(posted).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText('Completed'), { target: { value: '2026-03-14' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add credit' }));
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted).toMatchObject({ title: "Safer opioid prescribing for O'Brien & Ñúñez clinics", amount: 3, completedOn: '2026-03-14', topics: ['opioid_prescribing'], creditType: 'ama_pra_1' });
  });

  it('offers each licence\'s audit transcript as a PDF download', async () => {
    server.use(signedInAs(), api.get(ApiRoutes.cmeWallet, wallet));
    renderApp('/resources/cme-wallet');
    const link = await screen.findByRole('link', { name: 'Download transcript (PDF): Texas' });
    expect(link).toHaveAttribute('href', ApiRoutes.cmeWalletTranscript(12));
    expect(link).toHaveAttribute('download');
  });

  it('fills a credit from an uploaded certificate for the member to check, attaches it, and says so when a photo has no text', async () => {
    const certificateUrl = '/api/uploads/content/4107/0b7c6a0e-8d1f-4b8e-9f57-3c1d2e4f5a6b';
    const photoUrl = '/api/uploads/content/4107/1c8d7b1f-9e20-4c9f-8a68-4d2e3f5a6b7c';
    let posted: CreditInput | undefined;
    let uploads = 0;
    server.use(
      signedInAs(),
      api.get(ApiRoutes.cmeWallet, wallet),
      api.post(ApiRoutes.uploadsContent, () => {
        uploads += 1;
        return Response.json({ attachmentUrl: uploads === 1 ? photoUrl : certificateUrl }, { status: 201 });
      }),
      api.post(ApiRoutes.cmeWalletCertificatePrefill, async ({ request }) => {
        const { certificateUrl: url } = (await request.json()) as { certificateUrl: string };
        const nothing = { title: null, provider: null, accreditor: null, creditType: null, amount: null, completedOn: null };
        const answer: CertificatePrefill =
          url === photoUrl
            ? { certificateUrl: url, fileName: 'certificate photo.jpg', textRead: false, fields: nothing }
            : {
                certificateUrl: url,
                fileName: 'Certificat — Ñúñez.pdf',
                textRead: true,
                fields: { title: 'Safer Opioid Prescribing: Tapering, Naloxone and the Texas Rules', provider: 'Texas Medical Association', accreditor: 'ACCME', creditType: 'ama_pra_1', amount: 3, completedOn: '2026-03-14' },
              };
        return Response.json(answer);
      }),
      api.post(ApiRoutes.cmeWalletCredits, async ({ request }) => {
        posted = (await request.json()) as CreditInput;
        return Response.json({ ...posted, id: 32, accreditor: posted.accreditor ?? null, certificateUrl: posted.certificateUrl ?? null, cmeOpportunityId: null, allocations: [], createdAt: '2026-11-28T10:00:00.000Z' } satisfies WalletCredit, { status: 201 });
      }),
    );
    const { user } = renderApp('/resources/cme-wallet');
    await user.click(await screen.findByRole('button', { name: 'Add credit' }));
    const dialog = await screen.findByRole('form', { name: 'Add credit' });
    const fileInput = () => dialog.querySelector('input[type="file"]') as HTMLInputElement;

    await user.upload(fileInput(), new File(['jpeg'], 'certificate photo.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByText(/certificate photo\.jpg is attached\. Its text could not be read \(a photo or a scan\)/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Activity title')).toHaveValue('');

    await user.upload(fileInput(), new File(['%PDF-1.7'], 'Certificat — Ñúñez.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(/Filled from Certificat — Ñúñez\.pdf: title, provider, accreditor, credit type, hours, completion date\. Check each field/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Activity title')).toHaveValue('Safer Opioid Prescribing: Tapering, Naloxone and the Texas Rules');
    expect(within(dialog).getByLabelText('Hours')).toHaveValue(3);
    expect(within(dialog).getByLabelText('Completed')).toHaveValue('2026-03-14');
    // The member corrects what the certificate did not say (how they took it) and saves.
    await user.click(within(dialog).getByLabelText('Opioid prescribing'));
    await user.click(within(dialog).getByRole('button', { name: 'Add credit' }));
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted).toMatchObject({ title: 'Safer Opioid Prescribing: Tapering, Naloxone and the Texas Rules', provider: 'Texas Medical Association', accreditor: 'ACCME', amount: 3, completedOn: '2026-03-14', certificateUrl, topics: ['opioid_prescribing'] });
  });

  it("keeps the form as it was and shows the server's reason when a certificate is refused", async () => {
    server.use(signedInAs(), api.get(ApiRoutes.cmeWallet, wallet), api.post(ApiRoutes.uploadsContent, () => Response.json({ message: 'File too large. Maximum size is 10MB' }, { status: 413 })));
    const { user } = renderApp('/resources/cme-wallet');
    await user.click(await screen.findByRole('button', { name: 'Add credit' }));
    const dialog = await screen.findByRole('form', { name: 'Add credit' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The certificate was not attached: File too large. Maximum size is 10MB');
    expect(within(dialog).queryByText('Certificate attached')).not.toBeInTheDocument();
  });

  describe('a DocNet CME listing marked completed', () => {
    const listing: CmeOpportunity = {
      id: 7,
      title: 'Opioid Prescribing & Pain Management: Ñúñez–O\'Connor Update',
      description: 'Designated for a maximum of 3 AMA PRA Category 1 Credits™. Covers medical ethics of tapering and the MATE Act.',
      provider: 'Texas Medical Association',
      credits: 3,
      cost: 0,
      startDate: '2026-03-14',
      endDate: null,
      location: null,
      format: 'online',
      url: 'https://example.org/opioids',
      authorId: null,
      author: 'Texas Medical Association',
      topics: ['Pain management', 'HIV'],
      createdAt: '2026-01-01T10:00:00.000Z',
      saved: false,
    };

    it('fills the credit from what the listing says: type and topics from its text, its last day, never a day after today', () => {
      expect(creditFromListing(listing, '2026-11-28')).toMatchObject({
        title: listing.title,
        provider: 'Texas Medical Association',
        creditType: 'ama_pra_1',
        amount: 3,
        completedOn: '2026-03-14',
        format: 'live_online',
        topics: ['ethics', 'opioid_prescribing', 'pain_management', 'substance_use_disorder', 'hiv_aids'],
        cmeOpportunityId: 7,
      });
      const dental = creditFromListing({ ...listing, description: 'ADA CERP recognised. Hands-on.', topics: [], format: 'hybrid', startDate: '2026-11-20', endDate: '2026-12-02' }, '2026-11-28');
      expect(dental).toMatchObject({ creditType: 'ada_cerp', completedOn: '2026-11-28', format: 'live_in_person', topics: ['opioid_prescribing', 'pain_management'] });
      // A word inside another word is not a topic: 'ethicist' is not ethics, 'AIDSTAR' not HIV/AIDS.
      expect(creditFromListing({ ...listing, title: 'Meet the ethicist', description: 'AIDSTAR programme', topics: [] }, '2026-11-28').topics).toEqual([]);
    });

    it('opens the credit form filled from the listing; the member confirms and the credit keeps the listing', async () => {
      let posted: CreditInput | undefined;
      server.use(
        signedInAs(),
        api.get(ApiRoutes.cmeWallet, wallet),
        api.get(ApiRoutes.cmeById(7), listing),
        api.post(ApiRoutes.cmeWalletCredits, async ({ request }) => {
          posted = (await request.json()) as CreditInput;
          return Response.json({ ...posted, id: 32, accreditor: null, certificateUrl: null, cmeOpportunityId: 7, allocations: [], createdAt: '2026-11-28T10:00:00.000Z' } satisfies WalletCredit, { status: 201 });
        }),
      );
      const { user } = renderApp('/resources/cme-wallet?completed=7');
      const dialog = await screen.findByRole('form', { name: 'Add credit' });
      expect(within(dialog).getByLabelText('Activity title')).toHaveValue(listing.title);
      expect(within(dialog).getByLabelText('Provider')).toHaveValue('Texas Medical Association');
      expect(within(dialog).getByLabelText('Hours')).toHaveValue(3);
      expect(within(dialog).getByLabelText('Completed')).toHaveValue('2026-03-14');
      expect(within(dialog).getByLabelText('Opioid prescribing')).toBeChecked();
      await user.click(within(dialog).getByRole('button', { name: 'Add credit' }));
      await waitFor(() => expect(posted).toBeDefined());
      expect(posted).toMatchObject({ title: listing.title, provider: 'Texas Medical Association', amount: 3, completedOn: '2026-03-14', creditType: 'ama_pra_1', format: 'live_online', cmeOpportunityId: 7 });
    });

    it("offers 'Mark completed' on each CME listing, leading to the wallet's form for it", async () => {
      server.use(signedInAs(), api.get(ApiRoutes.cme, [listing]));
      renderApp('/resources/cme');
      await screen.findByRole('article', { name: listing.title });
      const link = screen.getByRole('link', { name: `Mark completed: ${listing.title}` });
      expect(link).toHaveAttribute('href', '/resources/cme-wallet?completed=7');
    });

    it('says so when the listing is gone, and leaves the form closed', async () => {
      server.use(signedInAs(), api.get(ApiRoutes.cmeWallet, wallet), api.get(ApiRoutes.cmeById(8), () => Response.json({ message: 'CME opportunity not found' }, { status: 404 })));
      renderApp('/resources/cme-wallet?completed=8');
      expect(await screen.findByText('That CME listing could not be found; add the credit from its certificate instead.')).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Add credit' })).toBeNull();
    });
  });

  describe('the CME list filtered to the gaps of the wallet', () => {
    const base: CmeOpportunity = {
      id: 1,
      title: '',
      description: 'A course.',
      provider: 'Texas Medical Association',
      credits: 2,
      cost: null,
      startDate: '2026-12-14',
      endDate: null,
      location: null,
      format: 'online',
      url: 'https://example.org/course',
      authorId: null,
      author: 'Texas Medical Association',
      topics: [],
      createdAt: '2026-01-01T10:00:00.000Z',
      saved: false,
    };
    const ethics = { ...base, id: 51, title: "Professional responsibility at the bedside: O'Hara's cases", topics: ['Ethics'] };
    const ethicsForDentists = { ...ethics, id: 52, title: 'Ethics for dentists', description: 'ADA CERP recognised.' };
    const trafficking = { ...base, id: 53, title: 'Recognising human trafficking' };
    const cardiology = { ...base, id: 54, title: 'Heart failure update', description: 'AMA PRA Category 1 Credits™.' };
    const formalGap: CmeWallet = {
      ...wallet,
      compliance: [{ ...wallet.compliance[0], requirements: [...wallet.compliance[0].requirements, requirement({ id: 'minimum:formal', kind: 'minimum', label: 'At least 24 credits: formal', required: 24, counted: 3, closes: { topics: [], creditTypes: ['ama_pra_1', 'aoa_1a'] } })] }],
    };

    it('keeps a listing that names a topic still owed in a type the requirement takes; a type-only minimum needs the type named', () => {
      expect(fillsGap(ethics, wallet)).toBe(true);
      expect(fillsGap(ethicsForDentists, wallet)).toBe(false);
      // Human trafficking is not due this cycle; the total alone never makes a gap.
      expect(fillsGap(trafficking, wallet)).toBe(false);
      expect(fillsGap(cardiology, wallet)).toBe(false);
      expect(fillsGap(cardiology, formalGap)).toBe(true);
      expect(fillsGap({ ...cardiology, description: 'A course.' }, formalGap)).toBe(false);
      const met: CmeWallet = { ...wallet, compliance: [{ ...wallet.compliance[0], requirements: wallet.compliance[0].requirements.map((entry) => ({ ...entry, met: true, owed: 0 })) }], federal: [] };
      expect(fillsGap(ethics, met)).toBe(false);
    });

    it('shows only the listings that close a gap when the member asks, and all of them again after', async () => {
      server.use(signedInAs(), api.get(ApiRoutes.cmeWallet, wallet), api.get(ApiRoutes.cme, [ethics, ethicsForDentists, trafficking, cardiology]));
      const { user } = renderApp('/resources/cme');
      await screen.findByRole('article', { name: cardiology.title });
      const gapsOnly = await screen.findByRole('switch', { name: 'Only what fills a gap in my CME wallet' });
      await user.click(gapsOnly);
      await waitFor(() => expect(screen.queryByRole('article', { name: cardiology.title })).toBeNull());
      expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([ethics.title]);
      await user.click(gapsOnly);
      expect(await screen.findAllByRole('article')).toHaveLength(4);
    });

    it('offers no filter without a licence in the wallet', async () => {
      server.use(signedInAs(), api.get(ApiRoutes.cmeWallet, { licences: [], credits: [], compliance: [], federal: [], due: [] }), api.get(ApiRoutes.cme, [ethics]));
      renderApp('/resources/cme');
      await screen.findByRole('article', { name: ethics.title });
      expect(screen.queryByRole('switch', { name: 'Only what fills a gap in my CME wallet' })).toBeNull();
    });
  });
});
