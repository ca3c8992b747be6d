import {
  isCalendarDate,
  walletActivityFormats,
  walletCreditTypes,
  walletPermits,
  walletProfessions,
  walletProviderApprovals,
  walletSpecialties,
  walletTopics,
  type WalletActivityFormat,
  type WalletCreditType,
  type WalletPermit,
  type WalletProfession,
  type WalletProviderApproval,
  type WalletSpecialty,
  type WalletTopic,
} from '@docnet/contracts';
import * as yup from 'yup';

/**
 * A board's continuing-education rules as data: one JSON file per board under `boards/`, each with versioned rule
 * sets (effective dates, source, verified date). The schema below is the one the files are validated with at start;
 * the engine (`domain/evaluate-wallet.ts`) reads nothing else.
 */

/** Facts about the member a rule may depend on; every given key must hold. */
export interface RuleConditions {
  professions?: WalletProfession[];
  deaRegistered?: boolean;
  directPatientCare?: boolean;
  specialtyIn?: WalletSpecialty[];
  specialtyNotIn?: WalletSpecialty[];
  patientsOver65PercentAbove?: number;
  permitsAny?: WalletPermit[];
  /** The licence was first issued on or after this date. */
  licensedOnOrAfter?: string;
  recentSudCurriculumGraduate?: boolean;
}

/** Which credits a minimum, a cap or a topic reads. */
export interface CreditMatch {
  topicsAny?: WalletTopic[];
  creditTypes?: WalletCreditType[];
  creditTypesNot?: WalletCreditType[];
  formats?: WalletActivityFormat[];
}

/**
 * When a topic is due again:
 * - `every-cycle`: in each cycle;
 * - `once`: one time ever, due by a renewal, within months of licensure (whichever first), or at the first DEA
 *   registration or renewal on or after a date (renewing every N years);
 * - `renewals`: at the listed renewals, then every N renewals after the last of them;
 * - `every-years`: completed within the N years before it is due (the cycle's end, or the DEA registration's
 *   anniversaries every N years);
 * - `first-renewals-then-every-years`: in each of the first N renewals, then once every M years;
 * - `annual`: the hours in each year of the cycle, each year owed on its own (counted back from the cycle's end).
 */
export type Recurrence =
  | { kind: 'every-cycle' }
  | {
      kind: 'once';
      dueByRenewal?: number;
      dueWithinMonthsOfLicensure?: number;
      dueAtDeaRenewalOnOrAfter?: { date: string; everyYears: number };
    }
  | { kind: 'renewals'; at: number[]; thenEvery?: number }
  | { kind: 'every-years'; years: number; anchor: 'cycle-end' | 'dea-registration' }
  | { kind: 'first-renewals-then-every-years'; renewals: number; years: number }
  | { kind: 'annual' };

export interface TopicRule {
  id: string;
  label: string;
  hours: number;
  /** Instead of hours: a share of the cycle's total (geriatric medicine: 20 %). */
  percentOfTotal?: number;
  /** The credit's topics that meet it (any of them). */
  topicsAny: WalletTopic[];
  /** More topics that meet it for some professions (dentists' dental-pain training for the DEA hours). */
  professionTopics?: Partial<Record<WalletProfession, WalletTopic[]>>;
  recurrence: Recurrence;
  /** The rule applies only when these hold. */
  conditions?: RuleConditions;
  /** The rule is met outright when these hold (board certification, a recent curriculum). */
  exemptIf?: RuleConditions[];
  /** The hours must come from credits of this minimum (Texas' ethics within the formal credits). */
  withinMinimum?: string;
  restrictions?: {
    providerApprovalsAny?: WalletProviderApproval[];
    formats?: WalletActivityFormat[];
    creditTypes?: WalletCreditType[];
  };
  /** At most this many hours of it count toward the total (Basic Life Support: 4 units). */
  maxCountedTowardTotal?: number;
  /** Set when the sources disagree: what was seeded (the stricter reading) and why. */
  conflict?: string;
}

