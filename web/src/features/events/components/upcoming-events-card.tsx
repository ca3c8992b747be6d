import { Empty, Flex } from 'antd';
import { Card } from '@/components/ui/card';
import { Text } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { ItemList } from '@/components/ui/item-list';
import { paths } from '@/config/paths';
import { dayjs } from '@/lib/dayjs';
import { useEvents } from '../api/get-events';
import { eventWhen } from '../utils/event-format';
import { upcomingEvents } from '../utils/event-tabs';
import { EventMarkToggle } from './event-mark-toggle';

/** Part 1 §9: the home page's side column shows 2 events. */
const SIDE_EVENTS = 2;

/** About two events with their mark toggle: the news card below does not move when the events arrive. */
const EVENTS_BODY_MIN_HEIGHT_PX = 244;

/** The home page's 'Upcoming Medical Events' card: the next two events, each with its mark toggle. */
export function UpcomingEventsCard() {
  const { data: events, isLoading } = useEvents();
  const next = upcomingEvents(events ?? [], dayjs().format('YYYY-MM-DD')).slice(0, SIDE_EVENTS);
  return (
    <Card
      title={
        <span role="heading" aria-level={2}>
          Upcoming Medical Events
        </span>
      }
      extra={<Link to={paths.events.getHref()}>View all</Link>}
      loading={isLoading}
      styles={{ title: { whiteSpace: 'normal' }, body: { minHeight: EVENTS_BODY_MIN_HEIGHT_PX } }}
    >
      {next.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No upcoming events yet" />
      ) : (
        <ItemList
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
      )}
    </Card>
  );
}
