import { ProfileUpdatedV1, type DataOf, type EventOf } from '@docnet/contracts';
import { Controller, Inject, Injectable, Module } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Schema, type Model } from 'mongoose';
import { modelProvider } from '../mongo/model-registry';

export type MemberCard = DataOf<typeof ProfileUpdatedV1>['card'];

export interface MemberCardDocument extends Omit<MemberCard, 'id'> {
  _id: number;
  revision: number;
}

/** The collection MemberCardsModule keeps; a service may read it through a model of its own. */
export const MEMBER_CARDS_COLLECTION = 'member_cards';

/**
 * The schema of the member cards. A new instance per call: a service's read-only model of the cards adds
 * the indexes its own queries need without changing the projection's model.
 */
export function memberCardSchema(): Schema<MemberCardDocument> {
  return new Schema<MemberCardDocument>(
    {
      _id: Number,
      revision: Number,
      name: String,
      username: String,
      specialty: String,
      hospital: String,
      affiliation: String,
      city: String,
      state: String,
      profilePicture: String,
      bio: String,
      languagesSpoken: [String],
    },
    { versionKey: false },
  );
}

export const MemberCardModel = Symbol('MemberCardModel');
export type MemberCardModel = Model<MemberCardDocument>;

/**
 * A service's local copy of members' public cards, kept from profile.updated so the service never
 * calls the profile service. Revision-guarded: an older or repeated card changes nothing.
 */
@Injectable()
export class MemberCards {
  constructor(@Inject(MemberCardModel) private readonly cards: MemberCardModel) {}

  async apply({ revision, card }: DataOf<typeof ProfileUpdatedV1>): Promise<void> {
    const { id, ...fields } = card;
    try {
      await this.cards.updateOne({ _id: id, revision: { $lt: revision } }, { $set: { ...fields, revision } }, { upsert: true });
    } catch (error) {
      // The upsert's insert collides with a card at the same or a newer revision: nothing to do.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }

  async find(ids: readonly number[]): Promise<Map<number, MemberCard>> {
    const documents = await this.cards.find({ _id: { $in: [...ids] } }).lean();
    return new Map(documents.map(({ _id, revision: _revision, ...card }) => [_id, { ...card, id: _id }]));
  }
}

@Controller()
class ProfileUpdatedConsumer {
  constructor(private readonly cards: MemberCards) {}

  @EventPattern(ProfileUpdatedV1.type)
  handle(@Payload() event: EventOf<typeof ProfileUpdatedV1>): Promise<void> {
    return this.cards.apply(event.data);
  }
}

@Module({
  controllers: [ProfileUpdatedConsumer],
  providers: [modelProvider(MemberCardModel, 'MemberCard', memberCardSchema(), MEMBER_CARDS_COLLECTION), MemberCards],
  exports: [MemberCards],
})
export class MemberCardsModule {}
