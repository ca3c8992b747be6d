import {
  US_STATES,
  walletCreditTypeLabels,
  walletProfessionLabels,
  walletProviderApprovalLabels,
  type CountedCredit,
  type ExcludedCredit,
  type LicenceCompliance,
  type LicenceFacts,
  type RequirementStatus,
  type WalletCredit,
  type WalletDueItem,
  type WalletLicence,
  type WalletProfession,
  type WalletTopic,
} from '@docnet/contracts';
import { ruleSetOn, type BoardCatalog } from '../rules/board-rules.loader';
import type { BoardRules, CreditMatch, RuleConditions, RuleSet, TopicRule } from '../rules/board-rules';
import { addDays, addMonths, addYears, monthsBetween } from './calendar';

/**
 * The rules engine: what each licence's current cycle asks, what the member's credits meet, what is still owed, by
 * when, and which rule says so. Pure: the same licences, credits, rules and day give the same answer.
 *
 * Counting: a credit counts toward every licence and requirement it can; within one requirement each credit's hours
 * count once (at most its amount), earliest completion first. Topic hours count toward the total too, but never
 * carry forward. Caps limit what counts toward the total, in completion order. A member's allocation of a credit to
 * a topic requirement (`CreditAllocation`) comes before that order: its hours count first, or, with 0, not at all.
 */

/** The credit's facts the engine reads. */
export type EngineCredit = Pick<WalletCredit, 'id' | 'title' | 'creditType' | 'amount' | 'completedOn' | 'format' | 'topics' | 'providerApprovals'> &
  Partial<Pick<WalletCredit, 'allocations'>>;
/** The licence's facts the engine reads. */
export type EngineLicence = Pick<WalletLicence, 'id' | 'state' | 'profession' | 'issueDate' | 'expiryDate'> & LicenceFacts;

const round = (hours: number) => Math.round(hours * 100) / 100;
const byCompletion = (a: EngineCredit, b: EngineCredit) => a.completedOn.localeCompare(b.completedOn) || a.id - b.id;

/** Where a licence stands in its board's cycles. */
interface Cycle {
  start: string;
  end: string;
  months: number;
  renewal: number;
  first: boolean;
}

function cycleOf(licence: EngineLicence, months: number, end = licence.expiryDate): Cycle {
  let renewal = 0;
  while (addMonths(end, -renewal * months) > licence.issueDate) renewal += 1;
  renewal = Math.max(1, renewal);
  const fullStart = addDays(addMonths(end, -months), 1);
  const first = renewal === 1;
  return { start: first && licence.issueDate > fullStart ? licence.issueDate : fullStart, end, months, renewal, first };
}

function topicsOf(rule: TopicRule, profession: WalletProfession): WalletTopic[] {
  return [...rule.topicsAny, ...(rule.professionTopics?.[profession] ?? [])];
}

function matches(credit: EngineCredit, match: CreditMatch): boolean {
  if (match.topicsAny && !credit.topics.some((topic) => match.topicsAny?.includes(topic))) return false;
  if (match.creditTypes && !match.creditTypes.includes(credit.creditType)) return false;
  if (match.creditTypesNot && match.creditTypesNot.includes(credit.creditType)) return false;
  if (match.formats && !match.formats.includes(credit.format)) return false;
  return true;
}

/** The first condition that does not hold, in words; null when all hold. */
function unmetCondition(conditions: RuleConditions | undefined, licence: EngineLicence): string | null {
  if (!conditions) return null;
  if (conditions.professions && !conditions.professions.includes(licence.profession)) {
    return `applies to ${conditions.professions.map((profession) => walletProfessionLabels[profession]).join(', ')} only`;
  }
  if (conditions.deaRegistered !== undefined && conditions.deaRegistered !== licence.deaRegistered) {
    return conditions.deaRegistered ? 'applies to DEA-registered prescribers only' : 'applies without a DEA registration only';
  }
  if (conditions.directPatientCare !== undefined && conditions.directPatientCare !== licence.directPatientCare) {
    return conditions.directPatientCare ? 'applies to physicians in direct patient care only' : 'applies outside direct patient care only';
  }
  if (conditions.specialtyIn && !conditions.specialtyIn.includes(licence.specialty)) return `applies to ${conditions.specialtyIn.join(', ').replace(/_/g, ' ')} only`;
  if (conditions.specialtyNotIn && conditions.specialtyNotIn.includes(licence.specialty)) return `${licence.specialty.replace(/_/g, ' ')} is exempt`;
  if (conditions.patientsOver65PercentAbove !== undefined && !((licence.patientsOver65Percent ?? 0) > conditions.patientsOver65PercentAbove)) {
    return `applies when more than ${conditions.patientsOver65PercentAbove} % of patients are aged 65 or over`;
  }
  if (conditions.permitsAny && !licence.permits.some((permit) => conditions.permitsAny?.includes(permit))) return 'applies to holders of a sedation or anaesthesia permit only';
  if (conditions.licensedOnOrAfter && licence.issueDate < conditions.licensedOnOrAfter) return `applies to licences issued from ${conditions.licensedOnOrAfter}`;
  if (conditions.recentSudCurriculumGraduate !== undefined && conditions.recentSudCurriculumGraduate !== licence.recentSudCurriculumGraduate) {
    return 'applies to recent graduates of a qualifying curriculum only';
  }
  return null;
}

