import { eventFormFields, type EventMark, type MedicalEvent, type PosterCard } from '@docnet/contracts';
import { pickFields } from '@docnet/platform';
import { UNKNOWN_MEMBER_NAME } from '../../listings/posters';
import type { StoredMedicalEvent } from './medical-event';

/** A medical event as the member sees it: the organizer's current card and the member's own mark. */
export function toMedicalEvent(document: StoredMedicalEvent, organizer: PosterCard | undefined, myMark: EventMark | null): MedicalEvent {
  return {
    id: document._id,
    ...pickFields(document, eventFormFields),
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