export interface MinimumRule {
  id: string;
  label: string;
  hours: number;
  match: CreditMatch;
}

export interface CapRule {
  id: string;
  label: string;
  match: CreditMatch;
  maxHours?: number;
  maxPercentOfTotal?: number;
  conflict?: string;
}

/** A rule that applies to every course rather than to hours (California's implicit-bias content). */
export interface ContentRule {
  id: string;
  label: string;
  description: string;
  conditions?: RuleConditions;
}

export interface RuleSet {
  version: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  source: string;
  verifiedAt: string;
  /** Null: no cycle of the board's own (the federal requirements). */
  cycle: { months: number; anchor: 'licence-expiry' } | null;
  unit: 'hours' | 'units' | 'credits';
  /** Hours per cycle by profession; a profession missing has no total (New York). */
  totals: Partial<Record<WalletProfession, number>>;
  /** Permits that add their own hours to the total. */
  permitAdditions: { permit: WalletPermit; hours: number; label: string }[];
  acceptedCreditTypes: WalletCreditType[];
  minimums: MinimumRule[];
  caps: CapRule[];
  carryForward: { maxHours: number } | null;
  curePeriodDays: number | null;
  firstCycle: { shorterThanMonths: number; rule: 'reduced' | 'prorated' | 'exempt'; hours?: number; conflict?: string } | null;
  topics: TopicRule[];
  contentRules: ContentRule[];
  retention: string;
  conflict?: string;
}

export interface BoardRules {
  id: string;
  name: string;
  scope: 'state' | 'federal';
  /** USPS code; null for federal rules. */
  state: string | null;
  professions: WalletProfession[];
  ruleSets: RuleSet[];
}

const date = yup
  .string()
  .strict()
  .required()
  .test('calendar-date', '${path} must be a date written YYYY-MM-DD', (value) => value === undefined || value === null || isCalendarDate(value));
const hours = yup.number().strict().required().min(0).max(1000);
const professions = yup.array(yup.string().strict().oneOf(walletProfessions).required()).strict();
const topics = yup.array(yup.string().strict().oneOf(walletTopics).required()).strict();
const creditTypes = yup.array(yup.string().strict().oneOf(walletCreditTypes).required()).strict();
const formats = yup.array(yup.string().strict().oneOf(walletActivityFormats).required()).strict();
const id = yup.string().strict().required().matches(/^[a-z0-9-]+$/, '${path} must be lowercase letters, digits and dashes');

const conditionsSchema = yup
  .object({
    professions: professions.optional(),
    deaRegistered: yup.boolean().strict().optional(),
    directPatientCare: yup.boolean().strict().optional(),
    specialtyIn: yup.array(yup.string().strict().oneOf(walletSpecialties).required()).strict().optional(),
    specialtyNotIn: yup.array(yup.string().strict().oneOf(walletSpecialties).required()).strict().optional(),
    patientsOver65PercentAbove: yup.number().strict().min(0).max(100).optional(),
    permitsAny: yup.array(yup.string().strict().oneOf(walletPermits).required()).strict().optional(),
    licensedOnOrAfter: date.optional(),
    recentSudCurriculumGraduate: yup.boolean().strict().optional(),
  })
  .noUnknown('${path} has an unknown key: ${unknown}')
  .default(undefined);

const matchSchema = yup
  .object({ topicsAny: topics.optional(), creditTypes: creditTypes.optional(), creditTypesNot: creditTypes.optional(), formats: formats.optional() })
  .noUnknown('${path} has an unknown key: ${unknown}')
  .required();

