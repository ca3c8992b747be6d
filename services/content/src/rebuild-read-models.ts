import 'reflect-metadata';
import { MEMBER_CARDS_COLLECTION, MemberCards, memberCardSchema, runReadModelCommand, type MemberCardDocument } from '@docnet/platform';
import { loadContentConfig } from './config/content.env';
import { UpdateContentFeedHandler } from './modules/contents/commands/update-content-feed/update-content-feed.handler';
import { contentSchema, type ContentDocument } from './modules/contents/persistence/content.schema';
import { likeSchema, type LikeDocument } from './modules/contents/persistence/like.schema';
import { RedisContentFeed } from './modules/contents/persistence/redis-content-feed';

/** `npm run rebuild-read-models -w services/content`: rebuilds the member cards' Redis copy and the home feed from the contents and likes. */
runReadModelCommand('content', loadContentConfig, async ({ database, redis, prefix, logger }) => {
  const cards = database.model<MemberCardDocument>('MemberCard', memberCardSchema(), MEMBER_CARDS_COLLECTION);
  await new MemberCards(cards, redis, prefix, 'content', logger).rebuildCache();
  const contents = database.model<ContentDocument>('Content', contentSchema, 'contents');
  const likes = database.model<LikeDocument>('Like', likeSchema, 'likes');
  await new UpdateContentFeedHandler(contents, likes, new RedisContentFeed(redis, prefix), logger).execute();
});
