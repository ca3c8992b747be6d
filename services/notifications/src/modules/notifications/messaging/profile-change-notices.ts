import { MemberCardModel, MemberCards, type MemberCard, type MemberCardFollower } from '@docnet/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ListConnectionsHandler } from '../../audience/queries/list-connections/list-connections.handler';
import { NotifyMemberHandler } from '../commands/notify-member/notify-member.handler';
import { changedVisibly } from '../domain/card-change';
import { NotificationLinks, NotificationTexts } from '../domain/notification-texts';

/**
 * Tells a member's accepted connections about a visible change of an existing card, coalesced per member while
 * unread. A follower of the platform's member cards: told before the card is stored, so the stored card is the
 * previous one, and a crash in between redelivers the event and repeats the (idempotent) fan-out.
 */
@Injectable()
export class ProfileChangeNotices implements MemberCardFollower, OnModuleInit {
  constructor(
    @Inject(MemberCardModel) private readonly cardModel: MemberCardModel,
    private readonly cards: MemberCards,
    private readonly connections: ListConnectionsHandler,
    private readonly notify: NotifyMemberHandler,
  ) {}

  onModuleInit(): void {
    this.cards.follow(this);
  }

  async cardArrived(card: MemberCard, revision: number): Promise<void> {
    const stored = await this.cardModel.findById(card.id, { revision: 1 }).lean();
    if (!stored || stored.revision >= revision) return;
    const previous = (await this.cards.find([card.id])).get(card.id);
    if (!changedVisibly(previous, card)) return;
    for (const recipientId of await this.connections.execute(card.id)) {
      await this.notify.execute({
        recipientId,
        type: 'profileUpdates',
        actorId: card.id,
        // One notice per change of the card: its revision names the change as the event's id did.
        sourceEventId: `profile.updated:${card.id}:${revision}`,
        link: NotificationLinks.profile(card.id),
        text: () => NotificationTexts.profileUpdated(card.name),
        coalesceKey: `profile:${card.id}`,
      });
    }
  }
}
