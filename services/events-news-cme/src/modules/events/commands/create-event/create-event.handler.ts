import { EventCreatedV1, type EventInput, type MedicalEvent } from '@docnet/contracts';
import { newEvent, OutboxRelay, SequenceGenerator, withNewEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { MEMBER_ITEM_ID_OFFSET } from '../../../listings/sample-data';
import { EventModel } from '../../persistence/event.schema';
import { ListEventsHandler } from '../../queries/list-events/list-events.handler';

/** 'Create a New Event': the member organises it; events-news-cme.event.created goes through the outbox. */
@Injectable()
export class CreateEventHandler {
  constructor(
    @Inject(EventModel) private readonly events: EventModel,
    private readonly sequences: SequenceGenerator,
    private readonly relay: OutboxRelay,
    private readonly reader: ListEventsHandler,
  ) {}

  async execute(input: EventInput, organizerId: number): Promise<MedicalEvent> {
    const id = MEMBER_ITEM_ID_OFFSET + (await this.sequences.next('events'));
    const createdAt = new Date();
    const created = newEvent(EventCreatedV1, 'events-news-cme', id, {
      eventId: id,
      organizerId,
      title: input.title,
      date: input.date,
      time: input.time,
      location: input.location,
      type: input.type,
      createdAt: createdAt.toISOString(),
    });
    await this.events.create({ _id: id, ...input, organizerId, organizerName: null, attendees: 0, createdAt, ...withNewEvents([created]) });
    this.relay.nudge(this.events, id);
    return this.reader.one(id, organizerId);
  }
}
