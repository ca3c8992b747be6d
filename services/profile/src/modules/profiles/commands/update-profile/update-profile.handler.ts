import { ProfileUpdatedV1, type PhiConfirmation, type User } from '@docnet/contracts';
import { newEvent, OutboxRelay, PhiConfirmations, withEvents, type PhiTextFields } from '@docnet/platform';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ProfileChanges } from '../../domain/stored-profile';
import { toUser } from '../../domain/member-view';
import { CARD_FORMAT, toMemberCard } from '../../persistence/profile.mapper';
import { ProfileModel, type ProfileDocument } from '../../persistence/profile.schema';
import { IndexProfileHandler } from '../index-profile/index-profile.handler';

export const OWNER_ONLY_MESSAGE = 'You can only edit your own profile';

const ATTEMPTS = 5;

/** The member text of a change that other members will read, and the author's confirmation of the PHI guard's findings. */
export interface GuardedText {
  fields: PhiTextFields;
  confirmation: PhiConfirmation | undefined;
  /** The internal route, method first, for the audit record. */
  route: string;
}

/**
 * Every change of a profile goes through here: owner only, revision +1 and profile.updated (the full
 * public card) recorded in the same single-document write (outbox); then the member's doctor search
 * entry (ADR 3). Text others read is checked by the PHI guard once the owner is known (422 unless confirmed;
 * a confirmation recorded just before the write).
 * The write is guarded by the revision read (optimistic concurrency), so two concurrent saves never
 * publish cards out of order; a lost race reads again and reapplies its changes.
 */
@Injectable()
export class UpdateProfileHandler {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    private readonly relay: OutboxRelay,
    private readonly indexProfile: IndexProfileHandler,
    private readonly phi: PhiConfirmations,
  ) {}

  async execute(
    profileId: number,
    actingUserId: number,
    changesOf: (current: ProfileDocument) => ProfileChanges,
    text?: GuardedText,
  ): Promise<User> {
    if (actingUserId !== profileId) throw new ForbiddenException(OWNER_ONLY_MESSAGE);
    if (text) {
      const confirmed = this.phi.check(actingUserId, text.fields, text.confirmation);
      await this.phi.record({ memberId: actingUserId, route: text.route, targetType: 'profile', targetId: profileId }, confirmed);
    }
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const current = await this.profiles.findById(profileId, { pendingEvents: 0 }).lean<ProfileDocument>();
      if (!current) throw new NotFoundException('Profile not found');
      const changes = withoutUndefined(changesOf(current));
      // Nothing to change (e.g. a PATCH with only read-only fields): no write, no new card.
      if (Object.keys(changes).length === 0) return toUser(current);
      const next = { ...current, ...changes };
      const revision = current.revision + 1;
      const written = { ...changes, revision, cardFormat: CARD_FORMAT, updatedAt: new Date() };
      const event = newEvent(ProfileUpdatedV1, 'profile', profileId, { revision, card: toMemberCard(next) });
      const result = await this.profiles.updateOne({ _id: profileId, revision: current.revision }, withEvents<ProfileDocument>({ $set: written }, [event]));
      if (result.matchedCount === 1) {
        this.relay.nudge(this.profiles, profileId);
        await this.indexProfile.afterWrite(profileId);
        return toUser({ ...next, ...written });
      }
    }
    throw new ConflictException('The profile changed meanwhile. Please try again.');
  }
}

function withoutUndefined(changes: ProfileChanges): ProfileChanges {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}
