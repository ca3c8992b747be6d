/** The /api paths of the spec, in one place for the BFF and the SPA. */
export const ApiRoutes = {
  authMe: '/api/auth/me',
  authLogin: '/api/auth/login',
  authRegister: '/api/auth/register',
  authLogout: '/api/auth/logout',
  authForgotPassword: '/api/auth/forgot-password',
} as const;