const recurrenceSchema = yup
  .object({
    kind: yup.string().strict().oneOf(['every-cycle', 'once', 'renewals', 'every-years', 'first-renewals-then-every-years', 'annual']).required(),
    dueByRenewal: yup.number().strict().integer().min(1).optional(),
    dueWithinMonthsOfLicensure: yup.number().strict().integer().min(0).optional(),
    dueAtDeaRenewalOnOrAfter: yup.object({ date, everyYears: yup.number().strict().integer().min(1).required() }).default(undefined),
    at: yup
      .array(yup.number().strict().integer().min(1).required())
      .strict()
      .when('kind', { is: 'renewals', then: (schema) => schema.required().min(1), otherwise: (schema) => schema.optional() }),
    thenEvery: yup.number().strict().integer().min(1).optional(),
    years: yup
      .number()
      .strict()
      .integer()
      .min(1)
      .when('kind', { is: (kind: string) => kind === 'every-years' || kind === 'first-renewals-then-every-years', then: (schema) => schema.required() }),
    anchor: yup
      .string()
      .strict()
      .oneOf(['cycle-end', 'dea-registration'])
      .when('kind', { is: 'every-years', then: (schema) => schema.required() }),
    renewals: yup
      .number()
      .strict()
      .integer()
      .min(1)
      .when('kind', { is: 'first-renewals-then-every-years', then: (schema) => schema.required() }),
  })
  .noUnknown('${path} has an unknown key: ${unknown}')
  .required();

const topicSchema = yup
  .object({
    id,
    label: yup.string().strict().required(),
    hours,
    percentOfTotal: yup.number().strict().min(0).max(100).optional(),
    topicsAny: topics.required().min(1),
    professionTopics: yup.object().default(undefined),
    recurrence: recurrenceSchema,
    conditions: conditionsSchema,
    exemptIf: yup.array(conditionsSchema.required()).strict().optional(),
    withinMinimum: yup.string().strict().optional(),
    restrictions: yup
      .object({
        providerApprovalsAny: yup.array(yup.string().strict().oneOf(walletProviderApprovals).required()).strict().optional(),
        formats: formats.optional(),
        creditTypes: creditTypes.optional(),
      })
      .noUnknown('${path} has an unknown key: ${unknown}')
      .default(undefined),
    maxCountedTowardTotal: yup.number().strict().min(0).optional(),
    conflict: yup.string().strict().optional(),
  })
  .noUnknown('${path} has an unknown key: ${unknown}');

