import { useParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ProfileEdit } from '@/features/profile/components/profile-edit';

/** /profile/{id}/edit 'Complete Your Profile', owner only. */
export function ProfileEditRoute() {
  const { id } = useParams();
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return <ProfileEdit key={id} id={id} viewer={user} />;
}
