import { ListingGrid, ListingPage } from '@/components/listing/listing-page';
import { useEvents } from '../api/get-events';
import { visibleEventTabs, type EventTab } from '../utils/event-tabs';
import { CreateEventDialog } from './create-event-dialog';
import { EventCard } from './event-card';

function EventList({ tab }: { tab: EventTab }) {
  const { data: events, isLoading } = useEvents(tab);
  return <ListingGrid items={events} isLoading={isLoading} empty="No events found" renderItem={(event) => <EventCard event={event} />} />;
}

/**
 * /events, 'Upcoming Medical Conferences' (part 2 §2.4): tabs All Events, In Person, Virtual and, for
 * members, My Events and Attending (answered by the server); 'Post Event' opens 'Create a New Event'.
 */
export function EventsPage({ signedIn }: { signedIn: boolean }) {
  return (
    <ListingPage
      title="Upcoming Medical Conferences"
      subtitle="Conferences, courses and meetups for dental and medical professionals."
      tabs={visibleEventTabs(signedIn)}
      renderTab={(tab) => <EventList tab={tab} />}
      post={signedIn ? { label: 'Post Event', dialog: CreateEventDialog } : undefined}
    />
  );
}
