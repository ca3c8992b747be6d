import { isDuplicateKey } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { Schema, type Model } from 'mongoose';

/** What a member can save ('Saved' tabs of the news and CME screens). */
export type SavedKind = 'news' | 'cme';

/** One record per member, kind and item: saving twice is one save. */
export interface SavedItemRecord {
  kind: SavedKind;
  itemId: number;
  memberId: number;
  savedAt: Date;
}

export const savedItemSchema = new Schema<SavedItemRecord>(
  { kind: { type: String, required: true }, itemId: { type: Number, required: true }, memberId: { type: Number, required: true }, savedAt: Date },
  { versionKey: false },
);
savedItemSchema.index({ kind: 1, itemId: 1, memberId: 1 }, { unique: true });
savedItemSchema.index({ kind: 1, memberId: 1, savedAt: -1 });

export const SavedItemModel = Symbol('SavedItemModel');
export type SavedItemModel = Model<SavedItemRecord>;

/** Members' saves of news articles and CME opportunities, idempotent by the unique index. */
@Injectable()
export class SavedItems {
  constructor(@Inject(SavedItemModel) private readonly saves: SavedItemModel) {}

  async save(kind: SavedKind, itemId: number, memberId: number): Promise<void> {
    try {
      await this.saves.create({ kind, itemId, memberId, savedAt: new Date() });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  async unsave(kind: SavedKind, itemId: number, memberId: number): Promise<void> {
    await this.saves.deleteOne({ kind, itemId, memberId });
  }

  /** Of `itemIds`, those the member saved. */
  async savedAmong(kind: SavedKind, memberId: number, itemIds: readonly number[]): Promise<Set<number>> {
    if (itemIds.length === 0) return new Set();
    const saves = await this.saves.find({ kind, memberId, itemId: { $in: [...itemIds] } }, { itemId: 1 }).lean();
    return new Set(saves.map((saved) => saved.itemId));
  }

  /** Every item of this kind the member saved. */
  async savedBy(kind: SavedKind, memberId: number): Promise<number[]> {
    const saves = await this.saves.find({ kind, memberId }, { itemId: 1 }).lean();
    return saves.map((saved) => saved.itemId);
  }
}
