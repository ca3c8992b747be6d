/** The id a binding code is hashed under: the member and the NPI, so a code proves that NPI for that member only. */
export function npiBindingKey(userId: number, npi: string): string {
  return `npi-binding:${userId}:${npi}`;
}
