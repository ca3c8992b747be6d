import type { ContentViewedV1, ContentViewsCountedV1, EventOf } from '@docnet/contracts';
import { insertOnce } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { ArticleViewModel } from '../../persistence/counted-view.schema';
import { ProfileModel } from '../../persistence/profile.schema';

/**
 * Contents were viewed: their authors' article views go up. Keyed by the event id (a record inserted
 * first), so a redelivered event counts nothing; an author's own views are never in them.
 */
@Injectable()
export class CountArticleViewHandler {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    @Inject(ArticleViewModel) private readonly counted: ArticleViewModel,
  ) {}

  /** A batch of views: one `$inc` per author. */
  async batch(event: EventOf<typeof ContentViewsCountedV1>): Promise<void> {
    const byAuthor = new Map<number, number>();
    for (const { authorId, views } of event.data.counts) byAuthor.set(authorId, (byAuthor.get(authorId) ?? 0) + views);
    if (!(await this.firstTime(event.id))) return;
    await this.profiles.bulkWrite(
      [...byAuthor].map(([_id, views]) => ({ updateOne: { filter: { _id }, update: { $inc: { 'statistics.articleViews': views } } } })),
      // A counter, not a profile change: updatedAt stays.
      { ordered: false, timestamps: false },
    );
  }

  /** One view, as a previous release of the content service published them. */
  async one(event: EventOf<typeof ContentViewedV1>): Promise<void> {
    const { authorId, viewerId } = event.data;
    if (authorId === viewerId || !(await this.firstTime(event.id))) return;
    await this.profiles.updateOne({ _id: authorId }, { $inc: { 'statistics.articleViews': 1 } });
  }

  private firstTime(eventId: string): Promise<boolean> {
    return insertOnce(() => this.counted.create({ _id: eventId, countedAt: new Date() }));
  }
}
