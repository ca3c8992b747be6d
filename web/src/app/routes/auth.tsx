import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';
import { SignInPanel } from '@/features/auth/components/sign-in-panel';

/** /auth: the sign-in screen; /auth?register=true opens the activation screen. */
export function AuthRoute() {
  const [params] = useSearchParams();
  if (params.get('register') === 'true') return <Navigate to={paths.register.getHref()} replace />;
  return (
    <RedirectIfSignedIn>
      <SignInPanel />
    </RedirectIfSignedIn>
  );
}
