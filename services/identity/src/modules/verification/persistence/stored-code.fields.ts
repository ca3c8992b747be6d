/**
 * The schema fields of a one-time code as `spendCodeTry` keeps it (StoredCode): the verification codes, the
 * sign-in challenges and the NPI binding challenges store their codes alike.
 */
export const storedCodeFields = {
  codeHash: { type: String, default: '' },
  checkedBy: { type: String, required: true },
  attempts: { type: Number, default: 0 },
  used: { type: Boolean, default: false },
  expiresAt: { type: Date, required: true },
} as const;
