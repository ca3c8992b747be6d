import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LicenceCompliance, RequirementStatus } from '@docnet/contracts';
import { addDays, addMonths } from '../src/modules/cme-wallet/domain/calendar';
import { dueItems, evaluateFederal, evaluateLicence, type EngineCredit, type EngineLicence } from '../src/modules/cme-wallet/domain/evaluate-wallet';
import { BoardCatalog, DEFAULT_BOARD_RULES_DIR, loadBoardRules } from '../src/modules/cme-wallet/rules/board-rules.loader';

const catalog = new BoardCatalog(loadBoardRules(DEFAULT_BOARD_RULES_DIR));
const TODAY = '2026-11-28';
const NO_RULES = 'no rules';

const texasMd: EngineLicence = {
  id: 1,
  state: 'TX',
  profession: 'MD',
  issueDate: '2015-04-01',
  expiryDate: '2027-03-31',
  deaRegistered: true,
  deaRegistrationDate: '2024-05-20',
  directPatientCare: true,
  specialty: 'internal_medicine',
  patientsOver65Percent: 10,
  permits: [],
  recentSudCurriculumGraduate: false,
};
const floridaMd: EngineLicence = { ...texasMd, id: 2, state: 'FL', issueDate: '2016-02-01', expiryDate: '2027-01-31' };

/** The worked example's certificate: a 3-hour Category 1 course on opioid prescribing. */
const opioidCourse: EngineCredit = {
  id: 10,
  title: 'Safer opioid prescribing for chronic pain',
  creditType: 'ama_pra_1',
  amount: 3,
  completedOn: '2026-03-14',
  format: 'live_online',
  topics: ['opioid_prescribing', 'pain_management'],
  providerApprovals: [],
};

