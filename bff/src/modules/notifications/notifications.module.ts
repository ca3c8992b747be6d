import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { PushController } from './push.controller';

/** /api/notifications (list, unread count, read one, read all) and /api/push (devices' push notifications), answered by the notifications service. */
@Module({ controllers: [NotificationsController, PushController] })
export class NotificationsModule {}
