import { LOGGER, ReadModelBuilder } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { MemberTopics } from './member-topics.port';
import { ContentTopicsModel, type ContentTopicsDocument } from '../../persistence/content-topics.schema';

const AUTHORS_PER_WRITE = 500;
/**
 * How many topics an author keeps: those of most of their contents (then by name). Each is a bucket the author is
 * written into, so a prolific author's writes and keys stay bounded; a ranking reads 20 of a member's topics at most.
 */
export const TOPICS_KEPT = 20;

/** Per author, how many of their contents name each topic. */
type Topics = Map<number, Map<string, number>>;

/** Counts a stored content's topics for its author. */
function add(topics: Topics, { authorId, topics: own }: Pick<ContentTopicsDocument, 'authorId' | 'topics'>): void {
  const counts = topics.get(authorId) ?? new Map<string, number>();
  for (const topic of new Set(own ?? [])) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  topics.set(authorId, counts);
}

/** The author's TOPICS_KEPT topics: the most used first. */
function kept(counts: Map<string, number> | undefined): string[] {
  return [...(counts ?? [])]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, TOPICS_KEPT)
    .map(([topic]) => topic);
}

/**
 * Keeps the member topics (ADR 3) from the stored content topics (`content_topics`, the truth): after each
 * content event the author's entry is computed again from their contents, so it does not depend on the
 * order events arrive in. Built at start, whenever a read finds it missing, and on demand
 * (`npm run rebuild-read-models -w services/ai-assistant`).
 */
@Injectable()
export class MemberTopicsBuilder extends ReadModelBuilder {
  private readonly refreshing = new Map<number, Promise<void>>();

  constructor(
    @Inject(ContentTopicsModel) private readonly contents: ContentTopicsModel,
    private readonly topics: MemberTopics,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: 'AI recommendations', claims: topics, logger });
  }

  /**
   * Computes the author's topics again from their stored contents, one computation per author at a time in
   * this process (events of one author arrive on several partitions, consumed concurrently): a computation
   * that read before another's write can then not overwrite it.
   */
  refresh(authorId: number): Promise<void> {
    const previous = this.refreshing.get(authorId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.compute([authorId]));
    this.refreshing.set(authorId, next);
    return next.finally(() => {
      if (this.refreshing.get(authorId) === next) this.refreshing.delete(authorId);
    });
  }

  private async compute(authorIds: readonly number[]): Promise<void> {
    const found: Topics = new Map();
    for (const content of await this.contents.find({ authorId: { $in: [...authorIds] } }, { authorId: 1, topics: 1 }).lean())
      add(found, content);
    await this.topics.set(authorIds.map((authorId) => ({ authorId, topics: kept(found.get(authorId)) })));
  }

  protected async fill(keepClaim: () => Promise<void>): Promise<number> {
    const topics: Topics = new Map();
    let read = 0;
    for await (const content of this.contents
      .find({}, { authorId: 1, topics: 1 })
      .lean<ContentTopicsDocument[]>()
      .cursor({ batchSize: 1000 })) {
      add(topics, content);
      if ((read += 1) % 1000 === 0) await keepClaim();
    }
    const entries = [...topics].map(([authorId, counts]) => ({ authorId, topics: kept(counts) }));
    for (let start = 0; start < entries.length; start += AUTHORS_PER_WRITE) {
      await this.topics.set(entries.slice(start, start + AUTHORS_PER_WRITE));
      await keepClaim();
    }
    return entries.length;
  }
}
