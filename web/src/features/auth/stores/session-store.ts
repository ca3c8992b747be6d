import { create } from 'zustand';

/**
 * Session UI state shared by the screens that compose the auth feature (header, guards, sign-in,
 * activation). The member record itself is server data and stays in swr (GET /api/auth/me); this store
 * only remembers what the tab went through, which swr cannot tell:
 * - `hadMember`: a member was signed in in this tab. When such a session ends (logout, expiry) the guards
 *   move client-side, so the 'Logged Out' toast survives; a visitor who never signed in gets the full
 *   page navigation.
 * - `pending`: a sign-in, sign-out or registration is in flight (buttons and guards avoid double actions).
 * - `lastUsername`: the username to offer on the sign-in form after an activation or an
 *   'Account already exists' answer.
 */
export type SessionTransition = 'idle' | 'signing-in' | 'signing-out' | 'registering';

export interface SessionState {
  hadMember: boolean;
  pending: SessionTransition;
  lastUsername: string | null;
  markSignedIn: (username?: string | null) => void;
  markSignedOut: () => void;
  setPending: (pending: SessionTransition) => void;
  rememberUsername: (username: string | null) => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  hadMember: false,
  pending: 'idle',
  lastUsername: null,
  markSignedIn: (username) =>
    set((state) => ({
      hadMember: true,
      pending: 'idle',
      lastUsername: username ?? state.lastUsername,
    })),
  markSignedOut: () => set({ pending: 'idle' }),
  setPending: (pending) => set({ pending }),
  rememberUsername: (lastUsername) => set({ lastUsername }),
}));