/** When a topic is due in this cycle, which completions count, and why; `applies: false` when this cycle owes nothing of it. */
interface TopicWindow {
  applies: boolean;
  from: string | null;
  to: string;
  dueBy: string | null;
  when: string;
  /** Set for one year of an annual topic: the requirement is that year's, named by its last day. */
  yearEnding?: string;
}

function renewalEnd(cycle: Cycle, renewal: number): string {
  return addMonths(cycle.end, -(cycle.renewal - renewal) * cycle.months);
}

function firstDeaRenewalOnOrAfter(registration: string, date: string, everyYears: number): string {
  let due = registration;
  while (due < date) due = addYears(due, everyYears);
  while (addYears(due, -everyYears) >= date) due = addYears(due, -everyYears);
  return due;
}

function windowOf(rule: TopicRule, licence: EngineLicence, cycle: Cycle | null, today: string): TopicWindow {
  const recurrence = rule.recurrence;
  const inCycle = (when: string): TopicWindow =>
    cycle ? { applies: true, from: cycle.start, to: cycle.end, dueBy: cycle.end, when } : { applies: false, from: null, to: today, dueBy: null, when: `${when}: no cycle` };
  switch (recurrence.kind) {
    case 'every-cycle':
      return inCycle('every cycle');
    case 'annual':
      return inCycle('every year');
    case 'renewals': {
      const due = (renewal: number) =>
        recurrence.at.includes(renewal) || (recurrence.thenEvery !== undefined && renewal > Math.max(...recurrence.at) && (renewal - Math.max(...recurrence.at)) % recurrence.thenEvery === 0);
      const when = `at renewal ${recurrence.at.join(', ')}${recurrence.thenEvery ? `, then every ${recurrence.thenEvery} renewals` : ' only'}`;
      if (!cycle) return { applies: false, from: null, to: today, dueBy: null, when };
      if (due(cycle.renewal)) return inCycle(`${when}; this cycle ends renewal ${cycle.renewal}`);
      let next = cycle.renewal + 1;
      while (!due(next) && next < cycle.renewal + 50) next += 1;
      const nextText = due(next) ? `; next at renewal ${next}, the cycle ending ${renewalEnd(cycle, next)}` : '';
      return { applies: false, from: null, to: cycle.end, dueBy: null, when: `${when}; not due in this cycle (renewal ${cycle.renewal})${nextText}` };
    }
    case 'once': {
      const candidates: string[] = [];
      if (recurrence.dueByRenewal !== undefined && cycle) candidates.push(renewalEnd(cycle, recurrence.dueByRenewal));
      if (recurrence.dueWithinMonthsOfLicensure !== undefined) candidates.push(addMonths(licence.issueDate, recurrence.dueWithinMonthsOfLicensure));
      if (recurrence.dueAtDeaRenewalOnOrAfter) {
        if (!licence.deaRegistrationDate) return { applies: false, from: null, to: today, dueBy: null, when: 'once, at a DEA registration or renewal: no registration date given' };
        const { date, everyYears } = recurrence.dueAtDeaRenewalOnOrAfter;
        candidates.push(firstDeaRenewalOnOrAfter(licence.deaRegistrationDate, date, everyYears));
      }
      const dueBy = candidates.sort()[0] ?? null;
      return { applies: true, from: null, to: today, dueBy, when: dueBy ? `once, due by ${dueBy}` : 'once' };
    }
    case 'every-years': {
      if (recurrence.anchor === 'dea-registration') {
        if (!licence.deaRegistrationDate) return { applies: false, from: null, to: today, dueBy: null, when: `every ${recurrence.years} years from the DEA registration: no registration date given` };
        let dueBy = licence.deaRegistrationDate;
        while (dueBy < today) dueBy = addYears(dueBy, recurrence.years);
        return { applies: true, from: addDays(addYears(dueBy, -recurrence.years), 1), to: dueBy, dueBy, when: `every ${recurrence.years} years from the DEA registration` };
      }
      const end = cycle?.end ?? today;
      return { applies: true, from: addDays(addYears(end, -recurrence.years), 1), to: end, dueBy: end, when: `every ${recurrence.years} years` };
    }
    case 'first-renewals-then-every-years': {
      const when = `in each of the first ${recurrence.renewals} renewals, then every ${recurrence.years} years`;
      if (!cycle) return { applies: false, from: null, to: today, dueBy: null, when };
      if (cycle.renewal <= recurrence.renewals) return inCycle(`${when}; this cycle ends renewal ${cycle.renewal}`);
      return {
        applies: true,
        from: addDays(addYears(cycle.end, -recurrence.years), 1),
        to: cycle.end,
        dueBy: cycle.end,
        when: `${when}: met by a course in the ${recurrence.years} years before ${cycle.end}`,
      };
    }
  }
}

