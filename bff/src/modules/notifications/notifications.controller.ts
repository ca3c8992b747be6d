import {
  ApiRoutes,
  notificationListQuerySchema,
  NotificationsRoutes,
  type Notification,
  type NotificationList,
  type UnreadCount,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Controller, Get, Param, Put, Query } from '@nestjs/common';
import { NotificationIdPipe } from '../../common/id-pipes';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NotificationsClient } from '../../clients/service-clients.module';
import { ApiWholeNumberId } from '../../openapi/api-inputs';
import { ApiQueryFrom } from '../../openapi/api-queries';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';
import { SignedInMember } from '../../session/signed-in-member';


/** The signed-in member's in-app notifications, answered by the notifications service; every call needs a signed-in member. */
@ApiTags('notifications')
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsClient) {}

  @Get(ApiRoutes.notifications)
  @ApiQueryFrom(notificationListQuerySchema)
  @ApiOperation({
    summary: "The signed-in member's notifications, newest first",
    description:
      "The signed-in member's notifications, newest first: {notifications, total, unreadCount}",
  })
  @ApiAnswer('NotificationList')
  @ApiErrors(400, 401, 503)
  list(@SignedInMember() memberId: number, @Query() query: unknown): Promise<NotificationList> {
    const page = validateInput(notificationListQuerySchema, query);
    return this.notifications.get(NotificationsRoutes.notifications, { query: page, actingUserId: memberId });
  }

  @Get(ApiRoutes.notificationsUnreadCount)
  @ApiOperation({ summary: "How many of the signed-in member's notifications are unread: {count}" })
  @ApiAnswer('UnreadCount')
  @ApiErrors(401, 503)
  unreadCount(@SignedInMember() memberId: number): Promise<UnreadCount> {
    return this.notifications.get(NotificationsRoutes.unreadCount, { actingUserId: memberId });
  }

  @Put(ApiRoutes.notificationsReadAll)
  @ApiOperation({ summary: "Marks every notification of the signed-in member read; answers {count: 0}" })
  @ApiAnswer('UnreadCount')
  @ApiErrors(401, 503)
  readAll(@SignedInMember() memberId: number): Promise<UnreadCount> {
    return this.notifications.put(NotificationsRoutes.readAll, { actingUserId: memberId });
  }

  @Put(ApiRoutes.notificationRead(':id'))
  @ApiWholeNumberId()
  @ApiOperation({
    summary: "Marks one of the signed-in member's notifications read",
    description:
      "Marks one of the signed-in member's notifications read; answers the Notification. 404 for anyone else's",
  })
  @ApiAnswer('Notification')
  @ApiErrors(400, 401, 404, 503)
  read(@SignedInMember() memberId: number, @Param('id', NotificationIdPipe) id: number): Promise<Notification> {
    return this.notifications.put(NotificationsRoutes.read(id), { actingUserId: memberId });
  }
}
