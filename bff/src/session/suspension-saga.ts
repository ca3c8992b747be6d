import { IdentityRoutes } from '@docnet/contracts';
import { LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { IdentityClient } from '../clients/service-clients.module';
import { SessionRegistry } from './session-registry';
import { SuspendedMembers } from './suspended-members';

export interface Suspension {
  memberId: number;
  moderatorId: number;
  reason: string;
}

/**
 * A moderator's suspension as one saga: the account is suspended (identity), the decision logged (the caller's step,
 * which gives the member the reason and the appeal), then the member's sessions end. When the decision cannot be
 * logged the suspension is lifted again (its compensation), so no member is suspended without a decision to appeal;
 * when that compensation fails too, the member stays suspended and signed out (the safe side) and the failure is
 * logged for an operator. From the suspension on, every BFF instance refuses the member's sessions on every
 * request (`SuspendedMembers`), so a failure to end them leaves none usable.
 */
@Injectable()
export class SuspensionSaga {
  constructor(
    private readonly identity: IdentityClient,
    private readonly sessions: SessionRegistry,
    private readonly suspended: SuspendedMembers,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async suspend<T>({ memberId, moderatorId, reason }: Suspension, logDecision: () => Promise<T>): Promise<T> {
    await this.identity.put(IdentityRoutes.suspension(memberId), { body: { reason, moderatorId }, actingUserId: moderatorId });
    this.suspended.add(memberId);
    let decision: T;
    try {
      decision = await logDecision();
    } catch (error) {
      await this.compensate(memberId, moderatorId, error);
      throw error;
    }
    try {
      const ended = await this.sessions.endAll(memberId);
      this.logger.info({ userId: memberId, moderatorId, sessionsEnded: ended }, 'member suspended: sessions ended');
    } catch (error) {
      // Refused on every request anyway; the sessions expire on their own.
      this.logger.error({ userId: memberId, moderatorId, error: String(error) }, 'member suspended: sessions not ended');
    }
    return decision;
  }

  /** A moderator upheld the member's appeal of their suspension: identity lifts it, and this instance lets them in at once. */
  async lift(memberId: number, moderatorId: number): Promise<void> {
    await this.identity.delete(IdentityRoutes.suspension(memberId), { actingUserId: moderatorId });
    this.suspended.delete(memberId);
  }

  private async compensate(memberId: number, moderatorId: number, cause: unknown): Promise<void> {
    try {
      await this.lift(memberId, moderatorId);
      this.logger.warn({ userId: memberId, moderatorId, error: String(cause) }, 'suspension lifted: its decision was not logged');
    } catch (error) {
      await this.sessions.endAll(memberId).catch(() => 0);
      this.logger.error(
        { userId: memberId, moderatorId, error: String(error), cause: String(cause) },
        'suspended without a logged decision: lifting it failed; an operator must lift it or log the decision',
      );
    }
  }
}
