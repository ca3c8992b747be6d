import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';

/** /api/notifications (list, unread count, read one, read all), answered by the notifications service. */
@Module({ controllers: [NotificationsController] })
export class NotificationsModule {}
