import { ProfileUpdatedV1, type EventOf } from '@docnet/contracts';
import { MemberCardModel, MemberCards } from '@docnet/platform';
import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { MemberConnections } from '../../audience/persistence/member-connections';
import { NotifyMemberHandler } from '../commands/notify-member/notify-member.handler';
import { changedVisibly } from '../domain/card-change';
import { NotificationLinks, NotificationTexts } from '../domain/notification-texts';

/**
 * Keeps member cards (newest revision wins, as MemberCardsModule does) and tells a member's accepted
 * connections about a visible change of an existing card, coalesced per member while unread. The fan-out
 * runs before the card is stored, so a crash in between redelivers the event and repeats the (idempotent) fan-out.
 */
@Controller()
export class ProfileUpdatedConsumer {
  constructor(
    @Inject(MemberCardModel) private readonly cardModel: MemberCardModel,
    private readonly cards: MemberCards,
    private readonly connections: MemberConnections,
    private readonly notify: NotifyMemberHandler,
  ) {}

  @EventPattern(ProfileUpdatedV1.type)
  async updated(@Payload() event: EventOf<typeof ProfileUpdatedV1>): Promise<void> {
    const { revision, card } = event.data;
    const stored = await this.cardModel.findById(card.id, { revision: 1 }).lean();
    if (stored && stored.revision >= revision) return;
    const previous = stored ? (await this.cards.find([card.id])).get(card.id) : undefined;
    if (changedVisibly(previous, card)) {
      for (const recipientId of await this.connections.of(card.id)) {
        await this.notify.execute({
          recipientId,
          type: 'profileUpdates',
          actorId: card.id,
          sourceEventId: event.id,
          link: NotificationLinks.profile(card.id),
          text: () => NotificationTexts.profileUpdated(card.name),
          coalesceKey: `profile:${card.id}`,
        });
      }
    }
    await this.cards.apply(event.data);
  }
}
