/** Headers the BFF sends on every internal call to a service. */
export const InternalHeaders = {
  /** The shared secret that proves the caller is the BFF. */
  serviceToken: 'x-service-token',
  /** The signed-in member on whose behalf the call is made. */
  actingUserId: 'x-acting-user-id',
} as const;