/**
 * The windows a topic is owed in: one per year of the cycle for an annual topic (each year's hours from that year's
 * courses, due at its end: hours of a later year never make up an earlier one), else the one window of its recurrence.
 * Years are counted back from the cycle's end; a shorter first cycle keeps only the years it reaches into.
 */
function windowsOf(rule: TopicRule, licence: EngineLicence, cycle: Cycle | null, today: string): TopicWindow[] {
  if (rule.recurrence.kind !== 'annual' || !cycle) return [windowOf(rule, licence, cycle, today)];
  const windows: TopicWindow[] = [];
  for (let back = Math.ceil(cycle.months / 12) - 1; back >= 0; back -= 1) {
    const to = addYears(cycle.end, -back);
    const yearStart = addDays(addYears(to, -1), 1);
    if (to < cycle.start) continue;
    windows.push({ applies: true, from: yearStart < cycle.start ? cycle.start : yearStart, to, dueBy: to, when: `every year; this year ends ${to}`, yearEnding: to });
  }
  return windows;
}

/** Why a credit cannot count toward a topic it covers; null when it can. */
function topicRefusal(credit: EngineCredit, rule: TopicRule, ruleSet: RuleSet): string | null {
  const restrictions = rule.restrictions;
  if (restrictions?.providerApprovalsAny && !credit.providerApprovals.some((approval) => restrictions.providerApprovalsAny?.includes(approval))) {
    return `its provider must be: ${restrictions.providerApprovalsAny.map((approval) => walletProviderApprovalLabels[approval]).join(' or ')}`;
  }
  if (restrictions?.formats && !restrictions.formats.includes(credit.format)) return `it must be taken ${restrictions.formats.join(' or ').replace(/_/g, ' ')}`;
  const types = restrictions?.creditTypes ?? ruleSet.acceptedCreditTypes;
  if (!types.includes(credit.creditType)) return `${walletCreditTypeLabels[credit.creditType]} is not accepted`;
  if (rule.withinMinimum) {
    const minimum = ruleSet.minimums.find((candidate) => candidate.id === rule.withinMinimum);
    if (minimum && !matches(credit, minimum.match)) return `it must be among the ${minimum.label.toLowerCase()}`;
  }
  return null;
}

/** Takes hours from credits in order until `needed` is reached; each credit gives at most its amount (or `most`), once. */
function allocate(credits: (EngineCredit & { most?: number })[], needed: number): CountedCredit[] {
  const counted: CountedCredit[] = [];
  let remaining = needed;
  for (const credit of credits) {
    if (remaining <= 0) break;
    const hours = round(Math.min(credit.most ?? credit.amount, remaining));
    counted.push({ creditId: credit.id, hours });
    remaining = round(remaining - hours);
  }
  return counted;
}

const sum = (counted: CountedCredit[]) => round(counted.reduce((total, entry) => total + entry.hours, 0));

