import { ContentDeletedV1 } from '@docnet/contracts';
import { newEvent, OutboxRelay, withEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CommentModel } from '../../persistence/comment.schema';
import { ContentTallies } from '../../persistence/content-tallies';
import { ContentModel, type ContentDocument } from '../../persistence/content.schema';
import { LikeModel } from '../../persistence/like.schema';
import { LiveContents } from '../../persistence/live-contents';
import { removeReactionsOf } from '../repair-reactions/repair-reactions.handler';
import { UpdateContentFeedHandler } from '../update-content-feed/update-content-feed.handler';

/**
 * The author deletes: the content is marked deleted with content.content.deleted in one write (it is
 * gone for every reader from then on), its comments and likes are removed, and the reconciler purges
 * the document once the event is out and removes whatever a crash left.
 */
@Injectable()
export class DeleteContentHandler {
  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    @Inject(CommentModel) private readonly comments: CommentModel,
    @Inject(LikeModel) private readonly likes: LikeModel,
    private readonly live: LiveContents,
    private readonly relay: OutboxRelay,
    private readonly tallies: ContentTallies,
    private readonly feed: UpdateContentFeedHandler,
  ) {}

  async execute(id: number, actingUserId: number): Promise<void> {
    const content = await this.live.findOwn(id, actingUserId);
    const deletedAt = new Date();
    const event = newEvent(ContentDeletedV1, 'content', id, {
      contentId: id,
      authorId: content.authorId,
      deletedAt: deletedAt.toISOString(),
      attachmentUrl: content.attachmentUrl,
      thumbnailUrl: content.thumbnailUrl,
    });
    const result = await this.contents.updateOne(
      { _id: id, deletedAt: null },
      withEvents<ContentDocument>({ $set: { deletedAt, isPublished: false } }, [event]),
    );
    if (result.matchedCount === 0) return;
    this.relay.nudge(this.contents, id);
    await this.tallies.deleted(content.contentType);
    await this.feed.written({ ...content, deletedAt });
    await removeReactionsOf(id, this.comments, this.likes);
  }
}
