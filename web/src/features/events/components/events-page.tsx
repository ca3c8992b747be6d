import { Flex } from 'antd';
import { Title } from '@/components/ui/typography';
import { ListingGrid, ListingPage } from '@/components/listing/listing-page';
import { dayjs } from '@/lib/dayjs';
import { useEvents } from '../api/get-events';
import { eventsByTime, visibleEventTabs, type EventTab } from '../utils/event-tabs';
import { CreateEventDialog } from './create-event-dialog';
import { EventCard } from './event-card';

/** Heading of the events that already took place, listed after the upcoming ones (not a spec text). */
export const PAST_EVENTS_HEADING = 'Past Events';

/** A tab's events as the title promises: upcoming soonest first, then past events apart, most recent first. */
function EventList({ tab }: { tab: EventTab }) {
  const { data: events, isLoading } = useEvents(tab);
  if (isLoading || !events?.length)
    return <ListingGrid items={events} isLoading={isLoading} empty="No events found" renderItem={(event) => <EventCard event={event} />} />;
  const { upcoming, past } = eventsByTime(events, dayjs().format('YYYY-MM-DD'));
  return (
    <Flex vertical gap={16}>
      {upcoming.length > 0 && <ListingGrid items={upcoming} isLoading={false} empty="No events found" renderItem={(event) => <EventCard event={event} />} />}
      {past.length > 0 && (
        <section aria-label={PAST_EVENTS_HEADING}>
          <Title level={4}>{PAST_EVENTS_HEADING}</Title>
          <ListingGrid items={past} isLoading={false} empty="No events found" renderItem={(event) => <EventCard event={event} />} />
        </section>
      )}
    </Flex>
  );
}

/**
 * /events, 'Upcoming Medical Conferences': tabs All Events, In Person, Virtual and, for
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
