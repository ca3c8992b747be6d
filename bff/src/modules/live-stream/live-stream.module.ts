import { Module } from '@nestjs/common';
import { LiveEventsConsumer } from './live-events.consumer';
import { LiveStreamController } from './live-stream.controller';
import { LiveStreams } from './live-streams';
import { StreamSessions } from './stream-sessions';

/** GET /api/live, fed from Kafka by a consumer group of this instance's own, each stream ending with its session. */
@Module({ controllers: [LiveStreamController], providers: [LiveStreams, StreamSessions, LiveEventsConsumer], exports: [LiveEventsConsumer] })
export class LiveStreamModule {}
