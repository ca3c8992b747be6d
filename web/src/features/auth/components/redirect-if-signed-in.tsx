import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';

/**
 * For the sign-in and activation screens: an already signed-in member is redirected to /. The screen shows
 * while the session check runs: it is the prerendered page, and a spinner there would replace it on hydration.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'authenticated') return <Navigate to={paths.home.getHref()} replace />;
  return <>{children}</>;
}
