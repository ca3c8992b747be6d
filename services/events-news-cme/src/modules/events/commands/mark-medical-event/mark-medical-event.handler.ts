import type { EventMark, MedicalEvent } from '@docnet/contracts';
import { isDuplicateKey } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { ListingIndex } from '../../../listings/domain/listing-index.port';
import { LISTING_MODEL } from '../../../listings/listing-kind';
import { ListListingsHandler } from '../../../listings/queries/list-listings/list-listings.handler';
import type { MedicalEventListing } from '../../medical-event.listing';
import { MedicalEventMarkModel, type MedicalEventDocument, type MedicalEventModel } from '../../persistence/medical-event.schema';

/**
 * 'Interested' / 'Going' on an event card. Each change of a member's mark is one guarded write on the
 * mark (insert under the unique (event, member) index, or an update conditioned on the previous mark),
 * and only the write that changed going-ness moves `attendees`, so the count stays exact under
 * repeated and concurrent requests; the event's revision moves with it, so the listings index keeps the latest
 * count whatever order two changes are listed in. (A crash between the two writes would lose that one step of the
 * count rather than count twice.)
 */
@Injectable()
export class MarkMedicalEventHandler {
  constructor(
    @Inject(LISTING_MODEL) private readonly medicalEvents: MedicalEventModel,
    @Inject(MedicalEventMarkModel) private readonly marks: MedicalEventMarkModel,
    private readonly reader: ListListingsHandler<MedicalEventListing>,
    private readonly index: ListingIndex<MedicalEventDocument>,
  ) {}

  async mark(eventId: number, memberId: number, mark: EventMark): Promise<MedicalEvent> {
    await this.reader.ensureListed(eventId);
    if (await this.insertMark(eventId, memberId, mark)) {
      if (mark === 'going') await this.countAttendees(eventId, 1);
    } else {
      const previous: EventMark = mark === 'going' ? 'interested' : 'going';
      const changed = await this.marks.updateOne({ eventId, memberId, mark: previous }, { $set: { mark, markedAt: new Date() } });
      if (changed.modifiedCount === 1) await this.countAttendees(eventId, mark === 'going' ? 1 : -1);
    }
    return this.reader.one(eventId, memberId);
  }

  async unmark(eventId: number, memberId: number): Promise<MedicalEvent> {
    await this.reader.ensureListed(eventId);
    const removed = await this.marks.findOneAndDelete({ eventId, memberId }).lean();
    if (removed?.mark === 'going') await this.countAttendees(eventId, -1);
    return this.reader.one(eventId, memberId);
  }

  /** True when this call created the member's mark; false when one existed. */
  private async insertMark(eventId: number, memberId: number, mark: EventMark): Promise<boolean> {
    try {
      await this.marks.create({ eventId, memberId, mark, markedAt: new Date() });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Moves the count and the event's revision in one write, and lists the event as that write left it. */
  private async countAttendees(eventId: number, by: 1 | -1): Promise<void> {
    const counted = await this.medicalEvents
      .findOneAndUpdate({ _id: eventId }, { $inc: { attendees: by, revision: 1 } }, { new: true })
      .lean<MedicalEventDocument>();
    if (counted) await this.index.save([counted]);
  }
}
