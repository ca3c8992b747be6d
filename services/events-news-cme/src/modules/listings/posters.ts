import type { PosterCard } from '@docnet/contracts';
import { MemberCards } from '@docnet/platform';
import { Injectable } from '@nestjs/common';

/** The name shown for a member whose card has not reached this service yet. */
export const UNKNOWN_MEMBER_NAME = 'DocNet member';

/**
 * The current public cards of the members who posted items, read from the local projection of
 * profile.updated, so a rename shows on earlier posts at once without calling the profile service.
 */
@Injectable()
export class Posters {
  constructor(private readonly cards: MemberCards) {}

  async cardsOf(memberIds: readonly (number | null)[]): Promise<Map<number, PosterCard>> {
    const ids = [...new Set(memberIds.filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const cards = await this.cards.find(ids);
    return new Map(
      ids.map((id) => {
        const card = cards.get(id);
        return [
          id,
          {
            id,
            name: card?.name ?? UNKNOWN_MEMBER_NAME,
            specialty: card?.specialty ?? null,
            affiliation: card?.affiliation ?? null,
            profilePicture: card?.profilePicture ?? null,
          },
        ];
      }),
    );
  }
}
