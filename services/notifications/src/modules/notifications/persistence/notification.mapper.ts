import type { Notification, NotificationActor } from '@docnet/contracts';
import type { MemberCard } from '@docnet/platform';
import type { NotificationDocument } from './notification.schema';

export type StoredNotification = Pick<NotificationDocument, '_id' | 'type' | 'actorId' | 'text' | 'link' | 'read' | 'notifiedAt'>;

export const notificationFields = { _id: 1, type: 1, actorId: 1, text: 1, link: 1, read: 1, notifiedAt: 1 } as const;

export function toActor(card: MemberCard | undefined): NotificationActor | null {
  return card ? { id: card.id, name: card.name, profilePicture: card.profilePicture } : null;
}

/** A notification as the list shows it; the actor from the current member card. */
export function toNotification(stored: StoredNotification, cards: Map<number, MemberCard>): Notification {
  return {
    id: stored._id,
    type: stored.type,
    actor: stored.actorId === null ? null : toActor(cards.get(stored.actorId)),
    text: stored.text,
    link: stored.link,
    read: stored.read,
    createdAt: new Date(stored.notifiedAt).toISOString(),
  };
}
