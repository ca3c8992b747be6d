import { contentTypes, type ContentType } from '@docnet/contracts';
import { insertOnce } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { Schema, type Model } from 'mongoose';
import { ContentModel } from './content.schema';

/** How many contents are live (not deleted), in all and per type: the feed's `total`. */
export type ContentTally = Record<'all' | ContentType, number>;

interface TalliesDocument extends ContentTally {
  _id: 'live';
  /** Increases with every change, so a recount never overwrites a change made while it counted. */
  version: number;
}

export const contentTalliesSchema = new Schema<TalliesDocument>(
  {
    _id: String,
    version: { type: Number, default: 0 },
    all: { type: Number, default: 0 },
    ...Object.fromEntries(contentTypes.map((type) => [type, { type: Number, default: 0 }])),
  },
  { versionKey: false },
);

export const ContentTalliesModel = Symbol('ContentTalliesModel');
export type ContentTalliesModel = Model<TalliesDocument>;

const TALLY_ID = 'live';

/**
 * Counting live contents is a scan of the whole collection (on FerretDB, a decode of every document),
 * too slow for every feed request, so the totals are kept with `$inc` by the commands that publish,
 * retype and delete. A crash between a command's write and its `$inc` leaves a total off by one
 * until the next recount (`ContentTalliesReconciler`).
 */
@Injectable()
export class ContentTallies {
  constructor(
    @Inject(ContentTalliesModel) private readonly tallies: ContentTalliesModel,
    @Inject(ContentModel) private readonly contents: ContentModel,
  ) {}

  published(type: ContentType): Promise<void> {
    return this.change({ all: 1, [type]: 1 });
  }

  deleted(type: ContentType): Promise<void> {
    return this.change({ all: -1, [type]: -1 });
  }

  retyped(from: ContentType, to: ContentType): Promise<void> {
    return from === to ? Promise.resolve() : this.change({ [from]: -1, [to]: 1 });
  }

  /** The live total, in all or of one type; counted first when nothing was kept yet. */
  async live(type?: ContentType): Promise<number> {
    const tally = (await this.tallies.findOne({ _id: TALLY_ID }).lean<TalliesDocument>()) ?? (await this.recount());
    return tally[type ?? 'all'] ?? 0;
  }

  /** Counts the live contents and stores the totals, unless a command changed them meanwhile. */
  async recount(): Promise<ContentTally> {
    const version = (await this.tallies.findOne({ _id: TALLY_ID }, { version: 1 }).lean<TalliesDocument>())?.version;
    const groups = await this.contents.aggregate<{ _id: ContentType; count: number }>([
      { $match: { deletedAt: null } },
      { $group: { _id: '$contentType', count: { $sum: 1 } } },
    ]);
    const tally = Object.fromEntries(contentTypes.map((type) => [type, 0])) as ContentTally;
    tally.all = 0;
    for (const group of groups) {
      if (!(contentTypes as readonly string[]).includes(group._id)) continue;
      tally[group._id] = group.count;
      tally.all += group.count;
    }
    if (version === undefined) {
      // Not inserted: another instance stored its count first; its changes since then are in it.
      await insertOnce(() => this.tallies.create({ _id: TALLY_ID, version: 0, ...tally }));
    } else {
      await this.tallies.updateOne({ _id: TALLY_ID, version }, { $set: tally });
    }
    return tally;
  }

  private async change(by: Partial<ContentTally>): Promise<void> {
    await this.tallies.updateOne({ _id: TALLY_ID }, { $inc: { ...by, version: 1 } });
  }
}
