import { useParams } from 'react-router-dom';
import { EventDetail } from '@/features/events/components/event-detail';

/** /events/{id}: one event, signed in only. */
export function EventRoute() {
  const { id } = useParams();
  return <EventDetail id={id} />;
}
