import { memberCardSchema, type MemberCardDocument } from '@docnet/platform';
import type { Model } from 'mongoose';

/**
 * A read-only view of the member cards (kept by the platform's MemberCardsModule in `member_cards`)
 * to scan recommendation candidates and find members by specialty, place or name. It never writes.
 */
export const memberCardViewSchema = memberCardSchema();

export const MemberCardViewModel = Symbol('MemberCardViewModel');
export type MemberCardViewModel = Model<MemberCardDocument>;
