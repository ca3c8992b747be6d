import { LOGGER, onlyDuplicateKeys, OutboxRelay } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { EVENTS_NEWS_CME_CONFIG, type EventsNewsCmeConfig } from '../../../config/events-news-cme.env';
import { ListingIndex } from '../domain/listing-index.port';
import { LISTING_KIND, LISTING_MODEL, type ListingKind, type ListingTypes } from '../listing-kind';

/** A UTC calendar day (YYYY-MM-DD) `days` after `from`. */
export function dayFrom(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Inserts the kind's sample listings at start when its collection is empty and SEED_SAMPLE_LISTINGS asks
 * for them (the demo and test stacks; never by default, so a production network starts with only what
 * members post). Their ids are fixed, so two instances that start together insert each sample once (the
 * loser's duplicates are ignored) and listed in the listings index. The relay is asked for a sweep, which publishes the samples' events.
 */
@Injectable()
export class SampleListingsSeeder<T extends ListingTypes> implements OnApplicationBootstrap {
  constructor(
    @Inject(LISTING_KIND) private readonly kind: ListingKind<T>,
    @Inject(LISTING_MODEL) private readonly listings: Model<T['document']>,
    private readonly relay: OutboxRelay,
    private readonly index: ListingIndex<T['document']>,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(EVENTS_NEWS_CME_CONFIG) private readonly settings: EventsNewsCmeConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.settings.SEED_SAMPLE_LISTINGS) return;
    if ((await this.listings.countDocuments({})) > 0) return;
    const samples = this.kind.samples(new Date());
    try {
      await this.listings.insertMany(samples, { ordered: false });
      this.logger.info({ collection: this.listings.collection.name, count: samples.length }, 'sample items seeded');
      this.relay.nudge();
    } catch (error) {
      if (!onlyDuplicateKeys(error)) throw error;
    }
    // Listed by whichever instance inserted each (the same samples, revision 0: listing them twice is once).
    await this.index.save(samples);
  }
}
