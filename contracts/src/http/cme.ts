import * as yup from 'yup';
import { fieldList } from './field-list';
import { phiConfirmationSchema } from './phi-guard';
import { commaListSchema, emptyToNull, isWebUrl, listingDescriptionSchema, listingLimitSchema, listingTitleSchema, withWebScheme, requiredDate, ISO_DATE_PATTERN } from './listing-fields';

/** CME formats; the form's default is online. */
export const cmeFormats = ['online', 'in_person', 'hybrid'] as const;
export type CmeFormat = (typeof cmeFormats)[number];

/** Credits are entered in steps of 0.25 from 0.25, default 1; cost in steps of 0.01. */
export const CME_CREDITS_STEP = 0.25;
export const CME_CREDITS_MIN = 0.25;
export const CME_CREDITS_DEFAULT = 1;
export const CME_COST_STEP = 0.01;

/** A CME opportunity, as the signed-in member sees it. */
export interface CmeOpportunity {
  id: number;
  title: string;
  description: string;
  provider: string;
  credits: number;
  /** 0 shows 'Free', null 'Price not specified', otherwise dollars with 2 decimals (`formatCmeCost`). */
  cost: number | null;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string | null;
  location: string | null;
  format: CmeFormat;
  /** The 'Register' link. */
  url: string;
  /** The member who posted it; null for the sample opportunities. */
  authorId: number | null;
  /** The poster's current name for a member's post, else the provider's name. */
  author: string;
  topics: string[];
  createdAt: string;
  /** The signed-in member saved it ('Saved' tab). */
  saved: boolean;
}

/** The cost as a card shows it. */
export function formatCmeCost(cost: number | null): string {
  if (cost === null) return 'Price not specified';
  if (cost === 0) return 'Free';
  // Dollars with 2 decimals and a thousands separator: '$1,295.00', not '$1295.00'.
  return `$${cost.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** True when value is a whole number of steps (tolerant of binary fractions such as 0.1 + 0.2). */
function isMultipleOf(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** A number input left empty (or NaN) counts as no value. */
function emptyNumberToNull(value: unknown, original: unknown): unknown {
  return original === '' || original === null || original === undefined || (typeof value === 'number' && Number.isNaN(value)) ? null : value;
}

/** The CME form and POST /api/cme body. Topics are comma-separated text or a list. */
export const cmeFormSchema = yup.object({
  title: listingTitleSchema(300),
  description: listingDescriptionSchema,
  provider: yup.string().trim().required('Provider name is required').min(2, 'Provider name is required').max(200, 'At most 200 characters'),
  credits: yup
    .number()
    .typeError('Credits must be at least 0.25')
    .required('Credits must be at least 0.25')
    .min(CME_CREDITS_MIN, 'Credits must be at least 0.25')
    .max(1000, 'Credits must be at most 1000')
    .test('credits-step', 'Credits must be in steps of 0.25', (value) => value === undefined || isMultipleOf(value, CME_CREDITS_STEP))
    .default(CME_CREDITS_DEFAULT),
  cost: yup
    .number()
    .typeError('Cost cannot be negative')
    .transform(emptyNumberToNull)
    .nullable()
    .min(0, 'Cost cannot be negative')
    .max(1_000_000, 'Cost must be at most 1000000')
    .test('cost-step', 'Cost must be in steps of 0.01', (value) => value === null || value === undefined || isMultipleOf(value, CME_COST_STEP))
    .default(null),
  startDate: requiredDate('Start date is required'),
  endDate: yup
    .string()
    .trim()
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .matches(ISO_DATE_PATTERN, { message: 'End date must be a date', excludeEmptyString: true })
    .test('end-after-start', 'End date cannot be before the start date', function endAfterStart(value) {
      const { startDate } = this.parent as { startDate?: string };
      return !value || !startDate || value >= startDate;
    }),
  location: yup.string().trim().transform(emptyToNull).nullable().default(null).max(300, 'At most 300 characters'),
  format: yup.string().oneOf(cmeFormats, 'Format is required').required('Format is required').default('online'),
  url: yup
    .string()
    .trim()
    .transform(withWebScheme)
    .required('Please enter a valid URL')
    .max(2000, 'Please enter a valid URL')
    .test('web-url', 'Please enter a valid URL', (value) => isWebUrl(value)),
  topics: commaListSchema,
  // Confirms the PHI guard's findings in the title, description, topics and link (phi-guard.ts); never stored with the opportunity.
  phiConfirmation: phiConfirmationSchema,
});
export type CmeInput = yup.InferType<typeof cmeFormSchema>;

/** The fields of the CME form, as the service keeps and answers them: the one list it copies them by. */
export const cmeFormFields = fieldList<Omit<CmeInput, 'phiConfirmation'>>()([
  'title',
  'description',
  'provider',
  'credits',
  'cost',
  'startDate',
  'endDate',
  'location',
  'format',
  'url',
  'topics',
]) satisfies readonly (keyof CmeOpportunity)[];
export type CmeFormField = (typeof cmeFormFields)[number];

/** The form's starting values ('Add Opportunity'): credits 1, cost 0, format online; topics typed as text. */
export const cmeFormDefaults = {
  title: '',
  description: '',
  provider: '',
  credits: CME_CREDITS_DEFAULT,
  cost: 0 as number | null,
  startDate: '',
  endDate: '',
  location: '',
  format: 'online' as CmeFormat,
  url: '',
  topics: '',
};

/** Member tabs of the CME screen: 'My Posts' (posted by me) and 'Saved'. */
export const cmeFilters = ['mine', 'saved'] as const;
export type CmeFilter = (typeof cmeFilters)[number];

/**
 * GET /api/cme query: `format` for the Online / In Person / Hybrid tabs, `free=true` for the Free tab
 * (cost 0), `filter` for the member tabs. Order: soonest start date first.
 */
export const cmeListQuerySchema = yup.object({
  format: yup.string().oneOf(cmeFormats, 'format must be online, in_person or hybrid').optional(),
  free: yup.boolean().typeError('free must be true or false').optional(),
  filter: yup.string().oneOf(cmeFilters, 'filter must be mine or saved').optional(),
  limit: listingLimitSchema,
});
export type CmeListQuery = yup.InferType<typeof cmeListQuerySchema>;