const ruleSetSchema = yup
  .object({
    version: yup.string().strict().required(),
    effectiveFrom: date,
    effectiveTo: date.nullable().defined(),
    source: yup.string().strict().required().min(3),
    verifiedAt: date,
    cycle: yup
      .object({ months: yup.number().strict().integer().oneOf([12, 24, 36]).required(), anchor: yup.string().strict().oneOf(['licence-expiry']).required() })
      .noUnknown('${path} has an unknown key: ${unknown}')
      .nullable()
      .defined(),
    unit: yup.string().strict().oneOf(['hours', 'units', 'credits']).required(),
    totals: yup.object().strict().required(),
    permitAdditions: yup
      .array(yup.object({ permit: yup.string().strict().oneOf(walletPermits).required(), hours, label: yup.string().strict().required() }).noUnknown())
      .strict()
      .required(),
    acceptedCreditTypes: creditTypes.required().min(1),
    minimums: yup.array(yup.object({ id, label: yup.string().strict().required(), hours, match: matchSchema }).noUnknown('${path} has an unknown key: ${unknown}')).strict().required(),
    caps: yup
      .array(
        yup
          .object({
            id,
            label: yup.string().strict().required(),
            match: matchSchema,
            maxHours: yup.number().strict().min(0).optional(),
            maxPercentOfTotal: yup.number().strict().min(0).max(100).optional(),
            conflict: yup.string().strict().optional(),
          })
          .noUnknown('${path} has an unknown key: ${unknown}')
          .test('cap-limit', '${path} needs maxHours or maxPercentOfTotal', (cap) => cap.maxHours !== undefined || cap.maxPercentOfTotal !== undefined),
      )
      .strict()
      .required(),
    carryForward: yup.object({ maxHours: hours }).noUnknown().nullable().defined(),
    curePeriodDays: yup.number().strict().integer().min(0).nullable().defined(),
    firstCycle: yup
      .object({
        shorterThanMonths: yup.number().strict().integer().min(1).required(),
        rule: yup.string().strict().oneOf(['reduced', 'prorated', 'exempt']).required(),
        hours: hours.optional(),
        conflict: yup.string().strict().optional(),
      })
      .noUnknown('${path} has an unknown key: ${unknown}')
      .nullable()
      .defined(),
    topics: yup.array(topicSchema).strict().required(),
    contentRules: yup
      .array(yup.object({ id, label: yup.string().strict().required(), description: yup.string().strict().required(), conditions: conditionsSchema }).noUnknown())
      .strict()
      .required(),
    retention: yup.string().strict().required(),
    conflict: yup.string().strict().optional(),
  })
  .noUnknown('${path} has an unknown key: ${unknown}')
  .test('totals-professions', '${path}.totals may only name the professions MD, DO, dentist, dental_hygienist, each with hours', (ruleSet) =>
    Object.entries(ruleSet.totals ?? {}).every(([key, value]) => (walletProfessions as readonly string[]).includes(key) && typeof value === 'number' && value >= 0),
  )
  .test('within-minimum', '${path}: a topic names a withinMinimum that is not one of its minimums', (ruleSet) =>
    (ruleSet.topics ?? []).every((topic) => !topic?.withinMinimum || (ruleSet.minimums ?? []).some((minimum) => minimum?.id === topic.withinMinimum)),
  )
  .test('effective-order', '${path}.effectiveTo must not be before effectiveFrom', (ruleSet) => !ruleSet.effectiveTo || ruleSet.effectiveTo >= ruleSet.effectiveFrom);

export const boardRulesSchema = yup
  .object({
    id,
    name: yup.string().strict().required(),
    scope: yup.string().strict().oneOf(['state', 'federal']).required(),
    state: yup
      .string()
      .strict()
      .matches(/^[A-Z]{2}$/, '${path} must be a USPS state code such as TX')
      .nullable()
      .defined()
      .when('scope', { is: 'state', then: (schema) => schema.nonNullable('${path} is required for a state board') }),
    professions: professions.required().min(1),
    ruleSets: yup.array(ruleSetSchema).strict().required().min(1),
  })
  .noUnknown('${path} has an unknown key: ${unknown}');

/** A board file that does not hold to the schema: names the file and the field, and the service refuses to start. */
export class BoardRulesError extends Error {
  constructor(file: string, problem: string) {
    super(`CME rules: ${file}: ${problem}`);
    this.name = 'BoardRulesError';
  }
}

/** Validates one board file's parsed JSON; `file` names it in the error. */
export function parseBoardRules(file: string, json: unknown): BoardRules {
  try {
    const board = boardRulesSchema.validateSync(json, { abortEarly: true, strict: true }) as unknown as BoardRules;
    const expectedId = file.replace(/\.json$/, '');
    if (board.id !== expectedId) throw new BoardRulesError(file, `id is '${board.id}' but the file is named ${file}: name the file after the board's id`);
    const overlap = overlappingVersions(board.ruleSets);
    if (overlap) throw new BoardRulesError(file, overlap);
    return board;
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new BoardRulesError(file, error.errors[0] ?? error.message);
    throw error;
  }
}

/** Two rule sets in force on the same day would make the version of a cycle ambiguous. */
function overlappingVersions(ruleSets: RuleSet[]): string | null {
  const sorted = [...ruleSets].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1];
    if (previous.effectiveTo === null || previous.effectiveTo >= sorted[index].effectiveFrom) {
      return `ruleSets versions ${previous.version} and ${sorted[index].version} are both in force on ${sorted[index].effectiveFrom}: end the earlier one the day before`;
    }
  }
  return null;
}
