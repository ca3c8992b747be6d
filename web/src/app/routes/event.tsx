import { useParams } from 'react-router-dom';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { EventDetail } from '@/features/events/components/event-detail';

/** /events/{id}: one event, signed in only; its organizer may edit and delete it. */
export function EventRoute() {
  const { id } = useParams();
  const { user } = useAuth();
  return <EventDetail id={id} viewerId={user?.id} />;
}
