import type Redis from 'ioredis';
import { RedisMemberCards } from '../../../services/platform/src/projections/redis-member-cards';
import type { MemberCard, MemberCards } from '../../../services/platform/src/projections/member-cards.module';
import type { ReadModel } from '../../../services/platform/src/redis/read-model-rebuild';
import type { MemberTraitIndex } from '../../../services/platform/src/redis/member-trait-index';
import { RedisConnectionGraph } from '../../../services/social-graph/src/modules/connections/persistence/redis-connection-graph';
import { RedisSuggestionLists } from '../../../services/social-graph/src/modules/connections/persistence/redis-suggestion-lists';
import { suggestionTraitsIndex } from '../../../services/social-graph/src/modules/connections/commands/update-suggestion-traits/update-suggestion-traits.handler';
import type { UpdateSuggestionTraitsHandler } from '../../../services/social-graph/src/modules/connections/commands/update-suggestion-traits/update-suggestion-traits.handler';
import type { RebuildConnectionGraphHandler } from '../../../services/social-graph/src/modules/connections/commands/update-connection-graph/rebuild-connection-graph.handler';
import { weightedTraits } from '../../../services/social-graph/src/modules/connections/domain/suggestion-ranking';
import { SuggestionListBuilder, STORED as SUGGESTIONS_STORED } from '../../../services/social-graph/src/modules/connections/read-models/suggestions/suggestion-list-builder';
import { recommendationTraitsIndex } from '../../../services/ai-assistant/src/modules/recommendations/read-models/recommendation-traits/recommendation-traits.keeper';
import { RedisMemberTopics } from '../../../services/ai-assistant/src/modules/recommendations/read-models/member-topics/redis-member-topics';
import { RedisRecommendationLists } from '../../../services/ai-assistant/src/modules/recommendations/read-models/recommendations/redis-recommendation-lists';
import { candidateTraitKeys, recommendationQuery } from '../../../services/ai-assistant/src/modules/recommendations/domain/recommendation-engine';
import type { MemberFacts } from '../../../services/ai-assistant/src/domain/member-network.port';
import { RedisContentFeed } from '../../../services/content/src/modules/contents/persistence/redis-content-feed';
import type { StoredContent } from '../../../services/content/src/modules/contents/domain/stored-content';
import { Random } from '../random';
import type { BenchConnection, BenchMember } from './network';
import { TraitWritesRecorder } from './trait-writes';

/*
 * The read models the bench seeds and reads, each through its service's own Redis adapter (the adapters' write
 * methods seed, their read methods measure), so the keys, scripts and commands are the ones the services send. A read
 * that in the service goes through a rebuild wrapper (`…Handler.read`, `MemberCards.find`) calls the adapter directly:
 * the models are complete (marked so after seeding), so the wrapper would only pass the call through.
 */

/** The services that keep member cards in Redis (each its own copy). */
export const CARD_SERVICES = ['content', 'social-graph', 'ai-assistant', 'notifications', 'events-news-cme'] as const;

/** Recommendations a stored list keeps (the assistant's STORED). */
const RECOMMENDATIONS_STORED = 30;
/** The page of connections and of the feed a request renders cards for. */
const PAGE = 20;

export function cardOf(member: BenchMember): MemberCard {
  return {
    id: member.id,
    name: member.name,
    username: `member-${member.id}`,
    specialty: member.specialty,
    hospital: member.affiliation,
    affiliation: member.affiliation,
    city: member.city,
    state: member.state,
    profilePicture: member.id % 3 === 0 ? `/api/uploads/profile-pictures/${member.id}.webp` : null,
    bio: member.id % 2 === 0 ? `${member.specialty} in ${member.city}, ${member.state}. Interested in ${member.topics.join(', ') || 'teaching'}.` : null,
    languagesSpoken: member.languages,
    publicProfile: true,
    searchVisibility: member.id % 50 !== 0,
    npiVerified: member.id % 4 !== 0,
  };
}

function factsOf(member: BenchMember): MemberFacts {
  return { ...member, bio: null };
}

/** A member's content as the content service stores it (one article, case or study of theirs). */
function contentOf(id: number, member: BenchMember, at: Date): StoredContent {
  return {
    _id: id,
    authorId: member.id,
    title: `${member.specialty}: what we changed after a year of ${member.topics[0] ?? 'telehealth'} (${id})`,
    summary: `A short summary by ${member.name} of a practice change in ${member.city}.`,
    body: `${'Observations from the clinic, with the numbers we kept and what we would do differently. '.repeat(6)}`,
    contentType: (['article', 'research', 'case_study'] as const)[id % 3],
    tags: member.topics,
    attachmentUrl: null,
    thumbnailUrl: null,
    language: 'en',
    isPublished: true,
    publishedAt: at,
    createdAt: at,
    updatedAt: at,
    viewCount: id % 40,
    likesCount: id % 7,
    commentsCount: id % 3,
    countsRevision: 1,
    deletedAt: null,
  };
}

/** Runs a read model's call directly (see above): the shape of the services' rebuild wrappers' `read`. */
const direct = { read: <T>(answer: () => Promise<T>) => answer() };

