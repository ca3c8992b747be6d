/** The id a binding code is hashed under: the member and the NPI, so a code proves that NPI for that member only. */
export function npiBindingKey(userId: number, npi: string): string {
  return `npi-binding:${userId}:${npi}`;
}

/**
 * The registry's phone as the member may see it: enough to recognise their practice's number, not to learn it
 * ('5125550142' → '(512) •••-••42'). The registry is public, but DocNet does not hand out numbers to whoever asks.
 */
export function maskedRegistryPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return `•••${national.slice(-2)}`;
  return `(${national.slice(0, 3)}) •••-••${national.slice(-2)}`;
}
