import { BackgroundJob, LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { RepairReactionsHandler } from '../commands/repair-reactions/repair-reactions.handler';

const PASS_EVERY_MS = 5_000;
/** Passes that find nothing wait longer and longer, up to this: an idle service stays quiet. */
const IDLE_PASS_MAX_MS = 60_000;

/**
 * Repairs the likes, comments and deleted contents a crash left behind (RepairReactionsHandler), at start and
 * then every few seconds, up to a minute while there is nothing to do.
 */
@Injectable()
export class ReactionsReconciler extends BackgroundJob {
  constructor(
    private readonly reactions: RepairReactionsHandler,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: 'reactions reconciliation', everyMs: PASS_EVERY_MS, idleMaxMs: IDLE_PASS_MAX_MS, logger });
  }

  /** One pass; true when it found something to finish. */
  pass(now = new Date()): Promise<boolean> {
    return this.reactions.execute(now);
  }
}
