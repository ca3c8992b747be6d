import { ProfileTestPage } from '@/features/profile/components/profile-test-page';

/** /profile-test: the public profile management test page. */
export function ProfileTestRoute() {
  return <ProfileTestPage />;
}
