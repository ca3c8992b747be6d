import { EventsNewsCmeMessages, type EventListQuery, type EventMark, type MedicalEvent } from '@docnet/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import { Posters } from '../../../listings/posters';
import { toMedicalEvent } from '../../domain/event-view';
import { EventMarkModel, EventModel, type EventDocument } from '../../persistence/event.schema';

/**
 * The events list: upcoming events first, soonest first (the home card shows the next two), then past
 * events, most recent first. 'My Events' are the member's own; 'Attending' those the member is going to.
 */
@Injectable()
export class ListEventsHandler {
  constructor(
    @Inject(EventModel) private readonly events: EventModel,
    @Inject(EventMarkModel) private readonly marks: EventMarkModel,
    private readonly posters: Posters,
  ) {}

  async execute(query: EventListQuery, memberId: number, now: Date = new Date()): Promise<MedicalEvent[]> {
    const filter: FilterQuery<EventDocument> = {};
    if (query.type) filter.type = query.type;
    if (query.filter === 'mine') filter.organizerId = memberId;
    if (query.filter === 'attending') {
      const going = await this.marks.find({ memberId, mark: 'going' }, { eventId: 1 }).lean();
      filter._id = { $in: going.map((mark) => mark.eventId) };
    }
    const today = now.toISOString().slice(0, 10);
    const upcoming = await this.events
      .find({ ...filter, date: { $gte: today } })
      .sort({ date: 1, time: 1, _id: 1 })
      .limit(query.limit)
      .lean();
    const past =
      upcoming.length < query.limit
        ? await this.events
            .find({ ...filter, date: { $lt: today } })
            .sort({ date: -1, time: -1, _id: -1 })
            .limit(query.limit - upcoming.length)
            .lean()
        : [];
    return this.view([...upcoming, ...past], memberId);
  }

  async one(id: number, memberId: number): Promise<MedicalEvent> {
    const document = await this.events.findById(id).lean();
    if (!document) throw new NotFoundException(EventsNewsCmeMessages.eventNotFound);
    const [event] = await this.view([document], memberId);
    return event;
  }

  private async view(documents: EventDocument[], memberId: number): Promise<MedicalEvent[]> {
    const ids = documents.map((document) => document._id);
    const [organizers, marks] = await Promise.all([
      this.posters.cardsOf(documents.map((document) => document.organizerId)),
      ids.length ? this.marks.find({ memberId, eventId: { $in: ids } }, { eventId: 1, mark: 1 }).lean() : [],
    ]);
    const markOf = new Map<number, EventMark>(marks.map((mark) => [mark.eventId, mark.mark]));
    return documents.map((document) =>
      toMedicalEvent(document, document.organizerId === null ? undefined : organizers.get(document.organizerId), markOf.get(document._id) ?? null),
    );
  }
}