/** Closed by no particular activity (the total, caps, content rules). */
const closesAny: RequirementStatus['closes'] = { topics: [], creditTypes: [] };

function status(fields: Omit<RequirementStatus, 'owed' | 'met' | 'conflict' | 'closes'> & { conflict?: string | null; closes?: RequirementStatus['closes'] }): RequirementStatus {
  const owed = fields.applies ? round(Math.max(0, fields.required - fields.counted)) : 0;
  return { ...fields, conflict: fields.conflict ?? null, closes: fields.closes ?? closesAny, owed, met: owed === 0 };
}

/** Whose requirement a topic is: a licence's (`topic:<id>`) or the federal one (`federal:<id>`, licence null). */
interface TopicScope {
  licenceId: number | null;
  prefix: 'topic' | 'federal';
}

/** The member's allocation of a credit to one requirement, if any. */
function allocationOf(credit: EngineCredit, scope: TopicScope, requirementId: string): number | undefined {
  return credit.allocations?.find((allocation) => allocation.licenceId === scope.licenceId && allocation.requirementId === requirementId)?.hours;
}

/** A topic's status in each window it is owed in (one, or one per year of the cycle for an annual topic). */
function evaluateTopic(rule: TopicRule, ruleSet: RuleSet, licence: EngineLicence, cycle: Cycle | null, credits: EngineCredit[], total: number, today: string, source: string, scope: TopicScope): RequirementStatus[] {
  const closes = { topics: topicsOf(rule, licence.profession), creditTypes: [...(rule.restrictions?.creditTypes ?? ruleSet.acceptedCreditTypes)] };
  const base = { id: `${scope.prefix}:${rule.id}`, kind: 'topic' as const, label: rule.label, conflict: rule.conflict ?? null, closes };
  const unmet = unmetCondition(rule.conditions, licence);
  if (unmet) return [status({ ...base, required: 0, counted: 0, dueBy: null, applies: false, why: `Not required: ${unmet}. ${source}`, credits: [] })];
  const exemption = rule.exemptIf?.find((conditions) => unmetCondition(conditions, licence) === null);
  const required = round(rule.percentOfTotal !== undefined ? (total * rule.percentOfTotal) / 100 : rule.hours);
  const topics = topicsOf(rule, licence.profession);
  return windowsOf(rule, licence, cycle, today).map((window) => {
    const named = window.yearEnding ? { ...base, id: `${base.id}:${window.yearEnding}`, label: `${rule.label} (year ending ${window.yearEnding})` } : base;
    if (exemption) return status({ ...named, required, counted: required, dueBy: null, applies: true, why: `Met by exemption (board certification or a qualifying curriculum). ${source}`, credits: [] });
    if (!window.applies) return status({ ...named, required, counted: 0, dueBy: null, applies: false, why: `Not due: ${window.when}. ${source}`, credits: [] });
    const chosen = (credit: EngineCredit) => allocationOf(credit, scope, named.id);
    const inWindow = (credit: EngineCredit) => (window.from === null || credit.completedOn >= window.from) && credit.completedOn <= window.to;
    const covering = credits.filter((credit) => (credit.topics.some((topic) => topics.includes(topic)) || (chosen(credit) ?? 0) > 0) && inWindow(credit)).sort(byCompletion);
    const refusals = covering.map((credit) => ({ credit, refusal: chosen(credit) === 0 ? 'you chose not to count it here' : topicRefusal(credit, rule, ruleSet) }));
    const eligible = refusals.filter((entry) => entry.refusal === null).map((entry) => entry.credit);
    // The member's allocations first, each up to its hours, then the others in completion order.
    const allocated = eligible.filter((credit) => chosen(credit) !== undefined).map((credit) => ({ ...credit, most: Math.min(credit.amount, chosen(credit) ?? 0) }));
    const counted = allocate([...allocated, ...eligible.filter((credit) => chosen(credit) === undefined)], required);
    const notes = [
      ...allocated.filter((credit) => counted.some((entry) => entry.creditId === credit.id)).map((credit) => ` '${credit.title}' counts first, as you allocated it.`),
      ...refusals.filter((entry) => entry.refusal !== null).map((entry) => ` '${entry.credit.title}' does not count: ${entry.refusal}.`),
    ];
    return status({ ...named, required, counted: sum(counted), dueBy: window.dueBy, applies: true, why: `${required} ${ruleSet.unit} ${window.when}.${notes.join('')} ${source}`, credits: counted });
  });
}

