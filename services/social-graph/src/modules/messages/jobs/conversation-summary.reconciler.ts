import { BackgroundJob, LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { RepairConversationSummariesHandler } from '../commands/repair-conversation-summaries/repair-conversation-summaries.handler';

const PASS_EVERY_MS = 5_000;
/** Passes that find nothing wait longer and longer, up to this: an idle service stays quiet. */
const IDLE_PASS_MAX_MS = 60_000;

/**
 * Repairs the conversation summaries a crash (or lost contention) left behind (RepairConversationSummariesHandler),
 * at start and then every few seconds, up to a minute while there is nothing to do.
 */
@Injectable()
export class ConversationSummaryReconciler extends BackgroundJob {
  constructor(
    private readonly summaries: RepairConversationSummariesHandler,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: 'conversation summary reconciliation', everyMs: PASS_EVERY_MS, idleMaxMs: IDLE_PASS_MAX_MS, logger });
  }

  /** One pass; true when it found something to finish. */
  pass(now = new Date()): Promise<boolean> {
    return this.summaries.execute(now);
  }
}
