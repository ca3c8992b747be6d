import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';

/** For the sign-in and activation screens: an already signed-in member is redirected to /. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner label="Checking sign-in" />;
  if (status === 'authenticated') return <Navigate to={paths.home.getHref()} replace />;
  return <>{children}</>;
}
