/**
 * Seeds a benchmark network straight into each service's database, as the services would have built it
 * from their events: identity accounts (one argon2id hash shared by all, so every member can sign in),
 * profiles (revision 1) with doctor search's index, the member cards of every service that keeps them, contents with
 * the assistant's topics, and connections (pair slots) with the assistant's social ties. Through HTTP and
 * Kafka, 10,000 members and 100,000 contents would take hours; bulk inserts take minutes.
 *
 * The services' own schemas and domain helpers build the documents, so defaults and derived fields
 * (search keys, member cards, pair slots, topics) are the ones the services write.
 */
import type { ServiceName } from '@docnet/contracts';
import mongoose, { type Connection, type Model } from 'mongoose';
import {
  accountSchema,
  type AccountDocument,
} from '../../services/identity/src/modules/accounts/persistence/account.schema';
import { hashPassword } from '../../services/identity/src/modules/accounts/domain/password';
import {
  profileSchema,
  type ProfileDocument,
} from '../../services/profile/src/modules/profiles/persistence/profile.schema';
import { toMemberCard } from '../../services/profile/src/modules/profiles/persistence/profile.mapper';
import type { StoredProfile } from '../../services/profile/src/modules/profiles/domain/stored-profile';
import { storedProfile } from '../../services/profile/test/support/stored-profile';
import { RebuildSearchIndexHandler } from '../../services/profile/src/modules/profiles/commands/rebuild-search-index/rebuild-search-index.handler';
import { RedisSearchIndex } from '../../services/profile/src/modules/profiles/persistence/redis-search-index';
import { createLogger } from '../../services/platform/src/logging/logger';
import { RebuildConnectionGraphHandler } from '../../services/social-graph/src/modules/connections/commands/update-connection-graph/rebuild-connection-graph.handler';
import { RedisConnectionGraph } from '../../services/social-graph/src/modules/connections/persistence/redis-connection-graph';
import { RedisSuggestionLists } from '../../services/social-graph/src/modules/connections/persistence/redis-suggestion-lists';
import {
  suggestionTraitsIndex,
  UpdateSuggestionTraitsHandler,
} from '../../services/social-graph/src/modules/connections/commands/update-suggestion-traits/update-suggestion-traits.handler';
import { connectRedis, redisKeyPrefix } from '../../services/platform/src/redis/redis.module';
import {
  contentSchema,
  type ContentDocument,
} from '../../services/content/src/modules/contents/persistence/content.schema';
import { likeSchema, type LikeDocument } from '../../services/content/src/modules/contents/persistence/like.schema';
import {
  connectionSchema,
  type ConnectionDocument,
} from '../../services/social-graph/src/modules/connections/persistence/connection.schema';
import { declinedSlot, pairSlot } from '../../services/social-graph/src/modules/connections/domain/pair';
import {
  contentTopicsSchema,
  topicsOf,
} from '../../services/ai-assistant/src/modules/recommendations/persistence/content-topics.schema';
import { socialTieSchema } from '../../services/ai-assistant/src/modules/recommendations/persistence/social-tie.schema';
import { UpdateContentFeedHandler } from '../../services/content/src/modules/contents/commands/update-content-feed/update-content-feed.handler';
import { RedisContentFeed } from '../../services/content/src/modules/contents/persistence/redis-content-feed';
import { MemberTopicsBuilder } from '../../services/ai-assistant/src/modules/recommendations/read-models/member-topics/member-topics.builder';
import { RedisMemberTopics } from '../../services/ai-assistant/src/modules/recommendations/read-models/member-topics/redis-member-topics';
import {
  recommendationTraitsIndex,
  RecommendationTraitsKeeper,
} from '../../services/ai-assistant/src/modules/recommendations/read-models/recommendation-traits/recommendation-traits.keeper';
import {
  MEMBER_CARDS_COLLECTION,
  MemberCards,
  memberCardSchema,
  type MemberCardDocument,
} from '../../services/platform/src/projections/member-cards.module';
import type { StackState } from '../harness/stack';
import { Random } from './random';

export const BENCH_PASSWORD = 'Bench-Passw0rd!23';

export interface SeedSizes {
  members: number;
  contents: number;
  connections: number;
  /** Author/viewer pairs kept apart from the rest for the freshness measurement. */
  freshnessPairs: number;
}

export interface SeededMember {
  id: number;
  username: string;
  name: string;
}

