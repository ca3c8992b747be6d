import type { EventMark } from '@docnet/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { MemberMarks } from '../../listings/listing-kind';
import { MedicalEventMarkModel } from './medical-event.schema';

/** Members' Interested / Going marks as the listings kernel reads them: each card's `myMark` and the 'Attending' tab. */
@Injectable()
export class MedicalEventMarks extends MemberMarks<EventMark | null> {
  constructor(@Inject(MedicalEventMarkModel) private readonly marks: MedicalEventMarkModel) {
    super();
  }

  async of(memberId: number, eventIds: readonly number[]): Promise<(eventId: number) => EventMark | null> {
    const marks = eventIds.length ? await this.marks.find({ memberId, eventId: { $in: [...eventIds] } }, { eventId: 1, mark: 1 }).lean() : [];
    const markOf = new Map<number, EventMark>(marks.map((mark) => [mark.eventId, mark.mark]));
    return (eventId) => markOf.get(eventId) ?? null;
  }

  /** The events the member is going to. */
  async listedBy(memberId: number): Promise<number[]> {
    const going = await this.marks.find({ memberId, mark: 'going' }, { eventId: 1 }).lean();
    return going.map((mark) => mark.eventId);
  }
}
