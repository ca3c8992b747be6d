import { MemberCards, type MemberCardListener } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { RecommendationsCache } from '../../domain/recommendations-cache.port';
import { SocialTieModel, type SocialTieDocument } from '../../persistence/social-tie.schema';

/**
 * Drops the cached recommendations an event can change, after the event's effect is stored, so the next answer
 * is computed from it; a failure throws, and the event is delivered again. Every input of an answer is covered:
 * cards and topics reach anyone's answer, a tie only its members' and their connections'.
 */
@Injectable()
export class ForgetRecommendationsHandler implements MemberCardListener {
  constructor(
    private readonly cache: RecommendationsCache,
    @Inject(SocialTieModel) private readonly ties: SocialTieModel,
    cards: MemberCards,
  ) {
    cards.listen(this);
  }

  /**
   * Any member's card can change anyone's answer: the name and place it shows, the factors it weighs, and a member
   * turning search visibility off or on, or joining, leaves or enters others' lists.
   */
  cardStored(): Promise<void> {
    return this.cache.forgetEveryone();
  }

  /** An author's topics weigh in the answer of anyone who shares one, before or after the change. */
  topicsChanged(): Promise<void> {
    return this.cache.forgetEveryone();
  }

  /**
   * A tie excludes (or no longer excludes) its two members from each other's answers, and counts as a mutual
   * connection in the answers of either member's connections.
   */
  async tieChanged(requesterId: number, receiverId: number): Promise<void> {
    const pair = [requesterId, receiverId];
    const connections = await this.ties
      .find({ status: 'accepted', $or: [{ requesterId: { $in: pair } }, { receiverId: { $in: pair } }] }, { requesterId: 1, receiverId: 1 })
      .lean<SocialTieDocument[]>();
    await this.cache.forget([...pair, ...connections.flatMap((tie) => [tie.requesterId, tie.receiverId])]);
  }
}
