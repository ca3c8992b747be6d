import type { ContentViewedV1, EventOf } from '@docnet/contracts';
import { isDuplicateKey } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { ArticleViewModel } from '../../persistence/counted-view.schema';
import { ProfileModel } from '../../persistence/profile.schema';

/**
 * A content item was viewed: the author's article views go up by the views the event stands for (one when
 * it does not say). Keyed by the event id, so a redelivered event counts nothing; an author's own views are
 * not counted.
 */
@Injectable()
export class CountArticleViewHandler {
  constructor(
    @Inject(ProfileModel) private readonly profiles: ProfileModel,
    @Inject(ArticleViewModel) private readonly counted: ArticleViewModel,
  ) {}

  async execute(event: EventOf<typeof ContentViewedV1>): Promise<void> {
    const { authorId, viewerId, views = 1 } = event.data;
    if (authorId === viewerId) return;
    try {
      await this.counted.create({ _id: event.id, authorId, countedAt: new Date() });
    } catch (error) {
      if (isDuplicateKey(error)) return;
      throw error;
    }
    await this.profiles.updateOne({ _id: authorId }, { $inc: { 'statistics.articleViews': views } });
  }
}