interface CycleEvaluation {
  requirements: RequirementStatus[];
  excluded: ExcludedCredit[];
  compliant: boolean;
  carryForwardOut: number;
  total: number | null;
}

function evaluateCycle(board: BoardRules, ruleSet: RuleSet, licence: EngineLicence, cycle: Cycle, credits: EngineCredit[], carryForwardIn: number, today: string): CycleEvaluation {
  const source = `(${board.name}, rules ${ruleSet.version}: ${ruleSet.source})`;
  const unit = ruleSet.unit;
  const excluded: ExcludedCredit[] = [];
  const inCycle: EngineCredit[] = [];
  for (const credit of [...credits].sort(byCompletion)) {
    if (credit.completedOn < cycle.start) excluded.push({ creditId: credit.id, reason: `Completed ${credit.completedOn}, before this cycle began on ${cycle.start}` });
    else if (credit.completedOn > cycle.end) excluded.push({ creditId: credit.id, reason: `Completed ${credit.completedOn}, after this cycle ends on ${cycle.end}: it counts toward the next one` });
    else if (!ruleSet.acceptedCreditTypes.includes(credit.creditType)) excluded.push({ creditId: credit.id, reason: `${walletCreditTypeLabels[credit.creditType]} is not accepted by ${board.name}` });
    else inCycle.push(credit);
  }

  const baseTotal = ruleSet.totals[licence.profession];
  const additions = ruleSet.permitAdditions.filter((addition) => licence.permits.includes(addition.permit));
  let total: number | null = baseTotal === undefined ? null : baseTotal + additions.reduce((hours, addition) => hours + addition.hours, 0);
  let firstCycleNote = '';
  if (total !== null && cycle.first && ruleSet.firstCycle && monthsBetween(cycle.start, addDays(cycle.end, 1)) < ruleSet.firstCycle.shorterThanMonths) {
    const rule = ruleSet.firstCycle;
    const months = monthsBetween(cycle.start, addDays(cycle.end, 1));
    total = rule.rule === 'exempt' ? 0 : rule.rule === 'reduced' ? (rule.hours ?? total) : round((total * months) / cycle.months);
    firstCycleNote = ` First cycle of ${months} months: ${rule.rule === 'exempt' ? 'exempt' : `${total} ${unit}`}.`;
  }

  const requirements: RequirementStatus[] = [];
  const topicStatuses = ruleSet.topics.flatMap((rule) => evaluateTopic(rule, ruleSet, licence, cycle, credits, total ?? 0, today, source, { licenceId: licence.id, prefix: 'topic' }));
  // A topic's cap on what counts toward the total (Basic Life Support: at most 4 units) acts as a cap.
  const caps = [
    ...ruleSet.caps.map((cap) => ({ ...cap, limit: cap.maxHours ?? ((total ?? 0) * (cap.maxPercentOfTotal ?? 100)) / 100 })),
    ...ruleSet.topics
      .filter((rule) => rule.maxCountedTowardTotal !== undefined)
      .map((rule) => ({ id: `topic-${rule.id}`, label: rule.label, match: { topicsAny: rule.topicsAny }, limit: rule.maxCountedTowardTotal ?? 0, conflict: undefined })),
  ];
  const capLeft = new Map(caps.map((cap) => [cap.id, cap.limit]));
  const towardTotal: CountedCredit[] = [];
  for (const credit of inCycle) {
    let hours = credit.amount;
    const applying = caps.filter((cap) => matches(credit, cap.match));
    for (const cap of applying) hours = Math.min(hours, capLeft.get(cap.id) ?? 0);
    for (const cap of applying) capLeft.set(cap.id, round((capLeft.get(cap.id) ?? 0) - hours));
    if (hours < credit.amount) {
      excluded.push({ creditId: credit.id, reason: `Only ${round(hours)} of its ${credit.amount} ${unit} count: ${applying.map((cap) => cap.label).join(', ')} ${applying.length > 1 ? 'are' : 'is'} capped` });
    }
    if (hours > 0) towardTotal.push({ creditId: credit.id, hours: round(hours) });
  }
  const earned = sum(towardTotal);

  if (total !== null) {
    const additionText = additions.map((addition) => ` ${addition.label}: +${addition.hours} ${unit}.`).join('');
    const carryText = carryForwardIn > 0 ? ` ${carryForwardIn} ${unit} carried forward from the previous cycle.` : '';
    requirements.push(
      status({
        id: 'total',
        kind: 'total',
        label: `${total} ${unit} every ${cycle.months} months`,
        required: total,
        counted: round(earned + carryForwardIn),
        dueBy: cycle.end,
        applies: true,
        why: `${baseTotal} ${unit} per ${cycle.months}-month cycle for ${walletProfessionLabels[licence.profession]}.${additionText}${firstCycleNote}${carryText} ${source}`,
        conflict: ruleSet.firstCycle?.conflict && firstCycleNote ? ruleSet.firstCycle.conflict : (ruleSet.conflict ?? null),
        credits: towardTotal,
      }),
    );
  }
  for (const minimum of ruleSet.minimums) {
    const counted = allocate(inCycle.filter((credit) => matches(credit, minimum.match)), Number.POSITIVE_INFINITY);
    const closes = { topics: [...(minimum.match.topicsAny ?? [])], creditTypes: ruleSet.acceptedCreditTypes.filter((type) => (minimum.match.creditTypes ?? [type]).includes(type) && !minimum.match.creditTypesNot?.includes(type)) };
    requirements.push(status({ closes, id: `minimum:${minimum.id}`, kind: 'minimum', label: `At least ${minimum.hours} ${unit}: ${minimum.label}`, required: minimum.hours, counted: sum(counted), dueBy: cycle.end, applies: true, why: `${minimum.label}: at least ${minimum.hours} ${unit} of the total. ${source}`, credits: counted }));
  }
  requirements.push(...topicStatuses);
  for (const cap of caps) {
    const matched = inCycle.filter((credit) => matches(credit, cap.match));
    requirements.push({
      id: `cap:${cap.id}`,
      kind: 'cap',
      label: `At most ${round(cap.limit)} ${unit}: ${cap.label}`,
      required: round(cap.limit),
      counted: round(matched.reduce((hours, credit) => hours + credit.amount, 0)),
      owed: 0,
      dueBy: null,
      met: true,
      applies: true,
      why: `At most ${round(cap.limit)} ${unit} of ${cap.label.toLowerCase()} count toward the total. ${source}`,
      conflict: cap.conflict ?? null,
      credits: matched.map((credit) => ({ creditId: credit.id, hours: credit.amount })),
      closes: closesAny,
    });
  }
  for (const rule of ruleSet.contentRules) {
    const unmet = unmetCondition(rule.conditions, licence);
    requirements.push({ id: `content:${rule.id}`, kind: 'content', label: rule.label, required: 0, counted: 0, owed: 0, dueBy: null, met: true, applies: unmet === null, why: `${rule.description} ${source}`, conflict: null, credits: [], closes: closesAny });
  }

  // Mandated topics never carry forward: the hours their requirements took stay in this cycle.
  const mandated = new Map<number, number>();
  for (const topic of topicStatuses) for (const entry of topic.credits) mandated.set(entry.creditId, Math.min(inCycle.find((credit) => credit.id === entry.creditId)?.amount ?? 0, (mandated.get(entry.creditId) ?? 0) + entry.hours));
  const mandatedHours = [...mandated.values()].reduce((hours, value) => hours + value, 0);
  const carryForwardOut = ruleSet.carryForward && total !== null ? round(Math.min(ruleSet.carryForward.maxHours, Math.max(0, earned - mandatedHours - total))) : 0;
  return { requirements, excluded, compliant: requirements.every((requirement) => !requirement.applies || requirement.met), carryForwardOut, total };
}

