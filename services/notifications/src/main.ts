import 'reflect-metadata';
import { serviceMain } from '@docnet/platform';
import { AppModule } from './app.module';
import { loadNotificationsConfig } from './config/notifications.env';

serviceMain('notifications', loadNotificationsConfig, AppModule.register);
