import { useLogin, useVerifyLoginCode, type UseLoginOptions } from '../api/login';
import { useLogout, type UseLogoutOptions } from '../api/logout';
import { useRegister, type UseRegisterOptions } from '../api/register';
import { useSessionStore, type SessionTransition } from '../stores/session-store';
import { useAuth, type AuthState } from './use-auth';

export interface AuthHelperOptions {
  login?: UseLoginOptions;
  logout?: UseLogoutOptions;
  register?: UseRegisterOptions;
}

export interface AuthHelper extends AuthState {
  /** The session transition in flight (session store), e.g. to keep a second sign-in click out. */
  pending: SessionTransition;
  login: ReturnType<typeof useLogin>;
  /** The second step of a two-factor sign-in (POST /api/auth/login/verify-code); shares the login callbacks. */
  verifyLoginCode: ReturnType<typeof useVerifyLoginCode>;
  logout: ReturnType<typeof useLogout>;
  register: ReturnType<typeof useRegister>;
}

/**
 * The auth helper: the auth state (from GET /api/auth/me in swr) and the session
 * layer's calls — login through POST /api/auth/login, register, logout — each setting or clearing the
 * current member and toasting its outcome. Screens that need more than the state use this hook.
 */
export function useAuthHelper(options: AuthHelperOptions = {}): AuthHelper {
  const state = useAuth();
  const pending = useSessionStore((store) => store.pending);
  const login = useLogin(options.login);
  const verifyLoginCode = useVerifyLoginCode(options.login);
  const logout = useLogout(options.logout);
  const register = useRegister(options.register);
  return { ...state, pending, login, verifyLoginCode, logout, register };
}
