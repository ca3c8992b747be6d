import { Module } from '@nestjs/common';
import { LiveEventsConsumer } from './live-events.consumer';
import { LiveStreamController } from './live-stream.controller';
import { LiveStreams } from './live-streams';

/** GET /api/live, fed from Kafka by a consumer group of this instance's own. */
@Module({ controllers: [LiveStreamController], providers: [LiveStreams, LiveEventsConsumer] })
export class LiveStreamModule {}
