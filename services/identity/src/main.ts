import 'reflect-metadata';
import { serviceMain } from '@docnet/platform';
import { AppModule } from './app.module';
import { loadIdentityConfig } from './config/identity.env';

serviceMain('identity', loadIdentityConfig, AppModule.register);