const requirement = (compliance: LicenceCompliance, id: string) => {
  const found = compliance.requirements.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no requirement ${id}`);
  return found;
};
const brief = ({ required, counted, owed, applies, met, dueBy, credits }: RequirementStatus) => ({ required, counted, owed, applies, met, dueBy, credits });

describe('the CME wallet rules engine: the worked example', () => {
  const texas = evaluateLicence(texasMd, [opioidCourse], catalog, TODAY, NO_RULES);

  it('places the Texas MD licensed in 2015 in the cycle ending 31 March 2027, its 6th renewal, under the 2025 rules', () => {
    expect(texas).toMatchObject({ board: 'Texas Medical Board', ruleSetVersion: '2025-01', cycleStart: '2025-04-01', cycleEnd: '2027-03-31', renewalNumber: 6, firstCycle: false, cureUntil: '2027-04-30', compliant: false, carryForwardIn: 0, excluded: [] });
  });

  it('counts the 3-hour Category 1 opioid course toward the 48, the 24 formal and the opioid topic', () => {
    expect(brief(requirement(texas, 'total'))).toEqual({ required: 48, counted: 3, owed: 45, applies: true, met: false, dueBy: '2027-03-31', credits: [{ creditId: 10, hours: 3 }] });
    expect(brief(requirement(texas, 'minimum:formal'))).toEqual({ required: 24, counted: 3, owed: 21, applies: true, met: false, dueBy: '2027-03-31', credits: [{ creditId: 10, hours: 3 }] });
    expect(brief(requirement(texas, 'topic:ethics'))).toEqual({ required: 2, counted: 0, owed: 2, applies: true, met: false, dueBy: '2027-03-31', credits: [] });
    // Past the first two renewals the 2 hours are owed only when the last course is more than 8 years old: this one is not.
    expect(brief(requirement(texas, 'topic:opioids'))).toEqual({ required: 2, counted: 2, owed: 0, applies: true, met: true, dueBy: '2027-03-31', credits: [{ creditId: 10, hours: 2 }] });
    expect(requirement(texas, 'topic:opioids').why).toContain('in the 8 years before 2027-03-31');
  });

  it('says what closes each open requirement, for finding activities: the topic with the types it takes, the formal types', () => {
    expect(requirement(texas, 'topic:ethics').closes).toEqual({ topics: ['ethics', 'professional_responsibility'], creditTypes: expect.arrayContaining(['ama_pra_1', 'aoa_1a']) });
    expect(requirement(texas, 'minimum:formal').closes.topics).toEqual([]);
    expect(requirement(texas, 'minimum:formal').closes.creditTypes).toContain('ama_pra_1');
    expect(requirement(texas, 'minimum:formal').closes.creditTypes).not.toContain('other');
    expect(requirement(texas, 'total').closes).toEqual({ topics: [], creditTypes: [] });
  });

  it('owes no human-trafficking hour at the 6th renewal (1st, then every third: 4th, 7th) and says when it is next due', () => {
    const trafficking = requirement(texas, 'topic:human-trafficking');
    expect(brief(trafficking)).toMatchObject({ applies: false, owed: 0, counted: 0 });
    expect(trafficking.why).toContain('next at renewal 7, the cycle ending 2029-03-31');
    expect(requirement(texas, 'topic:pain-clinic').applies).toBe(false);
  });

  it('owes the DEA MATE 8 hours once, due at the 2024 registration, unless the course covers treating substance-use disorders', () => {
    const [mate] = evaluateFederal([texasMd, floridaMd], [opioidCourse], catalog, TODAY);
    expect(brief(mate)).toEqual({ required: 8, counted: 0, owed: 8, applies: true, met: false, dueBy: '2024-05-20', credits: [] });
    const [covered] = evaluateFederal([texasMd], [{ ...opioidCourse, topics: [...opioidCourse.topics, 'substance_use_disorder'] }], catalog, TODAY);
    expect(brief(covered)).toMatchObject({ counted: 3, owed: 5, credits: [{ creditId: 10, hours: 3 }] });
  });

  it("counts toward the same member's Florida total, and its controlled-substance topic only from a provider Florida accepts", () => {
    const florida = evaluateLicence(floridaMd, [opioidCourse], catalog, TODAY, NO_RULES);
    expect(florida).toMatchObject({ board: 'Florida Board of Medicine', cycleEnd: '2027-01-31', renewalNumber: 6 });
    expect(brief(requirement(florida, 'total'))).toMatchObject({ required: 40, counted: 3, owed: 37 });
    const refused = requirement(florida, 'topic:controlled-substances');
    expect(brief(refused)).toMatchObject({ required: 2, counted: 0, owed: 2, applies: true });
    expect(refused.why).toContain("'Safer opioid prescribing for chronic pain' does not count: its provider must be: Florida statewide association");
    const approved = evaluateLicence(floridaMd, [{ ...opioidCourse, providerApprovals: ['fl_statewide_association'] }], catalog, TODAY, NO_RULES);
    expect(brief(requirement(approved, 'topic:controlled-substances'))).toMatchObject({ counted: 2, owed: 0, met: true });
    // The seeded conflict is marked: human trafficking every renewal, the stricter reading.
    expect(requirement(florida, 'topic:human-trafficking')).toMatchObject({ applies: true, owed: 1 });
    expect(requirement(florida, 'topic:human-trafficking').conflict).toContain('stricter');
  });

  it('lists what is owed across licences, soonest first, the federal hours with them', () => {
    const florida = evaluateLicence(floridaMd, [opioidCourse], catalog, TODAY, NO_RULES);
    const due = dueItems([texas, florida], evaluateFederal([texasMd, floridaMd], [opioidCourse], catalog, TODAY));
    expect(due[0]).toMatchObject({ scope: 'Federal (DEA)', owed: 8, dueBy: '2024-05-20' });
    expect(due).toContainEqual(expect.objectContaining({ scope: 'Texas (MD)', requirementId: 'topic:ethics', owed: 2, dueBy: '2027-03-31' }));
    expect(due.map((item) => item.dueBy)).toEqual([...due.map((item) => item.dueBy)].sort());
  });
});

describe('the CME wallet rules engine: abuse of the rules', () => {
  it('leaves out credits outside the cycle and types the board does not accept, saying why', () => {
    const early = { ...opioidCourse, id: 11, completedOn: '2025-03-31' };
    const category2 = { ...opioidCourse, id: 12, creditType: 'ama_pra_2' as const };
    const florida = evaluateLicence(floridaMd, [early, category2], catalog, TODAY, NO_RULES);
    // Florida's cycle began on 2025-02-01, so the March course is inside it; Category 2 is not accepted there.
    expect(florida.excluded).toEqual([{ creditId: 12, reason: 'AMA PRA Category 2 is not accepted by Florida Board of Medicine' }]);
    const texas = evaluateLicence(texasMd, [early], catalog, TODAY, NO_RULES);
    expect(texas.excluded).toEqual([{ creditId: 11, reason: 'Completed 2025-03-31, before this cycle began on 2025-04-01' }]);
    expect(requirement(texas, 'total').counted).toBe(0);
  });

  it('counts a course of a non-accredited provider as informal in Texas, never as formal, and caps informal at 24', () => {
    const informal = Array.from({ length: 4 }, (_, index) => ({ ...opioidCourse, id: 20 + index, topics: [], creditType: 'other' as const, amount: 10, completedOn: `2026-0${index + 1}-10` }));
    const texas = evaluateLicence(texasMd, informal, catalog, TODAY, NO_RULES);
    expect(requirement(texas, 'total').counted).toBe(24);
    expect(requirement(texas, 'minimum:formal').counted).toBe(0);
    expect(texas.excluded).toContainEqual({ creditId: 22, reason: 'Only 4 of its 10 hours count: Informal credits is capped' });
    expect(texas.excluded).toContainEqual({ creditId: 23, reason: 'Only 0 of its 10 hours count: Informal credits is capped' });
    expect(evaluateLicence(floridaMd, informal, catalog, TODAY, NO_RULES).excluded).toHaveLength(4);
  });

  it('never carries mandated-topic hours forward, and carries at most 48 excess credits', () => {
    const previous = Array.from({ length: 6 }, (_, index) => ({ ...opioidCourse, id: 30 + index, topics: [], amount: 20, completedOn: `2024-0${index + 1}-15` }));
    const ethics = { ...opioidCourse, id: 40, topics: ['ethics' as const], amount: 10, completedOn: '2024-08-01' };
    const texas = evaluateLicence(texasMd, [...previous, ethics], catalog, TODAY, NO_RULES);
    // 130 earned in the previous cycle, 48 required, 2 of them ethics: 80 excess, carried at most 48.
    expect(texas.carryForwardIn).toBe(48);
    expect(requirement(texas, 'total').counted).toBe(48);
    expect(requirement(texas, 'topic:ethics').counted).toBe(0);
  });

  it("adds a dentist's sedation-permit units and asks board-approved providers for California's infection control", () => {
    const dentist: EngineLicence = { ...texasMd, id: 3, state: 'CA', profession: 'dentist', issueDate: '2012-07-01', expiryDate: '2027-06-30', deaRegistered: false, deaRegistrationDate: null, specialty: 'dentistry', permits: ['moderate_sedation'] };
    const infection = { ...opioidCourse, id: 50, creditType: 'ada_cerp' as const, topics: ['infection_control' as const], amount: 2, completedOn: '2026-01-10' };
    const california = evaluateLicence(dentist, [infection], catalog, TODAY, NO_RULES);
    expect(california).toMatchObject({ board: 'Dental Board of California', ruleSetVersion: '2023-01' });
    expect(requirement(california, 'total')).toMatchObject({ required: 65, counted: 2 });
    expect(requirement(california, 'total').why).toContain('Moderate sedation permit: +15 units');
    expect(requirement(california, 'topic:infection-control')).toMatchObject({ counted: 0, owed: 2 });
    const approved = evaluateLicence(dentist, [{ ...infection, providerApprovals: ['ca_dental_board'] }], catalog, TODAY, NO_RULES);
    expect(requirement(approved, 'topic:infection-control')).toMatchObject({ counted: 2, met: true });
    expect(requirement(approved, 'topic:schedule-ii-opioids')).toMatchObject({ applies: true, owed: 2 });
  });

  it("owes a Texas dentist's 2 opioid hours in each year of the cycle: hours of one year never make up another", () => {
    const dentist: EngineLicence = { ...texasMd, id: 4, profession: 'dentist', issueDate: '2010-04-01', expiryDate: '2027-03-31', deaRegistered: false, deaRegistrationDate: null, specialty: 'dentistry' };
    // Four hours from a listed provider in the cycle's first year (1 Apr 2025 to 31 Mar 2026), none in the second.
    const firstYear = { ...opioidCourse, id: 60, creditType: 'ada_cerp' as const, amount: 4, completedOn: '2025-09-12', providerApprovals: ['tx_dental_board_list' as const] };
    const texas = evaluateLicence(dentist, [firstYear], catalog, TODAY, NO_RULES);
    expect(texas.requirements.filter((candidate) => candidate.id.startsWith('topic:opioids')).map(brief)).toEqual([
      { required: 2, counted: 2, owed: 0, applies: true, met: true, dueBy: '2026-03-31', credits: [{ creditId: 60, hours: 2 }] },
      { required: 2, counted: 0, owed: 2, applies: true, met: false, dueBy: '2027-03-31', credits: [] },
    ]);
    expect(requirement(texas, 'topic:opioids:2027-03-31').label).toContain('(year ending 2027-03-31)');
    expect(dueItems([texas], []).map((item) => [item.requirementId, item.owed, item.dueBy])).toContainEqual(['topic:opioids:2027-03-31', 2, '2027-03-31']);
    // Two hours in each year meet both; a course on the last day of the first year counts toward that year only.
    const lastDay = { ...firstYear, id: 61, amount: 2, completedOn: '2026-03-31' };
    const secondYear = { ...firstYear, id: 62, amount: 2, completedOn: '2026-04-01' };
    const both = evaluateLicence(dentist, [lastDay, secondYear], catalog, TODAY, NO_RULES);
    expect(requirement(both, 'topic:opioids:2026-03-31').credits).toEqual([{ creditId: 61, hours: 2 }]);
    expect(requirement(both, 'topic:opioids:2027-03-31').credits).toEqual([{ creditId: 62, hours: 2 }]);
    expect(both.requirements.filter((candidate) => candidate.id.startsWith('topic:opioids')).every((candidate) => candidate.met)).toBe(true);
  });

  it('keeps only the years a shorter first cycle reaches into', () => {
    const newDentist: EngineLicence = { ...texasMd, id: 5, profession: 'dentist', issueDate: '2026-06-15', expiryDate: '2027-03-31', deaRegistered: false, deaRegistrationDate: null, specialty: 'dentistry' };
    const texas = evaluateLicence(newDentist, [], catalog, TODAY, NO_RULES);
    expect(texas.requirements.filter((candidate) => candidate.id.startsWith('topic:opioids')).map((candidate) => [candidate.id, candidate.owed])).toEqual([['topic:opioids:2027-03-31', 2]]);
  });

  it('says so when no board file covers a licence', () => {
    expect(evaluateLicence({ ...texasMd, state: 'OH' }, [opioidCourse], catalog, TODAY, NO_RULES)).toMatchObject({ board: null, note: NO_RULES, requirements: [] });
  });
});

describe("the CME wallet rules engine: the member's allocations", () => {
  const ethicsEarly = { ...opioidCourse, id: 70, title: 'Ethics at the end of life', topics: ['ethics' as const], amount: 1, completedOn: '2025-06-02' };
  const ethicsLate = { ...opioidCourse, id: 71, title: "Professionalism and boundaries: D'Souza's review", topics: ['ethics' as const], amount: 3, completedOn: '2026-02-10' };

  it('counts an allocated credit first, up to the hours allocated, and says so', () => {
    const automatic = evaluateLicence(texasMd, [ethicsEarly, ethicsLate], catalog, TODAY, NO_RULES);
    expect(requirement(automatic, 'topic:ethics').credits).toEqual([{ creditId: 70, hours: 1 }, { creditId: 71, hours: 1 }]);
    const pinned = { ...ethicsLate, allocations: [{ licenceId: texasMd.id, requirementId: 'topic:ethics', hours: 2 }] };
    const chosen = evaluateLicence(texasMd, [ethicsEarly, pinned], catalog, TODAY, NO_RULES);
    expect(brief(requirement(chosen, 'topic:ethics'))).toMatchObject({ counted: 2, met: true, credits: [{ creditId: 71, hours: 2 }] });
    expect(requirement(chosen, 'topic:ethics').why).toContain(`'${ethicsLate.title}' counts first, as you allocated it.`);
    // One hour allocated: the rest comes from the other credits, no hour counted twice.
    const partly = evaluateLicence(texasMd, [ethicsEarly, { ...pinned, allocations: [{ ...pinned.allocations[0], hours: 1 }] }], catalog, TODAY, NO_RULES);
    expect(requirement(partly, 'topic:ethics').credits).toEqual([{ creditId: 71, hours: 1 }, { creditId: 70, hours: 1 }]);
    // The allocation is the licence's: the same credit on the Florida licence is allocated automatically.
    expect(requirement(evaluateLicence(floridaMd, [ethicsEarly, pinned], catalog, TODAY, NO_RULES), 'total').credits.map((entry) => entry.creditId)).toEqual([70, 71]);
  });

  it("keeps a course out of the DEA MATE hours when the member says it did not cover treating substance-use disorders", () => {
    const tagged = { ...opioidCourse, topics: [...opioidCourse.topics, 'substance_use_disorder' as const] };
    const [automatic] = evaluateFederal([texasMd], [tagged], catalog, TODAY);
    expect(automatic).toMatchObject({ id: 'federal:mate', counted: 3 });
    const [excluded] = evaluateFederal([texasMd], [{ ...tagged, allocations: [{ licenceId: null, requirementId: 'federal:mate', hours: 0 }] }], catalog, TODAY);
    expect(brief(excluded)).toMatchObject({ counted: 0, owed: 8, credits: [] });
    expect(excluded.why).toContain("does not count: you chose not to count it here");
    // A licence's allocation of the same id does not touch the federal requirement.
    const [licenceOnly] = evaluateFederal([texasMd], [{ ...tagged, allocations: [{ licenceId: texasMd.id, requirementId: 'federal:mate', hours: 0 }] }], catalog, TODAY);
    expect(licenceOnly.counted).toBe(3);
  });

  it("counts a course toward a topic its tags missed when the member allocates it, but never past the board's restrictions", () => {
    const untagged = { ...opioidCourse, id: 72, title: 'Controlled substances in Florida practice', topics: [] };
    const allocation = { licenceId: floridaMd.id, requirementId: 'topic:controlled-substances', hours: 2 };
    const refused = evaluateLicence(floridaMd, [{ ...untagged, allocations: [allocation] }], catalog, TODAY, NO_RULES);
    expect(requirement(refused, 'topic:controlled-substances')).toMatchObject({ counted: 0, owed: 2 });
    expect(requirement(refused, 'topic:controlled-substances').why).toContain('its provider must be: Florida statewide association');
    const approved = evaluateLicence(floridaMd, [{ ...untagged, providerApprovals: ['fl_statewide_association' as const], allocations: [allocation] }], catalog, TODAY, NO_RULES);
    expect(requirement(approved, 'topic:controlled-substances')).toMatchObject({ counted: 2, met: true });
    // Outside the cycle an allocation counts nothing.
    const old = evaluateLicence(floridaMd, [{ ...untagged, completedOn: '2023-01-10', providerApprovals: ['fl_statewide_association' as const], allocations: [allocation] }], catalog, TODAY, NO_RULES);
    expect(requirement(old, 'topic:controlled-substances').counted).toBe(0);
  });

  it("allocates one year of an annual topic, the other year's hours untouched", () => {
    const dentist: EngineLicence = { ...texasMd, id: 4, profession: 'dentist', issueDate: '2010-04-01', expiryDate: '2027-03-31', deaRegistered: false, deaRegistrationDate: null, specialty: 'dentistry' };
    const course = { ...opioidCourse, id: 73, creditType: 'ada_cerp' as const, completedOn: '2026-05-01', providerApprovals: ['tx_dental_board_list' as const], allocations: [{ licenceId: 4, requirementId: 'topic:opioids:2026-03-31', hours: 2 }] };
    const texas = evaluateLicence(dentist, [course], catalog, TODAY, NO_RULES);
    // The course was taken in the second year: the allocation to the first year cannot move it there.
    expect(requirement(texas, 'topic:opioids:2026-03-31')).toMatchObject({ counted: 0, owed: 2 });
    expect(requirement(texas, 'topic:opioids:2027-03-31')).toMatchObject({ counted: 2, met: true });
  });
});

describe('the CME wallet rules engine: properties', () => {
  /** A small deterministic generator, so a failure repeats. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
  }
  const pick = <T>(next: () => number, items: readonly T[]) => items[Math.floor(next() * items.length)];
  const topics = ['ethics', 'opioid_prescribing', 'human_trafficking', 'medical_errors', 'practice_management', 'domestic_violence', 'hiv_aids', 'substance_use_disorder'] as const;
  const types = ['ama_pra_1', 'ama_pra_2', 'aoa_1a', 'other'] as const;

  function credits(next: () => number, count: number, from: string, days: number): EngineCredit[] {
    return Array.from({ length: count }, (_, index) => ({
      ...opioidCourse,
      id: 100 + index,
      amount: Math.ceil(next() * 40) / 4,
      completedOn: addDays(from, Math.floor(next() * days)),
      creditType: pick(next, types),
      topics: topics.filter(() => next() < 0.2),
      providerApprovals: next() < 0.5 ? ['fl_statewide_association' as const] : [],
    }));
  }

  it('counts no hour twice for one requirement: each credit at most once and at most its hours', () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const next = random(seed);
      const set = credits(next, 25, '2023-01-01', 1500);
      for (const licence of [texasMd, floridaMd]) {
        const compliance = evaluateLicence(licence, set, catalog, TODAY, NO_RULES);
        for (const status of compliance.requirements.filter((candidate) => candidate.kind !== 'cap')) {
          const ids = status.credits.map((entry) => entry.creditId);
          expect(new Set(ids).size).toBe(ids.length);
          for (const entry of status.credits) expect(entry.hours).toBeLessThanOrEqual(set.find((credit) => credit.id === entry.creditId)?.amount ?? 0);
          if (status.kind === 'topic') expect(status.counted).toBeLessThanOrEqual(status.required);
        }
      }
    }
  });

  it('never makes a compliant licence non-compliant by adding a credit', () => {
    let compliantSeen = 0;
    for (let seed = 1; seed <= 80; seed += 1) {
      const next = random(seed * 7);
      const set = credits(next, 40, '2025-04-01', 600);
      for (const licence of [texasMd, floridaMd]) {
        if (!evaluateLicence(licence, set, catalog, TODAY, NO_RULES).compliant) continue;
        compliantSeen += 1;
        const extra = credits(next, 1, '2025-04-01', 600)[0];
        expect(evaluateLicence(licence, [...set, { ...extra, id: 999 }], catalog, TODAY, NO_RULES).compliant).toBe(true);
      }
    }
    expect(compliantSeen).toBeGreaterThan(5);
  });

  it("counts no hour twice with the member's allocations, and allocating whole credits never makes a compliant licence non-compliant", () => {
    let compliantSeen = 0;
    for (let seed = 1; seed <= 80; seed += 1) {
      const next = random(seed * 11);
      const set = credits(next, 40, '2025-04-01', 600);
      for (const licence of [texasMd, floridaMd]) {
        const before = evaluateLicence(licence, set, catalog, TODAY, NO_RULES);
        const topicIds = before.requirements.filter((candidate) => candidate.kind === 'topic').map((candidate) => candidate.id);
        const chosen = set.map(() => (next() < 0.5 ? { requirementId: pick(next, topicIds), share: next() } : null));
        // Part of a credit (the hours of the topic in a longer course): never counted twice, never more than allocated.
        const partly = set.map((credit, index) => ({ ...credit, allocations: chosen[index] ? [{ licenceId: licence.id, requirementId: chosen[index].requirementId, hours: Math.floor(chosen[index].share * credit.amount * 4) / 4 }] : [] }));
        for (const status of evaluateLicence(licence, partly, catalog, TODAY, NO_RULES).requirements.filter((candidate) => candidate.kind === 'topic')) {
          const ids = status.credits.map((entry) => entry.creditId);
          expect(new Set(ids).size).toBe(ids.length);
          expect(status.counted).toBeLessThanOrEqual(status.required);
          for (const entry of status.credits) {
            const allocation = partly.find((credit) => credit.id === entry.creditId)?.allocations.find((candidate) => candidate.requirementId === status.id);
            if (allocation) expect(entry.hours).toBeLessThanOrEqual(allocation.hours);
          }
        }
        // Whole credits: each topic counts at least what it counted automatically.
        const whole = set.map((credit, index) => ({ ...credit, allocations: chosen[index] ? [{ licenceId: licence.id, requirementId: chosen[index].requirementId, hours: credit.amount }] : [] }));
        const after = evaluateLicence(licence, whole, catalog, TODAY, NO_RULES);
        for (const status of after.requirements.filter((candidate) => candidate.kind === 'topic')) expect(status.counted).toBeGreaterThanOrEqual(requirement(before, status.id).counted);
        if (before.compliant) {
          compliantSeen += 1;
          expect(after.compliant).toBe(true);
        }
      }
    }
    expect(compliantSeen).toBeGreaterThan(5);
  });

  it('agrees with a day-by-day calendar walk on renewal numbers and on when every-third-renewal topics are due', () => {
    const next = random(42);
    for (let trial = 0; trial < 60; trial += 1) {
      const issueDate = addDays('2000-01-01', Math.floor(next() * 8000));
      const expiryDate = addDays(issueDate, 30 + Math.floor(next() * 6000));
      const licence = { ...texasMd, issueDate, expiryDate };
      // Walk every day after the issue date up to the expiry, counting the cycle ends met on the way.
      let renewals = 0;
      for (let day = addDays(issueDate, 1); day <= expiryDate; day = addDays(day, 1)) {
        for (let back = 0; addMonths(expiryDate, -back * 24) >= day; back += 1) if (addMonths(expiryDate, -back * 24) === day) renewals += 1;
      }
      const compliance = evaluateLicence(licence, [], catalog, TODAY, NO_RULES);
      expect(compliance.renewalNumber).toBe(Math.max(1, renewals));
      const trafficDue = compliance.renewalNumber === 1 || ((compliance.renewalNumber ?? 0) - 1) % 3 === 0;
      expect(requirement(compliance, 'topic:human-trafficking').applies).toBe(trafficDue);
    }
  });
});

describe('the CME wallet rule files', () => {
  const seeded = readFileSync(join(DEFAULT_BOARD_RULES_DIR, 'tx-medical.json'), 'utf8');

  it('seeds every board of the facts file, each rule set with its source and verified date, conflicts marked', () => {
    expect(catalog.boards.map((board) => board.id)).toEqual(['ca-dental', 'ca-medical', 'federal-dea', 'fl-dentistry', 'fl-medicine', 'fl-osteopathic', 'ny-medicine', 'tx-dental', 'tx-medical']);
    for (const board of catalog.boards) for (const ruleSet of board.ruleSets) expect(ruleSet.source.length > 10 && ruleSet.verifiedAt.length === 10).toBe(true);
    expect(catalog.forLicence('NY', 'DO')?.ruleSets[0].conflict).toContain('stricter 24-month');
  });

  it('refuses a bad board file naming the file and the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cme-rules-'));
    const broken = JSON.parse(seeded) as { ruleSets: { topics: { recurrence: { kind: string } }[] }[] };
    broken.ruleSets[1].topics[2].recurrence.kind = 'sometimes';
    writeFileSync(join(dir, 'tx-medical.json'), JSON.stringify(broken));
    expect(() => loadBoardRules(dir)).toThrow(/^CME rules: tx-medical\.json: ruleSets\[1\]\.topics\[2\]\.recurrence\.kind must be one of the following values/);
    writeFileSync(join(dir, 'tx-medical.json'), seeded.replace('"effectiveFrom": "2025-01-01"', '"effectiveFrom": "2025-02-30"'));
    expect(() => loadBoardRules(dir)).toThrow('CME rules: tx-medical.json: ruleSets[1].effectiveFrom must be a date written YYYY-MM-DD');
    writeFileSync(join(dir, 'tx-medical.json'), '{ "id": "tx-medical", ');
    expect(() => loadBoardRules(dir)).toThrow(/^CME rules: tx-medical\.json: not valid JSON/);
  });

  it('takes a new state by adding its file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cme-rules-'));
    writeFileSync(join(dir, 'tx-medical.json'), seeded);
    writeFileSync(join(dir, 'oh-medical.json'), seeded.replace('"id": "tx-medical"', '"id": "oh-medical"').replace('"state": "TX"', '"state": "OH"').replace('"name": "Texas Medical Board"', '"name": "State Medical Board of Ohio"'));
    const ohio = evaluateLicence({ ...texasMd, state: 'OH' }, [opioidCourse], new BoardCatalog(loadBoardRules(dir)), TODAY, NO_RULES);
    expect(ohio).toMatchObject({ board: 'State Medical Board of Ohio', compliant: false });
  });
});