function noRules(licence: EngineLicence, note: string): LicenceCompliance {
  return {
    licenceId: licence.id,
    state: licence.state,
    profession: licence.profession,
    board: null,
    ruleSetVersion: null,
    source: null,
    verifiedAt: null,
    cycleStart: null,
    cycleEnd: null,
    renewalNumber: null,
    firstCycle: false,
    cureUntil: null,
    compliant: false,
    carryForwardIn: 0,
    carryForwardOut: 0,
    requirements: [],
    excluded: [],
    note,
  };
}

/** One licence's current cycle (the one ending at its expiry date) against its board's rules. */
export function evaluateLicence(licence: EngineLicence, credits: EngineCredit[], catalog: BoardCatalog, today: string, noRulesNote: string): LicenceCompliance {
  const board = catalog.forLicence(licence.state, licence.profession);
  if (!board) return noRules(licence, noRulesNote);
  const ruleSet = ruleSetOn(board, licence.expiryDate);
  if (!ruleSet.cycle) return noRules(licence, noRulesNote);
  const cycle = cycleOf(licence, ruleSet.cycle.months);
  let carryForwardIn = 0;
  if (!cycle.first && ruleSet.carryForward) {
    const previousEnd = addMonths(cycle.end, -cycle.months);
    const previousRules = ruleSetOn(board, previousEnd);
    if (previousRules.cycle && previousRules.carryForward) {
      carryForwardIn = evaluateCycle(board, previousRules, licence, cycleOf(licence, previousRules.cycle.months, previousEnd), credits, 0, previousEnd).carryForwardOut;
    }
  }
  const evaluation = evaluateCycle(board, ruleSet, licence, cycle, credits, carryForwardIn, today);
  return {
    licenceId: licence.id,
    state: licence.state,
    profession: licence.profession,
    board: board.name,
    ruleSetVersion: ruleSet.version,
    source: ruleSet.source,
    verifiedAt: ruleSet.verifiedAt,
    cycleStart: cycle.start,
    cycleEnd: cycle.end,
    renewalNumber: cycle.renewal,
    firstCycle: cycle.first,
    cureUntil: ruleSet.curePeriodDays !== null ? addDays(cycle.end, ruleSet.curePeriodDays) : null,
    compliant: evaluation.compliant,
    carryForwardIn,
    carryForwardOut: evaluation.carryForwardOut,
    requirements: evaluation.requirements,
    excluded: evaluation.excluded,
    note: null,
  };
}

