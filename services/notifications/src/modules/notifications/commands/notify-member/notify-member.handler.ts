import { NotificationCreatedV1, type NotificationActor, type NotificationKind } from '@docnet/contracts';
import { insertOnce, MemberCards, newEvent, OutboxRelay, SequenceGenerator, withEvents, withNewEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { Recipients, type Recipient } from '../../../audience/persistence/recipients';
import { EmailWaiting } from '../../domain/email-waiting.port';
import { keptBySettings } from '../../domain/notification-kinds';
import { NotificationTexts } from '../../domain/notification-texts';
import { UnreadCounts } from '../../domain/unread-counts.port';
import { NotificationModel, type EmailState, type NotificationDocument } from '../../persistence/notification.schema';
import { ListNotificationsHandler } from '../../queries/list-notifications/list-notifications.handler';

/** Something that may deserve a notification, as the consumers and the announcement route describe it. */
export interface NotificationIntent {
  recipientId: number;
  type: NotificationKind;
  /** Who caused it; null for system announcements. */
  actorId: number | null;
  /** The event (or announcement) that caused it; with the recipient it is the notification's unique key. */
  sourceEventId: string;
  link: string | null;
  /** The text, given the actor's name and how many events a (coalesced) notification stands for. */
  text: (actorName: string, count: number) => string;
  /** Coalesce into the recipient's unread notification with this key instead of adding one (e.g. `dm:<sender>`). */
  coalesceKey?: string;
  /** What it is about when that can be taken back (`connection:<id>`); see RetractNotificationsHandler. */
  subject?: string;
}

/** Immediate email, the member's digest, or none (email off or no known address). */
function emailStateFor({ email, settings }: Recipient): EmailState {
  if (!email || !settings.emailEnabled) return 'none';
  return settings.digestMode ? 'digest' : 'pending';
}

/**
 * Creates a notification when the recipient's settings want it and it is not about their own action.
 * Idempotent: the unique key `<source>:<recipient>` makes a redelivered event a no-op, and a coalesced
 * update remembers the event it applied. NotificationCreatedV1 (with the unread count after it) is recorded
 * in the same single-document write (outbox), and so is the email intent (`emailState`).
 */
@Injectable()
export class NotifyMemberHandler {
  constructor(
    @Inject(NotificationModel) private readonly notifications: NotificationModel,
    private readonly recipients: Recipients,
    private readonly cards: MemberCards,
    private readonly sequences: SequenceGenerator,
    private readonly relay: OutboxRelay,
    private readonly emails: EmailWaiting,
    private readonly counts: UnreadCounts,
    private readonly lists: ListNotificationsHandler,
  ) {}

  /** Answers whether the member was notified (a new or a coalesced notification). */
  async execute(intent: NotificationIntent): Promise<boolean> {
    if (intent.actorId === intent.recipientId) return false;
    const recipient = await this.recipients.get(intent.recipientId);
    if (!keptBySettings(recipient.settings, intent.type)) return false;
    const card = intent.actorId === null ? undefined : (await this.cards.find([intent.actorId])).get(intent.actorId);
    const actor: NotificationActor | null = card ? { id: card.id, name: card.name, profilePicture: card.profilePicture } : null;
    const name = card?.name ?? NotificationTexts.someone;
    if (intent.coalesceKey && (await this.coalesce(intent, intent.coalesceKey, actor, name))) return true;
    return this.create(intent, recipient, actor, name);
  }

  private async create(intent: NotificationIntent, recipient: Recipient, actor: NotificationActor | null, name: string): Promise<boolean> {
    // A redelivered event meets the unique key at the insert.
    const key = `${intent.sourceEventId}:${intent.recipientId}`;
    const id = await this.sequences.nextFromBlock('notifications');
    const notifiedAt = new Date();
    const text = intent.text(name, 1);
    const emailState = emailStateFor(recipient);
    const event = await this.createdEvent(intent, id, actor, text, notifiedAt, 1);
    const document: NotificationDocument = {
      _id: id,
      userId: intent.recipientId,
      type: intent.type,
      actorId: intent.actorId,
      text,
      link: intent.link,
      read: false,
      notifiedAt,
      key,
      coalesceKey: intent.coalesceKey ?? '',
      ...(intent.subject ? { subject: intent.subject } : {}),
      count: 1,
      lastSourceEventId: intent.sourceEventId,
      emailState,
      emailAttempts: 0,
      ...withNewEvents([event]),
    };
    if (!(await insertOnce(() => this.notifications.create(document)))) return false;
    this.relay.nudgeInserted(this.notifications, document);
    if (emailState === 'pending') this.emails.emailWaiting();
    await this.counts.added(intent.recipientId);
    return true;
  }

  /** Folds the event into the member's unread notification with the same coalescing key; false when there is none. */
  private async coalesce(intent: NotificationIntent, coalesceKey: string, actor: NotificationActor | null, name: string): Promise<boolean> {
    const userId = intent.recipientId;
    const open = await this.notifications.findOne({ userId, read: false, coalesceKey }, { count: 1, lastSourceEventId: 1 }).lean();
    if (!open) return false;
    if (open.lastSourceEventId === intent.sourceEventId) return true;
    const count = open.count + 1;
    const text = intent.text(name, count);
    const notifiedAt = new Date();
    const event = await this.createdEvent(intent, open._id, actor, text, notifiedAt, 0);
    const result = await this.notifications.updateOne(
      // Conditional on what was read: a concurrent read or coalesce makes this a new notification instead.
      { _id: open._id, read: false, lastSourceEventId: open.lastSourceEventId },
      withEvents<NotificationDocument>({ $set: { text, notifiedAt, count, actorId: intent.actorId, lastSourceEventId: intent.sourceEventId } }, [event]),
    );
    if (result.matchedCount !== 1) return false;
    this.relay.nudge(this.notifications, open._id);
    return true;
  }

  /**
   * `added` is 1 for a new unread notification, 0 for a coalesced one (already counted as unread). The count
   * before it is the kept one (ADR 3), not a count of the member's unread notifications per notification.
   */
  private async createdEvent(intent: NotificationIntent, id: number, actor: NotificationActor | null, text: string, notifiedAt: Date, added: number) {
    const unreadCount = (await this.lists.unreadCount(intent.recipientId)).count + added;
    return newEvent(NotificationCreatedV1, 'notifications', intent.recipientId, {
      userId: intent.recipientId,
      unreadCount,
      notification: { id, type: intent.type, actor, text, link: intent.link, read: false, createdAt: notifiedAt.toISOString() },
    });
  }
}
