import type { PhiConfirmation, PhiFieldFinding } from '@docnet/contracts';
import { Inject, Injectable, Module } from '@nestjs/common';
import { Schema, type Model } from 'mongoose';
import { correlationId } from '../logging/correlation';
import { modelProvider } from '../mongo/model-registry';
import type { ServiceEnv } from '../config/load-config';
import { SERVICE_CONFIG, SERVICE_NAME } from '../tokens';
import { PhiConfirmationTokens } from './confirmation-token';
import { checkPhi, type ConfirmedPhi, type PhiTextFields } from './phi-check';

/** What a confirmed write stored: the kinds the reporting and moderation name, and the chat's turns. */
export type PhiTargetType = 'content' | 'comment' | 'message' | 'chat-turn' | 'event' | 'news' | 'cme' | 'cme-credit' | 'report' | 'appeal' | 'decision' | 'profile' | 'support-message';

/** The write an author confirmed: who, through which internal route (method and pattern), and what it stores. */
export interface PhiWrite {
  memberId: number;
  /** The internal route, method first: 'PUT /internal/contents/:id'. */
  route: string;
  targetType: PhiTargetType;
  /** The stored record's id, as text (the chat's turns have ObjectIds). */
  targetId: number | string;
}

/**
 * One audit record of the PHI guard: the author confirmed that these findings of a write are not patient
 * information. The excerpts are never kept (they may be PHI): only where each finding was and its kind.
 */
export interface PhiConfirmationDocument {
  memberId: number;
  at: Date;
  route: string;
  targetType: PhiTargetType;
  targetId: string;
  findings: Array<Omit<PhiFieldFinding, 'excerpt'>>;
  reason: string;
  correlationId: string;
}

/** The collection of the audit records in each service's own database. */
export const PHI_CONFIRMATIONS_COLLECTION = 'phi_confirmations';

export const phiConfirmationSchema = new Schema<PhiConfirmationDocument>(
  {
    memberId: Number,
    at: Date,
    route: String,
    targetType: String,
    targetId: String,
    findings: [new Schema({ field: String, kind: String, start: Number, end: Number }, { _id: false })],
    reason: String,
    correlationId: String,
  },
  { versionKey: false },
);
phiConfirmationSchema.index({ targetType: 1, targetId: 1 });
phiConfirmationSchema.index({ memberId: 1, at: -1 });

export const PhiConfirmationModel = Symbol('PhiConfirmationModel');
export type PhiConfirmationModel = Model<PhiConfirmationDocument>;

/**
 * The PHI guard of a service's writes: `check` reads a write and refuses it or answers what its author confirmed
 * (tokens bound to this service's refusals), and `record` keeps the audit record of a confirmed write, in the
 * service that stores the write. The command records just before the write it confirms (after its own checks: a
 * 403 or 404 confirms nothing), so a crash between the two leaves a confirmation without its write, never a stored
 * text whose confirmation is missing.
 */
@Injectable()
export class PhiConfirmations {
  private readonly tokens: PhiConfirmationTokens;

  constructor(
    @Inject(PhiConfirmationModel) private readonly records: PhiConfirmationModel,
    @Inject(SERVICE_CONFIG) config: ServiceEnv,
    @Inject(SERVICE_NAME) service: string,
  ) {
    this.tokens = new PhiConfirmationTokens(config.SERVICE_TOKEN, service);
  }

  /** `checkPhi` for the member's write: 422 unless nothing was found or the confirmation answers a refusal of it. */
  check(memberId: number, fields: PhiTextFields, confirmation: PhiConfirmation | undefined): ConfirmedPhi | null {
    return checkPhi(memberId, fields, confirmation, this.tokens);
  }

  /** Records what `checkPhi` answered for the write; nothing when it found nothing. */
  async record(write: PhiWrite, confirmed: ConfirmedPhi | null): Promise<void> {
    if (!confirmed) return;
    const record: PhiConfirmationDocument = {
      memberId: write.memberId,
      at: new Date(),
      route: write.route,
      targetType: write.targetType,
      targetId: String(write.targetId),
      findings: confirmed.findings.map(({ field, kind, start, end }) => ({ field, kind, start, end })),
      reason: confirmed.reason,
      correlationId: correlationId(),
    };
    await this.records.create(record);
  }
}

/** The PHI guard's audit records (`phi_confirmations`) for a module whose commands store member text. */
@Module({
  providers: [modelProvider(PhiConfirmationModel, 'PhiConfirmation', phiConfirmationSchema, PHI_CONFIRMATIONS_COLLECTION), PhiConfirmations],
  exports: [PhiConfirmations],
})
export class PhiGuardModule {}
