import { memberCardSchema, type MemberCardDocument } from '@docnet/platform';
import type { Model } from 'mongoose';

/**
 * A read-only view of the member cards (kept by the platform's MemberCardsModule in `member_cards`)
 * to find suggestion candidates by what they share with a member. It never writes.
 */
export const candidateCardSchema = memberCardSchema();
candidateCardSchema.index({ specialty: 1 });
candidateCardSchema.index({ state: 1, city: 1 });
candidateCardSchema.index({ affiliation: 1 });

export const CandidateCardModel = Symbol('CandidateCardModel');
export type CandidateCardModel = Model<MemberCardDocument>;