export interface FreshnessPair {
  author: SeededMember;
  viewer: SeededMember;
  contentId: number;
}

/** What the workload needs to know about the seeded network (saved next to the report, reused with --reuse-seed). */
export interface SeededNetwork {
  namespace: string;
  tag: string;
  sizes: SeedSizes;
  /** The members the workload signs in and targets (the freshness pairs are not among them). */
  members: SeededMember[];
  contentIds: { first: number; last: number };
  /** pairSlot of every seeded pending or accepted connection, so connect writes pick pairs that are free. */
  livePairs: string[];
  freshness: FreshnessPair[];
  /** Seconds each part took, for the report. */
  timings: Record<string, number>;
}

const firstNames = [
  'Aisha',
  'Ben',
  'Carla',
  'Dmitri',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kemal',
  'Lina',
  'Marco',
  'Nadia',
  'Omar',
  'Priya',
  'Quentin',
  'Rosa',
  'Sven',
  'Tara',
  'Umar',
  'Vera',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zoe',
];
const lastNames = [
  'Adams',
  'Baker',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Khan',
  'Lopez',
  'Moreau',
  'Novak',
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Silva',
  'Tanaka',
  'Usman',
  'Varga',
  'Walsh',
  'Xu',
  'Young',
  'Zimmer',
];
export const specialties = [
  'Cardiology',
  'Dermatology',
  'Endodontics',
  'Family Medicine',
  'Neurology',
  'Oncology',
  'Orthodontics',
  'Pediatrics',
  'Periodontics',
  'Radiology',
  'Oral Surgery',
  'Psychiatry',
];
const places: [city: string, state: string][] = [
  ['Boston', 'MA'],
  ['Chicago', 'IL'],
  ['Denver', 'CO'],
  ['Houston', 'TX'],
  ['Miami', 'FL'],
  ['Portland', 'OR'],
  ['Phoenix', 'AZ'],
  ['Seattle', 'WA'],
  ['Atlanta', 'GA'],
  ['Detroit', 'MI'],
];
const affiliations = [
  'Mercy General',
  'St. Luke Medical Center',
  'University Hospital',
  'Lakeside Clinic',
  'Harbor Dental Group',
  'Northside Health',
  null,
];
const tags = [
  'cardiology',
  'imaging',
  'case-report',
  'guidelines',
  'pediatrics',
  'implants',
  'oncology',
  'ethics',
  'research',
  'cme',
  'telehealth',
  'ai',
];
const contentTypes = ['article', 'research', 'case_study'] as const;

export const lastNamesForSearch = lastNames;

const BATCH = 1000;

function openDb(state: StackState, service: ServiceName): Promise<Connection> {
  const dbName = state.processes[service].env.MONGO_DB;
  return mongoose
    .createConnection(state.infra.mongoUrl, { dbName, autoIndex: false, autoCreate: false, maxPoolSize: 4 })
    .asPromise();
}

/** Reserves `count` ids from a service's sequence (the same counter its handlers advance), atomically. */
async function reserveIds(connection: Connection, sequence: string, count: number): Promise<number> {
  const counters = connection.collection<{ _id: string; value: number }>('counters');
  const counter = await counters.findOneAndUpdate(
    { _id: sequence },
    { $inc: { value: count } },
    { upsert: true, returnDocument: 'after' },
  );
  if (!counter) throw new Error(`could not reserve ${sequence} ids`);
  return counter.value - count + 1;
}