/** What a model's seeding or a read failed with on this topology (e.g. a script a Cluster refuses). */
export interface ModelFailure {
  model: string;
  error: string;
}

export class ReadModels {
  readonly cards: Record<(typeof CARD_SERVICES)[number], RedisMemberCards>;
  readonly graph: RedisConnectionGraph;
  readonly suggestions: RedisSuggestionLists;
  readonly suggestionTraits: MemberTraitIndex;
  readonly recommendations: RedisRecommendationLists;
  readonly recommendationTraits: MemberTraitIndex;
  readonly topics: RedisMemberTopics;
  readonly feed: RedisContentFeed;
  readonly suggestionBuilder: SuggestionListBuilder;
  readonly failures: ModelFailure[] = [];
  /** Seconds each model's seeding took so far. */
  readonly seedSeconds: Record<string, number> = {};
  /** The two trait indexes over the recorder: their own saves, sent in bulk (TraitWritesRecorder). */
  private readonly traitWrites = new TraitWritesRecorder();
  private readonly seedingTraits: { suggestions: MemberTraitIndex; recommendations: MemberTraitIndex };
  private readonly random = new Random(7);
  private contentId = 1;
  private revision = 1;
  private nextConnection = 1e9;

  constructor(
    readonly redis: Redis,
    prefix: string,
  ) {
    this.cards = Object.fromEntries(CARD_SERVICES.map((service) => [service, new RedisMemberCards(redis, prefix, service)])) as ReadModels['cards'];
    this.graph = new RedisConnectionGraph(redis, prefix);
    this.suggestions = new RedisSuggestionLists(redis, prefix);
    this.suggestionTraits = suggestionTraitsIndex(redis, prefix);
    this.recommendations = new RedisRecommendationLists(redis, prefix);
    this.recommendationTraits = recommendationTraitsIndex(redis, prefix);
    this.topics = new RedisMemberTopics(redis, prefix);
    this.feed = new RedisContentFeed(redis, prefix);
    const recorder = this.traitWrites as unknown as Redis;
    this.seedingTraits = { suggestions: suggestionTraitsIndex(recorder, prefix), recommendations: recommendationTraitsIndex(recorder, prefix) };
    const socialCards = { find: (ids: readonly number[]) => this.cards['social-graph'].find(ids) } as unknown as MemberCards;
    this.suggestionBuilder = new SuggestionListBuilder(
      socialCards,
      this.suggestions,
      this.graph,
      direct as unknown as RebuildConnectionGraphHandler,
      this.suggestionTraits,
      direct as unknown as UpdateSuggestionTraitsHandler,
    );
  }

  /** Marks every model with a rebuild marker complete, as a finished rebuild does. */
  async markComplete(): Promise<void> {
    const models: [string, ReadModel][] = [
      ...CARD_SERVICES.map((service): [string, ReadModel] => [`cards:${service}`, this.cards[service]]),
      ['connections', this.graph],
      ['suggestion traits', this.suggestionTraits],
      ['recommendation traits', this.recommendationTraits],
      ['member topics', this.topics],
      ['feed', this.feed],
    ];
    for (const [name, model] of models) {
      await this.attempt(name, async () => {
        if (await model.isComplete()) return;
        const claim = await model.claimRebuild(60_000);
        if (!claim || !(await model.finishRebuild(claim, true))) throw new Error('could not be marked complete');
      });
    }
  }

  /**
   * Seeds members, their connections and `contentsPerMember` contents each through the adapters' writes, and a
   * precomputed suggestion and recommendation list per member (their ids from the member's state, as a ranking would
   * mostly find them). A model whose writes fail (e.g. a script a Cluster refuses) is reported once and skipped.
   */
  async seed(members: readonly BenchMember[], connections: readonly BenchConnection[], contentsPerMember: number, network: number): Promise<void> {
    const cards = members.map((member) => ({ card: cardOf(member), revision: 1 }));
    const now = Date.now();
    const contents: StoredContent[] = [];
    for (const member of members) {
      let owed = contentsPerMember;
      while (owed >= 1 || (owed > 0 && this.random.next() < owed)) {
        contents.push(contentOf(this.contentId, member, new Date(now - (1e9 - this.contentId) * 1000)));
        this.contentId += 1;
        owed -= 1;
      }
    }
    const pick = (member: BenchMember, count: number) =>
      Array.from({ length: count }, () => 1 + this.random.int(Math.max(1, network))).filter((id) => id !== member.id);
    // One model after another (the bench's CPU is the limit either way), so each model's seeding time is its own.
    for (const service of CARD_SERVICES) await this.attempt(`cards:${service}`, () => this.cards[service].save(cards));
    const writes: [string, () => Promise<unknown>][] = [
      [
        'trait buckets',
        () =>
        this.seedingTraits.suggestions
          .save(members.map((member) => ({ memberId: member.id, revision: 1, keys: weightedTraits(cardOf(member)).map(({ key }) => key) })))
          .then(() =>
            this.seedingTraits.recommendations.save(members.map((member) => ({ memberId: member.id, revision: 1, keys: candidateTraitKeys(member) }))),
          )
          .then(() => this.traitWrites.flush(this.redis)),
      ],
      [
        'member topics',
        () => this.topics.set(members.filter((member) => member.topics.length).map((member) => ({ authorId: member.id, topics: member.topics }))),
      ],
      [
        'connections',
        () =>
          this.graph.save(
            connections.map(({ id, requester, receiver, status }) => ({ id, requesterId: requester, receiverId: receiver, status, createdAt: new Date(now - id * 1000) })),
          ),
      ],
      ['feed', () => chunked(contents, 200, (part) => this.feed.save(part))],
      ['suggestion lists', () => Promise.all(members.map((member) => this.suggestions.store(member.id, 0, { traits: '', ids: pick(member, SUGGESTIONS_STORED) })))],
      [
        'recommendation lists',
        () =>
          Promise.all(
            members.map((member) => {
              const ids = pick(member, RECOMMENDATIONS_STORED);
              return this.recommendations.store(member.id, 0, { traits: '', ids, mutual: ids.map((id) => id % 4) });
            }),
          ),
      ],
    ];
    for (const [model, write] of writes) await this.attempt(model, write);
  }

