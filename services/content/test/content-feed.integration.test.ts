import { setTimeout as delay } from 'node:timers/promises';
import { ContentRoutes, contentTypes, type Content, type ContentListResponse, type ContentType } from '@docnet/contracts';
import { connectRedis, redisKeyPrefix } from '@docnet/platform';
import { eventually, keysMatching, memberCard, testInfra, unboundedCalls, watchRedis } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import { UpdateContentFeedHandler } from '../src/modules/contents/commands/update-content-feed/update-content-feed.handler';
import { ContentFeed } from '../src/modules/contents/domain/content-feed.port';
import type { StoredContent } from '../src/modules/contents/domain/stored-content';
import { ContentViewsTally } from '../src/modules/contents/jobs/content-views.tally';
import { startContent, type ContentUnderTest } from './content-test-kit';

const AUTHORS = [401, 402, 403];
const READERS = [404, 405];
const paragraph = 'Le traitement endodontique — a case with 🦷 and “quotes”; ';

/** What a feed page shows of each content, beside its order. */
const shown = ({ contents, total }: ContentListResponse) => ({
  total,
  contents: contents.map(({ id, title, contentType, tags, likesCount, commentsCount, viewCount, updatedAt, author, likedByMe }) => ({
    id,
    title,
    contentType,
    tags,
    likesCount,
    commentsCount,
    viewCount,
    updatedAt,
    author: author?.name,
    likedByMe,
  })),
});