/** The member's facts across licences for the federal rules: registered with the DEA on any licence, the latest registration. */
function federalFacts(licences: EngineLicence[]): EngineLicence | null {
  if (licences.length === 0) return null;
  const registrations = licences.map((licence) => licence.deaRegistrationDate).filter((date): date is string => !!date).sort();
  const first = [...licences].sort((a, b) => a.issueDate.localeCompare(b.issueDate))[0];
  return {
    ...first,
    deaRegistered: licences.some((licence) => licence.deaRegistered),
    deaRegistrationDate: registrations.pop() ?? null,
    specialty: licences.find((licence) => licence.specialty === 'addiction_medicine')?.specialty ?? first.specialty,
    recentSudCurriculumGraduate: licences.some((licence) => licence.recentSudCurriculumGraduate),
  };
}

/** The federal requirements (the DEA's), on top of every state. */
export function evaluateFederal(licences: EngineLicence[], credits: EngineCredit[], catalog: BoardCatalog, today: string): RequirementStatus[] {
  const facts = federalFacts(licences);
  if (!facts) return [];
  return catalog.federal().flatMap((board) => {
    const ruleSet = ruleSetOn(board, today);
    const source = `(${board.name}, rules ${ruleSet.version}: ${ruleSet.source})`;
    return ruleSet.topics.flatMap((rule) => evaluateTopic(rule, ruleSet, facts, null, credits, 0, today, source, { licenceId: null, prefix: 'federal' }));
  });
}

/** What is still owed, soonest due first: one line per requirement, e.g. 'Texas: 2 h ethics due by 31 Mar 2027'. */
export function dueItems(compliance: LicenceCompliance[], federal: RequirementStatus[]): WalletDueItem[] {
  const items: WalletDueItem[] = [];
  for (const licence of compliance) {
    for (const requirement of licence.requirements.filter((candidate) => candidate.applies && !candidate.met)) {
      items.push({ licenceId: licence.licenceId, scope: `${US_STATES[licence.state] ?? licence.state} (${licence.profession === 'MD' || licence.profession === 'DO' ? licence.profession : walletProfessionLabels[licence.profession]})`, requirementId: requirement.id, label: requirement.label, owed: requirement.owed, dueBy: requirement.dueBy });
    }
  }
  for (const requirement of federal.filter((candidate) => candidate.applies && !candidate.met)) {
    items.push({ licenceId: null, scope: 'Federal (DEA)', requirementId: requirement.id, label: requirement.label, owed: requirement.owed, dueBy: requirement.dueBy });
  }
  return items.sort((a, b) => (a.dueBy ?? '9999').localeCompare(b.dueBy ?? '9999') || a.scope.localeCompare(b.scope));
}
