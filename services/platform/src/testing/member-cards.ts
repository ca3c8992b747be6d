import { ProfileUpdatedV1 } from '@docnet/contracts';
import { MEMBER_CARDS_COLLECTION, type MemberCard } from '../projections/member-cards.module';
import { eventually } from './event-probe';
import type { ServiceUnderTest } from './service-under-test';

/** A member's public card with only the given traits filled in (the rest blank, as a new profile has it). */
export function memberCard(id: number, traits: Partial<MemberCard> = {}): MemberCard {
  return {
    id,
    name: `Dr. Member ${id}`,
    username: `member${id}`,
    specialty: null,
    hospital: null,
    affiliation: null,
    city: null,
    state: null,
    profilePicture: null,
    ...traits,
  };
}

/** Publishes a member's card as the profile service would, and waits until the service keeps that revision. */
export async function publishMemberCard(service: ServiceUnderTest, card: MemberCard, revision = 1): Promise<void> {
  await service.publish(ProfileUpdatedV1, card.id, { revision, card });
  await eventually(
    async () => (await service.database.collection(MEMBER_CARDS_COLLECTION).countDocuments({ _id: card.id as never, revision })) === 1,
    `the card of member ${card.id} at revision ${revision}`,
  );
}
