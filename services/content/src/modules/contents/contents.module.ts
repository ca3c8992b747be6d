import { MemberCardsModule, modelProvider, PhiGuardModule, settingsProvider } from '@docnet/platform';
import { CONTENT_CONFIG, contentSettings } from '../../config/content.env';
import { forwardRef, Module } from '@nestjs/common';
import { ModerationModule } from '../moderation/moderation.module';
import { AddCommentHandler } from './commands/add-comment/add-comment.handler';
import { CountContentViewHandler } from './commands/count-content-view/count-content-view.handler';
import { CountedViews } from './commands/count-content-view/counted-views';
import { ReactionCounts } from './commands/count-reactions/reaction-counts';
import { RecordContentViewsHandler } from './commands/record-content-views/record-content-views.handler';
import { RecountContentTalliesHandler } from './commands/recount-content-tallies/recount-content-tallies.handler';
import { RepairReactionsHandler } from './commands/repair-reactions/repair-reactions.handler';
import { ContentTalliesReconciler } from './jobs/content-tallies.reconciler';
import { ContentViewsTally } from './jobs/content-views.tally';
import { ReactionsReconciler } from './jobs/reactions.reconciler';
import { RemoveMemberContentsHandler } from './commands/remove-member-contents/remove-member-contents.handler';
import { DeleteContentHandler } from './commands/delete-content/delete-content.handler';
import { PublishContentHandler } from './commands/publish-content/publish-content.handler';
import { RemoveCommentHandler } from './commands/remove-comment/remove-comment.handler';
import { ToggleLikeHandler } from './commands/toggle-like/toggle-like.handler';
import { UpdateContentHandler } from './commands/update-content/update-content.handler';
import { UpdateContentFeedHandler } from './commands/update-content-feed/update-content-feed.handler';
import { ContentFeed } from './domain/content-feed.port';
import { ModeratedItems } from '../../domain/moderated-items.port';
import { ModerateItemHandler } from './commands/moderate-item/moderate-item.handler';
import { CommentsController } from './http/comments.controller';
import { ContentsController } from './http/contents.controller';
import { UserDeletedConsumer } from './messaging/user-deleted.consumer';
import { ContentEventsConsumer } from './messaging/content-events.consumer';
import { commentSchema, CommentModel } from './persistence/comment.schema';
import { contentTalliesSchema, ContentTallies, ContentTalliesModel } from './persistence/content-tallies';
import { contentSchema, ContentModel } from './persistence/content.schema';
import { likeSchema, LikeModel } from './persistence/like.schema';
import { LiveContents } from './persistence/live-contents';
import { viewBatchSchema, ViewBatchModel } from './persistence/view-batch.schema';
import { RedisContentFeed } from './persistence/redis-content-feed';
import { CheckLikeHandler } from './queries/check-like/check-like.handler';
import { FileReferencesHandler } from './queries/file-references/file-references.handler';
import { ListCommentsHandler } from './queries/list-comments/list-comments.handler';
import { ListContentsHandler } from './queries/list-contents/list-contents.handler';
import { GetContentHandler } from './queries/get-content/get-content.handler';

/** Contents, comments and likes; author cards come from the member cards kept from profile events. */
@Module({
  imports: [MemberCardsModule, PhiGuardModule, forwardRef(() => ModerationModule)],
  controllers: [ContentsController, CommentsController, ContentEventsConsumer, UserDeletedConsumer],
  providers: [
    settingsProvider(CONTENT_CONFIG, contentSettings),
    modelProvider(ContentModel, 'Content', contentSchema, 'contents', { outbox: true }),
    modelProvider(CommentModel, 'Comment', commentSchema, 'comments', { outbox: true }),
    modelProvider(LikeModel, 'Like', likeSchema, 'likes', { outbox: true }),
    modelProvider(ViewBatchModel, 'ViewBatch', viewBatchSchema, 'view_batches', { outbox: true }),
    modelProvider(ContentTalliesModel, 'ContentTallies', contentTalliesSchema, 'content_tallies'),
    // The home feed's read model (ADR 3): another store is another adapter here.
    { provide: ContentFeed, useClass: RedisContentFeed },
    UpdateContentFeedHandler,
    { provide: ModeratedItems, useClass: ModerateItemHandler },
    ContentTallies,
    RecountContentTalliesHandler,
    ContentTalliesReconciler,
    LiveContents,
    ReactionCounts,
    RepairReactionsHandler,
    ReactionsReconciler,
    PublishContentHandler,
    UpdateContentHandler,
    DeleteContentHandler,
    RemoveMemberContentsHandler,
    AddCommentHandler,
    RemoveCommentHandler,
    ToggleLikeHandler,
    ListContentsHandler,
    GetContentHandler,
    CountContentViewHandler,
    CountedViews,
    RecordContentViewsHandler,
    ContentViewsTally,
    ListCommentsHandler,
    CheckLikeHandler,
    FileReferencesHandler,
  ],
  // The moderation feature reports, hides, removes and reinstates contents and comments through the port.
  exports: [ModeratedItems],
})
export class ContentsModule {}
