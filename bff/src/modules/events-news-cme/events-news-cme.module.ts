import { Module } from '@nestjs/common';
import { CmeController } from './cme.controller';
import { EventsController } from './events.controller';
import { NewsController } from './news.controller';

/** /api/events, /api/news and /api/cme, answered by the events-news-cme service; all signed in. */
@Module({ controllers: [EventsController, NewsController, CmeController] })
export class EventsNewsCmeModule {}
