import type { EventMark, MedicalEvent, PosterCard } from '@docnet/contracts';
import { UNKNOWN_MEMBER_NAME } from '../../listings/posters';
import type { StoredMedicalEvent } from './medical-event';

/** A medical event as the member sees it: the organizer's current card and the member's own mark. */
export function toMedicalEvent(document: StoredMedicalEvent, organizer: PosterCard | undefined, myMark: EventMark | null): MedicalEvent {
  return {
    id: document._id,
    title: document.title,
    description: document.description,
    date: document.date,
    time: document.time,
    location: document.location,
    type: document.type,
    organizerId: document.organizerId,
    organizer: organizer ?? {
      id: document.organizerId,
      name: document.organizerName ?? UNKNOWN_MEMBER_NAME,
      specialty: null,
      affiliation: null,
      profilePicture: null,
    },
    attendees: Math.max(0, document.attendees),
    createdAt: document.createdAt.toISOString(),
    myMark,
  };
}
