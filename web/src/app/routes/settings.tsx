import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SettingsPage } from '@/features/settings/components/settings-page';

/** /settings (part 2 §2.7): a spinner while there is no signed-in user. */
export function SettingsRoute() {
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return <SettingsPage user={user} />;
}
