import { ProfileTestPage } from '@/features/profile/components/profile-test-page';

/** /profile-test: the public profile management test page (part 2 §2.10). */
export function ProfileTestRoute() {
  return <ProfileTestPage />;
}
