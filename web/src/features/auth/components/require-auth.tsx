import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { useSessionStore } from '../stores/session-store';

/**
 * Guards a signed-in-only screen: a spinner while the sign-in state loads, then a visitor
 * who is not signed in is sent to /auth by a full page navigation. A member who signs out (or whose
 * session ends) while using the app is moved client-side, so the 'Logged Out' toast survives; the
 * session store remembers across screens that this tab had a member.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const hadMember = useSessionStore((state) => state.hadMember);
  const hardRedirect = status === 'unauthenticated' && !hadMember;

  useEffect(() => {
    if (hardRedirect) window.location.assign(paths.auth.getHref());
  }, [hardRedirect]);

  if (status === 'authenticated') return <>{children}</>;
  if (status === 'unauthenticated' && hadMember) return <Navigate to={paths.auth.getHref()} replace />;
  return <PageSpinner label="Checking sign-in" />;
}
