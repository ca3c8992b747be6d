import { insertOnce } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { Schema, type Model } from 'mongoose';
import { LISTING_KIND, MemberMarks, type ListingKind, type ListingKindName, type ListingTypes } from './listing-kind';

/** One record per member, kind (news or cme) and item: saving twice is one save. */
export interface SavedItemRecord {
  kind: ListingKindName;
  itemId: number;
  memberId: number;
  savedAt: Date;
}

export const savedItemSchema = new Schema<SavedItemRecord>(
  { kind: { type: String, required: true }, itemId: { type: Number, required: true }, memberId: { type: Number, required: true }, savedAt: Date },
  { versionKey: false },
);
// Led by the member, as every read is a member's: the unique rule fits the shard key { memberId, kind, itemId }
// (docs/adr/0007-mongodb-ready-to-shard.md).
savedItemSchema.index({ memberId: 1, kind: 1, itemId: 1 }, { unique: true });
savedItemSchema.index({ memberId: 1, kind: 1, savedAt: -1 });

export const SavedItemModel = Symbol('SavedItemModel');
export type SavedItemModel = Model<SavedItemRecord>;

/** Members' saves of the module's kind (news articles or CME opportunities), idempotent by the unique index. */
@Injectable()
export class SavedItems extends MemberMarks<boolean> {
  private readonly kind: ListingKindName;

  constructor(@Inject(LISTING_KIND) kind: ListingKind<ListingTypes>, @Inject(SavedItemModel) private readonly saves: SavedItemModel) {
    super();
    this.kind = kind.name;
  }

  async save(itemId: number, memberId: number): Promise<void> {
    await insertOnce(() => this.saves.create({ kind: this.kind, itemId, memberId, savedAt: new Date() }));
  }

  async unsave(itemId: number, memberId: number): Promise<void> {
    await this.saves.deleteOne({ kind: this.kind, itemId, memberId });
  }

  /** Whether the member saved each of `itemIds`. */
  async of(memberId: number, itemIds: readonly number[]): Promise<(itemId: number) => boolean> {
    if (itemIds.length === 0) return () => false;
    const saves = await this.saves.find({ kind: this.kind, memberId, itemId: { $in: [...itemIds] } }, { itemId: 1 }).lean();
    const saved = new Set(saves.map((save) => save.itemId));
    return (itemId) => saved.has(itemId);
  }

  /** Every item of this kind the member saved. */
  async listedBy(memberId: number): Promise<number[]> {
    const saves = await this.saves.find({ kind: this.kind, memberId }, { itemId: 1 }).lean();
    return saves.map((save) => save.itemId);
  }
}
