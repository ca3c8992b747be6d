/** Internal HTTP API of the identity service; only the BFF calls it. */
export const IdentityRoutes = {
  /** POST: create an account from a registration; 201 Account, 409 ExistingAccountBody, 400 ErrorBody. */
  accounts: '/internal/accounts',
  /** GET: one account by id; 404 when unknown. */
  account: (id: number) => `/internal/accounts/${id}`,
  /** POST {username, password}: 200 Account when the credentials match, 401 otherwise. */
  credentialChecks: '/internal/credential-checks',
} as const;

/** What identity knows of an account; never carries the password hash. */
export interface Account {
  id: number;
  username: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  npi: string | null;
  emailVerified: boolean | null;
  phoneVerified: boolean | null;
  createdAt: string;
}
