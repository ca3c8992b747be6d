import 'reflect-metadata';
import { serviceMain } from '@docnet/platform';
import { AppModule } from './app.module';
import { loadProfileConfig } from './config/profile.env';

serviceMain('profile', loadProfileConfig, AppModule.register);
