import { profilePhiFields } from '@docnet/contracts';
import type { PhiTextFields } from '@docnet/platform';

/**
 * The texts of a profile change that other members read, for the PHI guard: those of contracts'
 * `profilePhiFields` the change sets (a field it leaves out, or clears, is not read).
 */
export function profileText(input: Partial<Record<(typeof profilePhiFields)[number], string | null | undefined>>): PhiTextFields {
  return Object.fromEntries(profilePhiFields.map((field) => [field, input[field]]));
}
