import { onlyDuplicateKeys, type OutboxRelay } from '@docnet/platform';
import type { Logger } from 'pino';
import type { Model } from 'mongoose';
import type { EventsNewsCmeConfig } from '../../config/events-news-cme.env';

/**
 * Ids 1-999 are kept for sample items; members' items are numbered from here on, so a fixed sample
 * id never meets a generated one.
 */
export const MEMBER_ITEM_ID_OFFSET = 1000;

/** A UTC calendar day (YYYY-MM-DD) `days` after `from`. */
export function dayFrom(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Inserts the sample items when the collection is empty and SEED_SAMPLE_LISTINGS asks for them (the demo
 * and test stacks; never by default, so a production network starts with only what members post). Their ids are fixed, so two instances that
 * start together insert each sample once (the loser's duplicates are ignored). The relay is asked for a
 * sweep, which publishes the samples' events.
 */
export async function seedWhenEmpty<T extends { _id: number }>(
  model: Model<any>,
  samples: readonly T[],
  relay: OutboxRelay,
  logger: Logger,
  settings: Pick<EventsNewsCmeConfig, 'SEED_SAMPLE_LISTINGS'>,
): Promise<void> {
  if (!settings.SEED_SAMPLE_LISTINGS) return;
  if ((await model.countDocuments({})) > 0) return;
  try {
    await model.insertMany(samples, { ordered: false });
    logger.info({ collection: model.collection.name, count: samples.length }, 'sample items seeded');
    relay.nudge();
  } catch (error) {
    if (!onlyDuplicateKeys(error)) throw error;
  }
}
