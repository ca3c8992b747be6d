import 'reflect-metadata';
import { MEMBER_CARDS_COLLECTION, MemberCards, memberCardSchema, runReadModelCommand, type MemberCardDocument } from '@docnet/platform';
import { loadEventsNewsCmeConfig } from './config/events-news-cme.env';

/** `npm run rebuild-read-models -w services/events-news-cme`: rebuilds the member cards' Redis copy from the collection. */
runReadModelCommand('events-news-cme', loadEventsNewsCmeConfig, async ({ database, redis, prefix, logger }) => {
  const cards = database.model<MemberCardDocument>('MemberCard', memberCardSchema(), MEMBER_CARDS_COLLECTION);
  await new MemberCards(cards, redis, prefix, 'events-news-cme', logger).rebuildCache();
});