describe('content: the home feed from its read model (Redis)', () => {
  let content: ContentUnderTest;
  let redis: Redis;
  let prefix: string;

  const call: ContentUnderTest['call'] = (...args) => content.call(...args);
  const page = async (query: string) =>
    (await call('get', `${ContentRoutes.contents}?${query}`, READERS[0]).expect(200)).body as ContentListResponse;

  /** The same page as the database orders the live contents: publishedAt, then id, newest first. */
  const expected = async (contentType: ContentType | undefined, offset: number, limit: number, authorId?: number) => {
    const filter = { deletedAt: null, ...(contentType ? { contentType } : {}), ...(authorId === undefined ? {} : { authorId }) };
    const live = await content.contents.find(filter).toArray();
    live.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b._id - a._id);
    // The pages are read as READERS[0]: what they like, as the likes rows say.
    const liked = new Set(
      (await content.database.collection('likes').find({ memberId: READERS[0], liked: true }).toArray()).map((row) => row.contentId as number),
    );
    return {
      total: live.length,
      contents: live.slice(offset, offset + limit).map((item) => ({
        id: item._id,
        title: item.title,
        contentType: item.contentType,
        tags: item.tags,
        likesCount: item.likesCount,
        commentsCount: item.commentsCount,
        viewCount: item.viewCount,
        updatedAt: item.updatedAt.toISOString(),
        author: `Dr. Feed ${item.authorId}`,
        likedByMe: liked.has(item._id),
      })),
    };
  };

  const everyPageAsStored = async () => {
    for (const contentType of [undefined, ...contentTypes])
      for (const [offset, limit] of [
        [0, 10],
        [3, 7],
        [10, 50],
      ]) {
        const query = `limit=${limit}&offset=${offset}${contentType ? `&contentType=${contentType}` : ''}`;
        expect({ query, page: shown(await page(query)) }).toEqual({ query, page: await expected(contentType, offset, limit) });
      }
    // Each author's list (a profile's Posts tab), from the model's per-author lists.
    for (const authorId of AUTHORS)
      for (const [offset, limit] of [
        [0, 50],
        [2, 3],
      ]) {
        const query = `limit=${limit}&offset=${offset}&authorId=${authorId}`;
        expect({ query, page: shown(await page(query)) }).toEqual({ query, page: await expected(undefined, offset, limit, authorId) });
      }
  };

  /** Every key of the model: its lists, in their own slot, and its contents' and authors' keys, in theirs. */
  const modelKeys = () => keysMatching(redis, `${prefix}*content-feed*`);

  const modelContent = async () => {
    // The model's entries and lists, not the rebuild's bookkeeping nor the day's view marks.
    const keys = (await modelKeys()).filter((key) => !/:(built(:[\w-]+)?|building|lock)$/.test(key) && !key.includes(':content-feed:viewed:'));
    const stored: Record<string, unknown> = {};
    for (const key of keys)
      stored[key] = (await redis.type(key)) === 'hash' ? await redis.hgetall(key) : await redis.zrange(key, 0, -1, 'WITHSCORES');
    return stored;
  };

  beforeAll(async () => {
    content = await startContent([...AUTHORS, ...READERS].map((id) => memberCard(id, { name: `Dr. Feed ${id}` })));
    redis = connectRedis(testInfra().redisUrl);
    prefix = redisKeyPrefix(content.config.EVENTS_NAMESPACE);
    const made: Content[] = [];
    for (let index = 0; index < 24; index += 1) {
      made.push(
        await content.publishContent(AUTHORS[index % 3], {
          title: `Feed ${index}: l’étude n° ${index}`,
          body: paragraph.repeat(40 + index),
          summary: '',
          contentType: contentTypes[index % contentTypes.length],
          tags: ['Endodontics', `tag-${index % 4}`],
        }),
      );
    }
    for (const [index, item] of made.entries()) {
      if (index % 3 === 0) await call('post', ContentRoutes.likes(item.id), READERS[0]).expect(200);
      if (index % 4 === 0) await call('post', ContentRoutes.likes(item.id), READERS[1]).expect(200);
      if (index % 5 === 0)
        await call('post', ContentRoutes.comments(item.id), READERS[1]).send({ body: 'Merci — très utile.' }).expect(201);
      if (index % 2 === 0) await call('get', ContentRoutes.content(item.id), READERS[1]).expect(200);
    }
    await call('delete', ContentRoutes.likes(made[3].id), READERS[0]).expect(200);
    for (const item of [made[1], made[10], made[23]]) await call('delete', ContentRoutes.content(item.id), item.authorId).expect(204);
    await call('put', ContentRoutes.content(made[6].id), made[6].authorId)
      .send({ title: 'Feed 6, edited', body: paragraph.repeat(3), summary: '', contentType: 'case_study', tags: ['Retyped'] })
      .expect(200);
    // Views show on the model at once and reach the database with the tally's next write.
    await content.app.get(ContentViewsTally).flush();
  }, 120_000);

  afterAll(async () => {
    redis?.disconnect();
    await content?.stop();
  });

  it('answers every page, of every type, as the database orders the live contents, with their counters and totals', async () => {
    await everyPageAsStored();
    // Read from the model, not the database: a title changed behind the service's back does not show.
    const [newest] = (await page('limit=1')).contents;
    await content.contents.updateOne({ _id: newest.id }, { $set: { title: 'Changed behind its back' } });
    expect((await page('limit=1')).contents[0].title).toBe(newest.title);
    await content.contents.updateOne({ _id: newest.id }, { $set: { title: newest.title } });
  });

  it('never moves an entry backwards: an older copy of a content, of a deleted one or of a like changes nothing', async () => {
    const before = await modelContent();
    const stored = await content.contents.find({}).toArray();
    const older = stored.map((item) => ({
      ...item,
      title: 'Stale title',
      updatedAt: new Date(item.updatedAt.getTime() - 1),
      countsRevision: item.countsRevision - 1,
      likesCount: 0,
      viewCount: 0,
      deletedAt: null,
    }));
    await content.app.get(ContentFeed).save(older);
    // ...nor an older state of a member's like.
    const likes = await content.database.collection('likes').find({}).toArray();
    expect(likes.length).toBeGreaterThan(0);
    await content.app
      .get(ContentFeed)
      .saveLikes(likes.map((row) => ({ contentId: row.contentId as number, memberId: row.memberId as number, toggles: (row.toggles as number) - 1, liked: !row.liked })));
    expect(await modelContent()).toEqual(before);
    await everyPageAsStored();
  });

  it("answers an author's own list from the model, and from the database only while one of their contents is hidden", async () => {
    const feed = content.app.get(ContentFeed);
    const authorId = AUTHORS[1];
    const own = async () =>
      ((await call('get', `${ContentRoutes.contents}?limit=50&authorId=${authorId}`, authorId).expect(200)).body as ContentListResponse).contents;
    const visible = await feed.authorPage(authorId, 0, 50);
    expect(await feed.ownPage(authorId, 0, 50)).toEqual(visible);
    expect((await own()).map(({ id }) => id)).toEqual(visible.contents.map(({ _id }) => _id));

    // A moderator hid one (three reports), as the moderation module writes it: the model lists it nowhere, and the
    // author's own list, read from the database, shows it flagged.
    const [newest] = visible.contents;
    const moderate = async (change: Pick<StoredContent, 'moderationStatus' | 'moderationRevision'>) => {
      await content.contents.updateOne({ _id: newest._id }, { $set: change });
      await feed.save(await content.contents.find({ _id: newest._id }).toArray());
    };
    await moderate({ moderationStatus: 'hidden', moderationRevision: 1 });
    expect(await feed.ownPage(authorId, 0, 50)).toBeNull();
    expect((await feed.authorPage(authorId, 0, 50)).contents.map(({ _id }) => _id)).not.toContain(newest._id);
    expect((await own()).find(({ id }) => id === newest._id)?.moderationStatus).toBe('hidden');

    // Kept by a moderator: listed again, and the own list is the model's once more.
    await moderate({ moderationStatus: null, moderationRevision: 2 });
    expect(await feed.ownPage(authorId, 0, 50)).toEqual(visible);
    await everyPageAsStored();
  });

  it('two instances of the service answer every page alike, whichever wrote last', async () => {
    const second = await startContent([], { EVENTS_NAMESPACE: content.config.EVENTS_NAMESPACE });
    try {
      const pageOf = async (service: ContentUnderTest, query: string) =>
        shown((await service.call('get', `${ContentRoutes.contents}?${query}`, READERS[0]).expect(200)).body as ContentListResponse);
      const [latest] = (await page('limit=1')).contents;
      await second.call('post', ContentRoutes.likes(latest.id), READERS[1]).expect(200);
      for (const query of ['limit=10', 'limit=5&offset=4&contentType=research'])
        expect(await pageOf(second, query)).toEqual(await pageOf(content, query));
      await everyPageAsStored();
    } finally {
      // close(), not stop(): stop would drop the namespace the first instance still uses.
      await second.close();
    }
  });

  it('a page, an author\'s page and an opened content read a page\'s keys, as many with more contents, and never a whole list', async () => {
    const [newest] = (await page('limit=1')).contents;
    const reads = [`${ContentRoutes.contents}?limit=5`, `${ContentRoutes.contents}?limit=5&offset=5&contentType=research`, `${ContentRoutes.contents}?limit=5&authorId=${AUTHORS[0]}`, ContentRoutes.content(newest.id)];
    // The service's own events save each new content again: measured once those saves are done.
    const settled = () =>
      eventually(async () => (await watchRedis(redis, prefix, () => delay(300))).commands.length === 0, 'the feed\'s consumers idle');
    const watched = async () => {
      await settled();
      const seen = [];
      for (const path of reads) {
        const read = await watchRedis(redis, prefix, () => call('get', path, READERS[1]).expect(200));
        expect({ path, unbounded: unboundedCalls(read, 10) }).toEqual({ path, unbounded: [] });
        seen.push({ path, keys: read.keys.size });
      }
      return seen;
    };
    const grow = async (round: number) => {
      for (let index = 0; index < 12; index += 1)
        await content.publishContent(AUTHORS[0], { title: `Plus ${round}.${index}: Zoë’s note`, body: paragraph.repeat(5), summary: '', contentType: 'research', tags: ['Growth'] });
    };
    // Full pages first, then twelve more contents of that type and that author: every read touches as many keys.
    await grow(1);
    const before = await watched();
    await grow(2);
    expect(await watched()).toEqual(before);
    for (const { keys } of before) expect(keys).toBeLessThanOrEqual(20);
    await everyPageAsStored();
  });

  it('a rebuild from the contents equals the model kept write by write, and an emptied Redis rebuilds itself', async () => {
    const before = await modelContent();
    await content.app.get(UpdateContentFeedHandler).execute();
    // Tombstones of deleted contents aside, the rebuild writes what the writes wrote.
    const live = (model: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(model).filter(([, value]) => !(value as Record<string, string>).gone));
    expect(live(await modelContent())).toEqual(live(before));
    // One key at a time: on a Redis Cluster they are in many slots.
    for (const key of await modelKeys()) await redis.del(key);
    await everyPageAsStored();
    expect(live(await modelContent())).toEqual(live(before));
  });
});
