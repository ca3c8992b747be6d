import { EventAttendanceChangedV1, type EventMark, type MedicalEvent } from '@docnet/contracts';
import { insertOnce, newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { RefreshListingHandler } from '../../../listings/commands/refresh-listing/refresh-listing.handler';
import { LISTING_MODEL } from '../../../listings/listing-kind';
import { ListListingsHandler } from '../../../listings/queries/list-listings/list-listings.handler';
import type { MedicalEventListing } from '../../medical-event.listing';
import { MedicalEventMarkModel, type MedicalEventDocument, type MedicalEventModel } from '../../persistence/medical-event.schema';

/**
 * 'Interested' / 'Going' on an event card. Each change of a member's mark is one guarded write on the
 * mark (insert under the unique (event, member) index, or an update conditioned on the previous mark),
 * and only the write that changed going-ness moves `attendees`, so the count stays exact under
 * repeated and concurrent requests; the event's revision and its attendance fact go with it, so the listings index
 * keeps the latest count whatever order two changes are listed in, and the fact lists it again if that save is lost.
 * (A crash between the two writes would lose that one step of the count rather than count twice.)
 */
@Injectable()
export class MarkMedicalEventHandler {
  constructor(
    @Inject(LISTING_MODEL) private readonly medicalEvents: MedicalEventModel,
    @Inject(MedicalEventMarkModel) private readonly marks: MedicalEventMarkModel,
    private readonly reader: ListListingsHandler<MedicalEventListing>,
    private readonly listing: RefreshListingHandler<MedicalEventListing>,
    private readonly relay: OutboxRelay,
  ) {}

  async mark(eventId: number, memberId: number, mark: EventMark): Promise<MedicalEvent> {
    await this.reader.ensureListed(eventId);
    let counted: MedicalEventDocument | undefined;
    if (await this.insertMark(eventId, memberId, mark)) {
      if (mark === 'going') counted = await this.countAttendees(eventId, memberId, 1);
    } else {
      const previous: EventMark = mark === 'going' ? 'interested' : 'going';
      const changed = await this.marks.updateOne({ eventId, memberId, mark: previous }, { $set: { mark, markedAt: new Date() } });
      if (changed.modifiedCount === 1) counted = await this.countAttendees(eventId, memberId, mark === 'going' ? 1 : -1);
    }
    return this.answer(eventId, memberId, counted);
  }

  async unmark(eventId: number, memberId: number): Promise<MedicalEvent> {
    await this.reader.ensureListed(eventId);
    const removed = await this.marks.findOneAndDelete({ eventId, memberId }).lean();
    const counted = removed?.mark === 'going' ? await this.countAttendees(eventId, memberId, -1) : undefined;
    return this.answer(eventId, memberId, counted);
  }

  /** The event as this change left it when it moved the count, else as listed. */
  private answer(eventId: number, memberId: number, counted: MedicalEventDocument | undefined): Promise<MedicalEvent> {
    return counted ? this.reader.viewOf(counted, memberId) : this.reader.one(eventId, memberId);
  }

  /** True when this call created the member's mark; false when one existed. */
  private insertMark(eventId: number, memberId: number, mark: EventMark): Promise<boolean> {
    return insertOnce(() => this.marks.create({ eventId, memberId, mark, markedAt: new Date() }));
  }

  /** Moves the count and the event's revision in one write with the fact, and lists the event as that write left it. */
  private async countAttendees(eventId: number, memberId: number, by: 1 | -1): Promise<MedicalEventDocument | undefined> {
    const fact = newEvent(EventAttendanceChangedV1, 'events-news-cme', eventId, { eventId, memberId, going: by === 1, changedAt: new Date().toISOString() });
    const counted = await this.medicalEvents
      .findOneAndUpdate({ _id: eventId }, withEvents<MedicalEventDocument>({ $inc: { attendees: by, revision: 1 } }, [fact]), { new: true })
      .lean<MedicalEventDocument>();
    if (!counted) return undefined;
    this.relay.nudge(this.medicalEvents, eventId);
    await this.listing.written(counted);
    return counted;
  }
}
