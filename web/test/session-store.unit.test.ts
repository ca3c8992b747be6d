import { authStatusOf } from '../src/features/auth/hooks/use-auth';
import { useSessionStore } from '../src/features/auth/stores/session-store';

describe('auth state (loading, authenticated, not authenticated)', () => {
  const member = { id: 1, username: 'schen' } as Parameters<typeof authStatusOf>[0];

  it('is loading before the session check answers', () => {
    expect(authStatusOf(undefined, undefined)).toBe('loading');
  });

  it('is authenticated with a member, not authenticated with null (401) or a failed check', () => {
    expect(authStatusOf(member, undefined)).toBe('authenticated');
    expect(authStatusOf(null, undefined)).toBe('unauthenticated');
    expect(authStatusOf(undefined, new Error('503: down'))).toBe('unauthenticated');
  });
});

describe('session store (UI state shared across screens)', () => {
  beforeEach(() => useSessionStore.setState({ hadMember: false, pending: 'idle', lastUsername: null }));

  it('remembers that the tab had a member after sign-in, also after sign-out', () => {
    const { setPending, markSignedIn, markSignedOut } = useSessionStore.getState();
    setPending('signing-in');
    expect(useSessionStore.getState().pending).toBe('signing-in');
    markSignedIn('schen');
    expect(useSessionStore.getState()).toMatchObject({
      hadMember: true,
      pending: 'idle',
      lastUsername: 'schen',
    });
    setPending('signing-out');
    markSignedOut();
    expect(useSessionStore.getState()).toMatchObject({
      hadMember: true,
      pending: 'idle',
      lastUsername: 'schen',
    });
  });

  it('keeps the last username when a sign-in answer has none, and offers a remembered one', () => {
    const { markSignedIn, rememberUsername } = useSessionStore.getState();
    rememberUsername('existing');
    markSignedIn(null);
    expect(useSessionStore.getState().lastUsername).toBe('existing');
  });
});