async function insertInBatches<T>(
  model: Model<T>,
  documents: Iterable<object>,
  log: (line: string) => void,
  label: string,
): Promise<void> {
  let batch: object[] = [];
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await model.insertMany(batch, { ordered: false });
    written += batch.length;
    batch = [];
    if (written % (BATCH * 20) === 0) log(`${label}: ${written}`);
  };
  for (const document of documents) {
    batch.push(document);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

async function timed<T>(timings: Record<string, number>, label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  timings[label] = (Date.now() - started) / 1000;
  return result;
}

/** The services whose database keeps member cards (found by their collection, so a new service is covered). */
async function cardKeepers(
  state: StackState,
  services: readonly ServiceName[],
): Promise<{ service: ServiceName; connection: Connection }[]> {
  const keepers: { service: ServiceName; connection: Connection }[] = [];
  for (const service of services) {
    if (service === 'profile') continue;
    const connection = await openDb(state, service);
    const collections = await connection.db!.listCollections({ name: MEMBER_CARDS_COLLECTION }).toArray();
    if (collections.length > 0) keepers.push({ service, connection });
    else await connection.close();
  }
  return keepers;
}

/** A card keeper's Redis copy of the seeded cards (ADR 3), rebuilt as its service rebuilds it when missing. */
async function rebuildCardCache(
  state: StackState,
  service: ServiceName,
  cards: Model<MemberCardDocument>,
): Promise<void> {
  const redis = connectRedis(state.infra.redisUrl);
  try {
    await new MemberCards(
      cards,
      redis,
      redisKeyPrefix(state.namespace),
      service,
      createLogger('bench-seed', 'warn'),
    ).rebuildCache();
  } finally {
    await redis.quit();
  }
}

/** Doctor search's index (ADR 3) of the seeded profiles, built as `npm run rebuild-read-models -w services/profile` builds it. */
async function rebuildSearchIndex(state: StackState, profiles: Model<ProfileDocument>): Promise<void> {
  const redis = connectRedis(state.infra.redisUrl);
  try {
    const index = new RedisSearchIndex(redis, redisKeyPrefix(state.namespace));
    await new RebuildSearchIndexHandler(profiles, index, createLogger('bench-seed', 'warn')).execute();
  } finally {
    await redis.quit();
  }
}

/**
 * The social graph's read models (ADR 3) of the seeded connections and cards, built as `npm run
 * rebuild-read-models -w services/social-graph` builds them: the service built them empty at start, so
 * without this every list and suggestion would read an empty graph.
 */
async function rebuildConnectionGraph(
  state: StackState,
  connections: Model<ConnectionDocument>,
  cards: Model<MemberCardDocument>,
): Promise<void> {
  const redis = connectRedis(state.infra.redisUrl);
  try {
    const prefix = redisKeyPrefix(state.namespace);
    const logger = createLogger('bench-seed', 'warn');
    await new RebuildConnectionGraphHandler(
      connections,
      new RedisConnectionGraph(redis, prefix),
      new RedisSuggestionLists(redis, prefix),
      logger,
    ).execute();
    await new UpdateSuggestionTraitsHandler(
      new MemberCards(cards),
      cards,
      suggestionTraitsIndex(redis, prefix),
      logger,
    ).execute();
  } finally {
    await redis.quit();
  }
}

/** The home feed's read model (ADR 3) of the seeded contents, as the content service's rebuild command builds it. */
async function rebuildContentFeed(state: StackState, contents: Model<ContentDocument>, likes: Model<LikeDocument>): Promise<void> {
  const redis = connectRedis(state.infra.redisUrl);
  try {
    await new UpdateContentFeedHandler(
      contents,
      likes,
      new RedisContentFeed(redis, redisKeyPrefix(state.namespace)),
      createLogger('bench-seed', 'warn'),
    ).execute();
  } finally {
    await redis.quit();
  }
}

/** The assistant's read models (ADR 3) of the seeded cards and content topics, as its rebuild command builds them. */
async function rebuildAssistantModels(state: StackState, assistant: Connection): Promise<void> {
  const redis = connectRedis(state.infra.redisUrl);
  try {
    const prefix = redisKeyPrefix(state.namespace);
    const logger = createLogger('bench-seed', 'warn');
    const cards = assistant.model<MemberCardDocument>(
      'MemberCard',
      memberCardSchema(),
      MEMBER_CARDS_COLLECTION,
    );
    await new RecommendationTraitsKeeper(
      new MemberCards(cards),
      cards,
      recommendationTraitsIndex(redis, prefix),
      logger,
    ).execute();
    const contents = assistant.model('ContentTopicsForRebuild', contentTopicsSchema, 'content_topics');
    await new MemberTopicsBuilder(contents, new RedisMemberTopics(redis, prefix), logger).execute();
  } finally {
    await redis.quit();
  }
}

export async function seedNetwork(
  state: StackState,
  services: readonly ServiceName[],
  sizes: SeedSizes,
  log: (line: string) => void,
  seed = 42,
): Promise<SeededNetwork> {
  const random = new Random(seed);
  const tag = `b${Date.now().toString(36)}`;
  const timings: Record<string, number> = {};
  const identity = await openDb(state, 'identity');
  const profile = await openDb(state, 'profile');
  const content = await openDb(state, 'content');
  const socialGraph = await openDb(state, 'social-graph');
  const assistant = await openDb(state, 'ai-assistant');
  const keepers = await cardKeepers(state, services);
  try {
    const total = sizes.members + 2 * sizes.freshnessPairs;
    const firstId = await reserveIds(identity, 'accounts', total);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const now = Date.now();
    const profiles: StoredProfile[] = [];
    for (let index = 0; index < total; index += 1) {
      const id = firstId + index;
      const freshnessIndex = index >= sizes.members ? Math.floor((index - sizes.members) / 2) : -1;
      const [city, state_] =
        freshnessIndex >= 0
          ? [`Freshville ${tag} ${freshnessIndex}`, `F${freshnessIndex}`]
          : random.pick(places);
      const specialty = freshnessIndex >= 0 ? `Freshness ${tag} ${freshnessIndex}` : random.pick(specialties);
      const affiliation =
        freshnessIndex >= 0 ? `Freshness Clinic ${tag} ${freshnessIndex}` : random.pick(affiliations);
      const name = `Dr. ${random.pick(firstNames)} ${random.pick(lastNames)}`;
      const createdAt = new Date(now - random.int(365 * 86_400_000));
      profiles.push(
        storedProfile({
          _id: id,
          name,
          username: `${tag}u${index}`,
          email: `${tag}u${index}@bench.example`,
          phoneNumber: '5551234567',
          specialty,
          affiliation,
          city,
          state: state_,
          createdAt,
        }),
      );
    }

    const Account = identity.model<AccountDocument>('Account', accountSchema, 'accounts');
    await timed(timings, 'accounts', () =>
      insertInBatches(
        Account,
        profiles.map((member) => ({
          _id: member._id,
          username: member.username,
          usernameKey: member.username.toLowerCase(),
          name: member.name,
          email: member.email,
          emailKey: member.email.toLowerCase(),
          phoneNumber: member.phoneNumber,
          npi: null,
          passwordHash,
          emailVerified: true,
          phoneVerified: null,
          createdAt: member.createdAt,
          updatedAt: member.createdAt,
        })),
        log,
        'accounts',
      ),
    );
    const Profile = profile.model<ProfileDocument>('Profile', profileSchema, 'profiles');
    await timed(timings, 'profiles', () => insertInBatches(Profile, profiles, log, 'profiles'));
    await timed(timings, 'searchIndex', () => rebuildSearchIndex(state, Profile));
    const cards = profiles.map((member) => ({ ...cardDocument(member) }));
    await timed(timings, 'memberCards', async () => {
      for (const keeper of keepers) {
        const Card = keeper.connection.model<MemberCardDocument>(
          'MemberCard',
          memberCardSchema(),
          MEMBER_CARDS_COLLECTION,
        );
        await insertInBatches(Card, cards, log, `member cards (${keeper.service})`);
        await rebuildCardCache(state, keeper.service, Card);
      }
    });

    const regular = profiles
      .slice(0, sizes.members)
      .map(({ _id, username, name }) => ({ id: _id, username, name }));
    const freshnessMembers = profiles
      .slice(sizes.members)
      .map(({ _id, username, name }) => ({ id: _id, username, name }));

    const contentCount = sizes.contents + sizes.freshnessPairs;
    const firstContentId = await reserveIds(content, 'contents', contentCount);
    const contents: Partial<ContentDocument>[] = [];
    for (let index = 0; index < contentCount; index += 1) {
      const freshnessIndex = index >= sizes.contents ? index - sizes.contents : -1;
      const authorId =
        freshnessIndex >= 0 ? freshnessMembers[2 * freshnessIndex].id : random.pick(regular).id;
      // Contents are numbered as they are published (the home feed relies on it): spread over a year, in order.
      const publishedAt = new Date(
        now - Math.round(((contentCount - index) * 365 * 86_400_000) / contentCount),
      );
      contents.push({
        _id: firstContentId + index,
        authorId,
        title: `Bench ${random.pick(tags)} note ${index}`,
        summary: 'A short summary of the findings.',
        body: 'Findings, methods and a discussion, long enough to look like a real post. '.repeat(6),
        contentType: random.pick(contentTypes),
        tags: random.sample(tags, 1 + random.int(3)),
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
    }
    const Content = content.model<ContentDocument>('Content', contentSchema, 'contents');
    await timed(timings, 'contents', () => insertInBatches(Content, contents, log, 'contents'));
    const Like = content.model<LikeDocument>('Like', likeSchema, 'likes');
    await timed(timings, 'contentFeed', () => rebuildContentFeed(state, Content, Like));
    // The feed's totals, as the publishing commands would have kept them.
    const tally: Record<string, number> = { all: contents.length, version: 1 };
    for (const { contentType } of contents)
      tally[contentType as string] = (tally[contentType as string] ?? 0) + 1;
    await content
      .collection('content_tallies')
      .updateOne({ _id: 'live' as never }, { $inc: tally }, { upsert: true });
    const Topics = assistant.model('ContentTopics', contentTopicsSchema, 'content_topics');
    await timed(timings, 'contentTopics', () =>
      insertInBatches(
        Topics,
        contents.map(({ _id, authorId, tags: contentTags }) => ({
          _id,
          authorId,
          topics: topicsOf(contentTags ?? []),
        })),
        log,
        'content topics',
      ),
    );

    const livePairs = new Set<string>();
    const connections: Partial<ConnectionDocument>[] = [];
    const firstConnectionId = await reserveIds(socialGraph, 'connections', sizes.connections);
    // Neighbours in id order connect more often than strangers, so friends of friends exist as in a real network.
    const reach = Math.max(2, Math.min(regular.length - 1, 200));
    let attempts = 0;
    while (
      connections.length < sizes.connections &&
      regular.length > 1 &&
      attempts < sizes.connections * 10
    ) {
      attempts += 1;
      const first = random.int(regular.length);
      const second = (first + 1 + random.int(reach)) % regular.length;
      if (first === second) continue;
      const [requester, receiver] =
        random.int(2) === 0 ? [regular[first], regular[second]] : [regular[second], regular[first]];
      const slot = pairSlot(requester.id, receiver.id);
      if (livePairs.has(slot)) continue;
      const id = firstConnectionId + connections.length;
      const roll = random.int(100);
      const status = roll < 80 ? 'accepted' : roll < 95 ? 'pending' : 'rejected';
      if (status !== 'rejected') livePairs.add(slot);
      const createdAt = new Date(now - random.int(180 * 86_400_000));
      connections.push({
        _id: id,
        requesterId: requester.id,
        receiverId: receiver.id,
        status,
        pairSlot: status === 'rejected' ? declinedSlot(requester.id, receiver.id, id) : slot,
        ...(status === 'pending' ? {} : { answeredAt: createdAt }),
        createdAt,
        updatedAt: createdAt,
      });
    }
    const Connection = socialGraph.model<ConnectionDocument>('Connection', connectionSchema, 'connections');
    await timed(timings, 'connections', () => insertInBatches(Connection, connections, log, 'connections'));
    await timed(timings, 'connectionGraph', () =>
      rebuildConnectionGraph(
        state,
        Connection,
        socialGraph.model<MemberCardDocument>('MemberCard', memberCardSchema(), MEMBER_CARDS_COLLECTION),
      ),
    );
    const Ties = assistant.model('SocialTie', socialTieSchema, 'social_ties');
    await timed(timings, 'socialTies', () =>
      insertInBatches(
        Ties,
        connections.map(({ _id, requesterId, receiverId, status }) => ({
          _id,
          requesterId,
          receiverId,
          status,
        })),
        log,
        'social ties',
      ),
    );
    await timed(timings, 'assistantModels', () => rebuildAssistantModels(state, assistant));

    const freshness: FreshnessPair[] = [];
    for (let index = 0; index < sizes.freshnessPairs; index += 1) {
      freshness.push({
        author: freshnessMembers[2 * index],
        viewer: freshnessMembers[2 * index + 1],
        contentId: firstContentId + sizes.contents + index,
      });
    }
    return {
      namespace: state.namespace,
      tag,
      sizes: { ...sizes, connections: connections.length },
      members: regular,
      contentIds: { first: firstContentId, last: firstContentId + sizes.contents - 1 },
      livePairs: [...livePairs],
      freshness,
      timings,
    };
  } finally {
    await Promise.all(
      [
        identity,
        profile,
        content,
        socialGraph,
        assistant,
        ...keepers.map(({ connection }) => connection),
      ].map((connection) => connection.close()),
    );
  }
}

function cardDocument(profile: StoredProfile): MemberCardDocument {
  const { id, ...card } = toMemberCard(profile);
  return { _id: id, revision: profile.revision, ...card };
}
