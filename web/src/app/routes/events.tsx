import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { EventsPage } from '@/features/events/components/events-page';

/** /events: 'Upcoming Medical Conferences', signed in only. */
export function EventsRoute() {
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return <EventsPage signedIn />;
}
