import { Descriptions, Empty, Flex, Skeleton, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Title } from '@/components/ui/typography';
import { Link, useNavigate } from 'react-router-dom';
import type { MedicalEvent } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { PosterActions } from '@/components/listing/poster-actions';
import { useDeleteEvent } from '../api/change-event';
import { useEvent } from '../api/get-event';
import { EditEventDialog } from './create-event-dialog';
import { attendeesText, eventTypeLabels, eventWhen } from '../utils/event-format';
import { EventMarkToggle } from './event-mark-toggle';

function BackToEvents() {
  return (
    <Link to={paths.events.getHref()} style={{ display: 'inline-block', marginBottom: 16 }}>
      ← Back to Events
    </Link>
  );
}

/** /events/{id}: one event in full, with the member's 'Interested' / 'Going' mark; its organizer edits or deletes it. */
export function EventDetail({ id, viewerId }: { id: string | undefined; viewerId?: number }) {
  const { data: event, error, isLoading } = useEvent(id);
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error || !event) {
    return (
      <div>
        <BackToEvents />
        <Empty description="Event not found" />
      </div>
    );
  }
  return (
    <article style={{ maxWidth: 860, margin: '0 auto' }}>
      <BackToEvents />
      <Card>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
            {event.title}
          </Title>
          <Tag color={event.type === 'virtual' ? 'purple' : 'blue'}>{eventTypeLabels[event.type]}</Tag>
        </Flex>
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="When">{eventWhen(event.date, event.time)}</Descriptions.Item>
          <Descriptions.Item label="Where">{event.location}</Descriptions.Item>
          <Descriptions.Item label="Organizer">
            {event.organizerId ? <Link to={paths.profile.getHref(event.organizerId)}>{event.organizer.name}</Link> : event.organizer.name}
            {event.organizer.specialty ? ` · ${event.organizer.specialty}` : ''}
            {event.organizer.affiliation ? ` · ${event.organizer.affiliation}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Attendees">{attendeesText(event.attendees)}</Descriptions.Item>
        </Descriptions>
        <Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15 }}>{event.description}</Paragraph>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <EventMarkToggle event={event} />
          {viewerId !== undefined && event.organizerId === viewerId && <OrganizerActions event={event} />}
        </Flex>
      </Card>
    </article>
  );
}

/** The organizer's 'Edit Event' (the event form) and 'Delete Event' (confirmed; back to the events list). */
function OrganizerActions({ event }: { event: MedicalEvent }) {
  const navigate = useNavigate();
  const deleteEvent = useDeleteEvent();
  return (
    <PosterActions
      noun="Event"
      title={event.title}
      renderEdit={(onClose) => <EditEventDialog event={event} onClose={onClose} />}
      remove={() => deleteEvent(event.id)}
      onDeleted={() => navigate(paths.events.getHref())}
    />
  );
}
