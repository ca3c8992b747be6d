import 'reflect-metadata';
import { serviceMain } from '@docnet/platform';
import { AppModule } from './app.module';
import { loadSocialGraphConfig } from './config/social-graph.env';

serviceMain('social-graph', loadSocialGraphConfig, AppModule.register);
