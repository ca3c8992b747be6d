import { ContentDeletedV1, ContentPublishedV1, ContentUpdatedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { RecordContentTopicsHandler } from '../commands/record-content-topics/record-content-topics.handler';

/** The topics members write about, from content events (see RecordContentTopicsHandler). */
@Controller()
export class ContentConsumer {
  constructor(private readonly topics: RecordContentTopicsHandler) {}

  @EventPattern(ContentPublishedV1.type)
  published(@Payload() event: EventOf<typeof ContentPublishedV1>): Promise<void> {
    return this.topics.record(event.data);
  }

  @EventPattern(ContentUpdatedV1.type)
  updated(@Payload() event: EventOf<typeof ContentUpdatedV1>): Promise<void> {
    return this.topics.record(event.data);
  }

  @EventPattern(ContentDeletedV1.type)
  deleted(@Payload() event: EventOf<typeof ContentDeletedV1>): Promise<void> {
    return this.topics.forget(event.data.contentId, event.data.authorId);
  }
}
