import 'reflect-metadata';
import { serviceMain } from '@docnet/platform';
import { AppModule } from './app.module';
import { loadContentConfig } from './config/content.env';

serviceMain('content', loadContentConfig, AppModule.register);
