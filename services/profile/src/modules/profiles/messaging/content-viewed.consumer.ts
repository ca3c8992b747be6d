import { ContentViewedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { CountArticleViewHandler } from '../commands/count-article-view/count-article-view.handler';

@Controller()
export class ContentViewedConsumer {
  constructor(private readonly countArticleView: CountArticleViewHandler) {}

  @EventPattern(ContentViewedV1.type)
  handle(@Payload() event: EventOf<typeof ContentViewedV1>): Promise<void> {
    return this.countArticleView.execute(event);
  }
}
