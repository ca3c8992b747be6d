import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SettingsPage } from '@/features/settings/components/settings-page';

/** /settings: a spinner while there is no signed-in user. */
export function SettingsRoute() {
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return <SettingsPage user={user} />;
}
