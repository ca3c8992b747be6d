import { ContentPublishedV1, ContentUpdatedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { RecordContentTitleHandler } from '../commands/record-content-title/record-content-title.handler';

/** Keeps content titles so like and comment notifications can name the item. */
@Controller()
export class ContentTitlesConsumer {
  constructor(private readonly titles: RecordContentTitleHandler) {}

  @EventPattern(ContentPublishedV1.type)
  published(@Payload() { data }: EventOf<typeof ContentPublishedV1>): Promise<void> {
    return this.titles.execute(data.contentId, data.title);
  }

  @EventPattern(ContentUpdatedV1.type)
  updated(@Payload() { data }: EventOf<typeof ContentUpdatedV1>): Promise<void> {
    return this.titles.execute(data.contentId, data.title);
  }
}
