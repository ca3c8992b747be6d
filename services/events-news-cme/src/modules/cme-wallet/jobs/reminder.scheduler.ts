import { BackgroundJob, LOGGER, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { EVENTS_NEWS_CME_CONFIG, type EventsNewsCmeConfig } from '../../../config/events-news-cme.env';
import { SendRemindersHandler } from '../commands/send-reminders/send-reminders.handler';
import { today } from '../domain/calendar';

/** How long one instance holds the sweep before another may take it over (a crashed sweep is resumed after it). */
const LEASE_MS = 15 * 60_000;

/**
 * Runs the reminder sweep once a UTC day across instances: every CME_REMINDER_CHECK_MINUTES (0: off; the first time one
 * period after start) an instance looks whether today's sweep is done, takes the lease in Redis (SET NX PX) if not,
 * sweeps and marks the day done. Two sweeps overlapping (a lease that ran out) still send each reminder once: the
 * reminder's unique key decides.
 */
@Injectable()
export class ReminderScheduler extends BackgroundJob {
  private readonly keys: { lease: string; done: (day: string) => string };

  constructor(
    private readonly sweep: SendRemindersHandler,
    @Inject(EVENTS_NEWS_CME_CONFIG) private readonly config: EventsNewsCmeConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const periodMs = Math.max(1, config.CME_REMINDER_CHECK_MINUTES) * 60_000;
    super({ name: 'cme-reminders', everyMs: periodMs, firstAfterMs: periodMs, logger });
    const base = `${prefix}{events-news-cme:cme-wallet}:reminders:`;
    this.keys = { lease: `${base}lease`, done: (day) => `${base}swept:${day}` };
  }

  override onApplicationBootstrap(): void {
    if (this.config.CME_REMINDER_CHECK_MINUTES > 0) super.onApplicationBootstrap();
  }

  async pass(): Promise<void> {
    const day = today();
    if ((await this.redis.exists(this.keys.done(day))) === 1) return;
    if ((await this.redis.set(this.keys.lease, day, 'PX', LEASE_MS, 'NX')) !== 'OK') return;
    try {
      const sent = await this.sweep.execute(day, () => this.stopping);
      if (this.stopping) return;
      await this.redis.set(this.keys.done(day), '1', 'EX', 2 * 24 * 3600);
      this.logger.info({ day, sent }, 'CME reminders swept');
    } finally {
      await this.redis.del(this.keys.lease);
    }
  }
}
