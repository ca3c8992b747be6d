import { Flex, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import type { MedicalEvent } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { attendeesText, eventTypeLabels, eventWhen } from '../utils/event-format';
import { CalendarIcon, PlaceIcon } from './event-icons';
import { EventMarkToggle } from './event-mark-toggle';

/** An event on the events screen: what, when, where, who organises it, how many go, and the member's mark. */
export function EventCard({ event }: { event: MedicalEvent }) {
  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <Flex vertical gap={8} style={{ height: '100%' }} role="article" aria-label={event.title}>
        <Flex justify="space-between" align="start" gap={8}>
          <Title level={3} style={{ fontSize: 17, margin: 0 }}>
            <Link to={paths.event.getHref(event.id)}>{event.title}</Link>
          </Title>
          <Tag color={event.type === 'virtual' ? 'purple' : 'blue'}>{eventTypeLabels[event.type]}</Tag>
        </Flex>
        <Text>
          <CalendarIcon />
          {eventWhen(event.date, event.time)}
        </Text>
        <Text>
          <PlaceIcon />
          {event.location}
        </Text>
        {/* pre-line: a description written in paragraphs keeps them. */}
        <Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0, whiteSpace: 'pre-line' }}>
          {event.description}
        </Paragraph>
        <Text type="secondary">
          Organized by {event.organizer.name}
          {event.organizer.specialty ? ` · ${event.organizer.specialty}` : ''}
        </Text>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 'auto' }}>
          <Text strong>{attendeesText(event.attendees)}</Text>
          <EventMarkToggle event={event} />
        </Flex>
      </Flex>
    </Card>
  );
}