  /** The hot reads, each as a request of its service does it, for a member. */
  reads(): Record<string, (member: BenchMember) => Promise<unknown>> {
    return {
      // A member card (any list of a service shows them): one GET.
      card: (member) => this.cards.content.find([member.id]),
      // GET /api/users/:id/connections: a page of the member's newest connections, their count, and the page's cards.
      connections: async (member) => {
        const { newest } = await this.graph.accepted(member.id, PAGE);
        return this.cards['social-graph'].find(newest.map((tie) => tie.memberId));
      },
      // GET /api/connections/suggestions: the stored list and its cards (the builder's own read).
      'people you may know': (member) => this.suggestionBuilder.list(member.id),
      // The same list computed (what a change around the member, or a stale list, costs): bounded work off the request path.
      'people you may know (computed)': (member) => this.suggestionBuilder.refresh([member.id]),
      // GET /api/ai/recommendations: the stored list, and the cards and topics of its members.
      'AI recommendations': async (member) => {
        const { list } = await this.recommendations.read(member.id);
        const ids = [member.id, ...(list?.ids ?? [])];
        return Promise.all([this.cards['ai-assistant'].find(ids), this.topics.of(ids)]);
      },
      // The assistant's list computed, its Redis part (the trait and topic buckets; the neighbourhood is in Mongo).
      'AI recommendations (computed)': async (member) => {
        const newest = (await this.graph.connectionsOf([member.id], 100)).get(member.id) ?? [];
        const excluded = new Set([member.id, ...newest]);
        return Promise.all([
          this.recommendationTraits.mostAlike(recommendationQuery(factsOf(member)), excluded, 150, []),
          this.topics.sharing(member.topics, excluded, 50),
        ]);
      },
      // GET /api/contents?limit=10: the newest page, its authors' cards and the viewer's likes.
      'feed page': async (member) => {
        const { contents } = await this.feed.page(undefined, 0, 10);
        return Promise.all([
          this.cards.content.find(contents.map(({ authorId }) => authorId)),
          this.feed.likedAmong(contents.map(({ _id }) => _id), member.id),
        ]);
      },
    };
  }

  /** One operation of the background load: mostly reads of other members, some writes (a card, a connection, a post). */
  async backgroundOperation(member: BenchMember, other: BenchMember, reads: ReturnType<ReadModels['reads']>): Promise<void> {
    const roll = this.random.next();
    if (roll < 0.25) await this.cards.content.find(Array.from({ length: PAGE }, (_, index) => Math.max(1, other.id - index)));
    else if (roll < 0.4) await reads.connections(member);
    else if (roll < 0.55) await reads['people you may know'](member);
    else if (roll < 0.65) await reads['AI recommendations'](member);
    else if (roll < 0.8) await reads['feed page'](member);
    else if (roll < 0.88) {
      this.revision += 1;
      await Promise.all(CARD_SERVICES.map((service) => this.cards[service].save([{ card: cardOf(member), revision: this.revision }])));
    } else if (roll < 0.95) {
      await this.graph.save([{ id: this.nextConnection++, requesterId: member.id, receiverId: other.id, status: 'pending', createdAt: new Date() }]);
      await this.suggestions.invalidate([member.id, other.id]);
    } else {
      await this.feed.save([contentOf(this.contentId++, member, new Date())]);
    }
  }

  private async attempt(model: string, work: () => Promise<unknown>): Promise<void> {
    if (this.failures.some((failure) => failure.model === model)) return;
    const started = process.hrtime.bigint();
    try {
      await work();
    } catch (error) {
      this.failures.push({ model, error: (error as Error).message.slice(0, 200) });
    }
    this.seedSeconds[model] = (this.seedSeconds[model] ?? 0) + Number(process.hrtime.bigint() - started) / 1e9;
  }
}

async function chunked<T>(items: readonly T[], size: number, each: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await each(items.slice(start, start + size));
}
