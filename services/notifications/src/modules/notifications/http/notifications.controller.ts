import { notificationListQuerySchema, NotificationsRoutes, type Notification, type NotificationList, type UnreadCount } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Controller, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { MarkReadHandler } from '../commands/mark-read/mark-read.handler';
import { ListNotificationsHandler } from '../queries/list-notifications/list-notifications.handler';

/** The acting member's notifications (contracts/src/services/notifications.ts); only the BFF calls it. */
@Controller()
export class NotificationsController {
  constructor(
    private readonly listNotifications: ListNotificationsHandler,
    private readonly markRead: MarkReadHandler,
  ) {}

  @Get(NotificationsRoutes.notifications)
  list(@ActingUserId() memberId: number, @Query() query: unknown): Promise<NotificationList> {
    return this.listNotifications.list(memberId, validateInput(notificationListQuerySchema, query));
  }

  @Get(NotificationsRoutes.unreadCount)
  unreadCount(@ActingUserId() memberId: number): Promise<UnreadCount> {
    return this.listNotifications.unreadCount(memberId);
  }

  @Put(NotificationsRoutes.readAll)
  readAll(@ActingUserId() memberId: number): Promise<UnreadCount> {
    return this.markRead.all(memberId);
  }

  @Put(NotificationsRoutes.read(':id'))
  read(@Param('id', ParseIntPipe) id: number, @ActingUserId() memberId: number): Promise<Notification> {
    return this.markRead.one(memberId, id);
  }
}
