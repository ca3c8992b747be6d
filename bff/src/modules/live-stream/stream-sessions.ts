import { LIVE_STREAM_HEARTBEAT_SECONDS } from '@docnet/contracts';
import { LOGGER } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { SessionRegistry } from '../../session/session-registry';
import { LiveStreams } from './live-streams';

/**
 * A stream lives no longer than its session. Sign-out, a password change or reset, on any instance, announce
 * the ended sessions and their streams here end at once; with each heartbeat the streams' sessions are looked
 * up again, so one that expired, or whose announcement was missed (a Redis reconnect), ends within a heartbeat.
 */
@Injectable()
export class StreamSessions implements OnApplicationBootstrap, OnModuleDestroy {
  private stopListening?: () => Promise<void>;
  private readonly recheck = setInterval(() => void this.endStreamsOfEndedSessions(), LIVE_STREAM_HEARTBEAT_SECONDS * 1000);

  constructor(
    private readonly streams: LiveStreams,
    private readonly sessions: SessionRegistry,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.recheck.unref();
  }

  async onApplicationBootstrap(): Promise<void> {
    this.stopListening = await this.sessions.onEnded((sessionIds) => this.streams.endSessions(sessionIds));
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.recheck);
    await this.stopListening?.();
  }

  /**
   * Ends the streams whose session is gone. When Redis cannot answer the streams stay until the next check:
   * nobody can sign out or change a password while it is down either.
   */
  async endStreamsOfEndedSessions(): Promise<void> {
    const open = this.streams.sessionIds();
    try {
      const existing = await this.sessions.stillExisting(open);
      this.streams.endSessions(open.filter((sessionId) => !existing.has(sessionId)));
    } catch (error) {
      this.logger.warn({ err: error }, 'could not check the sessions of the live streams');
    }
  }
}
