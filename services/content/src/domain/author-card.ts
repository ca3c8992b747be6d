import type { AuthorCard } from '@docnet/contracts';
import type { MemberCard } from '@docnet/platform';

/** The author card from the member card kept from profile events; affiliation falls back to the hospital. */
export function toAuthorCard(card: MemberCard | undefined): AuthorCard | null {
  if (!card) return null;
  return {
    id: card.id,
    name: card.name,
    specialty: card.specialty,
    affiliation: card.affiliation ?? card.hospital,
    profilePicture: card.profilePicture,
    npiVerified: card.npiVerified ?? false,
  };
}
