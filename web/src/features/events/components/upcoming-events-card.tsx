import { Flex } from 'antd';
import { Text } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { SideListCard } from '@/components/ui/side-list-card';
import { paths } from '@/config/paths';
import { dayjs } from '@/lib/dayjs';
import { useEvents } from '../api/get-events';
import { eventWhen } from '../utils/event-format';
import { upcomingEvents } from '../utils/event-tabs';
import { EventMarkToggle } from './event-mark-toggle';

/** The home page's side column shows 2 events. */
const SIDE_EVENTS = 2;

/** About two events with their mark toggle: the news card below does not move when the events arrive. */
const EVENTS_BODY_MIN_HEIGHT_PX = 244;

/** The home page's 'Upcoming Medical Events' card: the next two events, each with its mark toggle. */
export function UpcomingEventsCard() {
  const { data: events, isLoading } = useEvents();
  const next = upcomingEvents(events ?? [], dayjs().format('YYYY-MM-DD')).slice(0, SIDE_EVENTS);
  return (
    <SideListCard
      title="Upcoming Medical Events"
      viewAllHref={paths.events.getHref()}
      loading={isLoading}
      emptyText="No upcoming events yet"
      bodyMinHeight={EVENTS_BODY_MIN_HEIGHT_PX}
      items={next}
      itemKey={(event) => event.id}
      renderItem={(event) => (
        <Flex vertical gap={4} style={{ width: '100%' }}>
          <Link to={paths.event.getHref(event.id)}>
            <Text strong>{event.title}</Text>
          </Link>
          <Text type="secondary" style={{ fontSize: 13 }}>
            {eventWhen(event.date, event.time)}
          </Text>
          <Text type="secondary" style={{ fontSize: 13 }}>
            {event.location}
          </Text>
          <EventMarkToggle event={event} size="small" />
        </Flex>
      )}
    />
  );
}
