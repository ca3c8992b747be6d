import 'reflect-metadata';
import { serviceMain } from '@docnet/platform';
import { AppModule } from './app.module';
import { loadEventsNewsCmeConfig } from './config/events-news-cme.env';

serviceMain('events-news-cme', loadEventsNewsCmeConfig, AppModule.register);
