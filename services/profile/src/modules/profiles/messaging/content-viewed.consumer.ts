import { ContentViewedV1, ContentViewsCountedV1, type EventOf } from '@docnet/contracts';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { CountArticleViewHandler } from '../commands/count-article-view/count-article-view.handler';

@Controller()
export class ContentViewedConsumer {
  constructor(private readonly countArticleViews: CountArticleViewHandler) {}

  @EventPattern(ContentViewsCountedV1.type)
  counted(@Payload() event: EventOf<typeof ContentViewsCountedV1>): Promise<void> {
    return this.countArticleViews.batch(event);
  }

  @EventPattern(ContentViewedV1.type)
  viewed(@Payload() event: EventOf<typeof ContentViewedV1>): Promise<void> {
    return this.countArticleViews.one(event);
  }
}
