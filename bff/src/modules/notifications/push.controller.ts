import { ApiRoutes, NotificationsRoutes, openApiRef, pushSubscriptionSchema, pushUnsubscribeSchema, type PushConfig } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NotificationsClient } from '../../clients/service-clients.module';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';
import { SignedInMember } from '../../session/signed-in-member';

/** Push notifications on the signed-in member's devices, kept by the notifications service; every call needs a signed-in member. */
@ApiTags('notifications')
@ApiErrors(401, 503)
@Controller()
export class PushController {
  constructor(private readonly notifications: NotificationsClient) {}

  @Get(ApiRoutes.pushConfig)
  @ApiOperation({ summary: 'The VAPID public key a browser subscribes with: {publicKey}, null when this server sends no pushes' })
  @ApiAnswer('PushConfig')
  config(@SignedInMember() memberId: number): Promise<PushConfig> {
    return this.notifications.get(NotificationsRoutes.pushConfig, { actingUserId: memberId });
  }

  @Post(ApiRoutes.pushSubscriptions)
  @HttpCode(204)
  @ApiBody({ schema: openApiRef('PushSubscriptionBody') })
  @ApiNoContentResponse({ description: 'This device receives the member’s push notifications' })
  @ApiOperation({
    summary: "This device receives the signed-in member's push notifications",
    description:
      "Body: the browser's PushSubscription {endpoint, keys: {p256dh, auth}}. 400 when the address or keys are not valid or the push service is not one DocNet delivers to; 503 when this server sends no pushes",
  })
  @ApiErrors(400)
  async subscribe(@SignedInMember() memberId: number, @Body() body: unknown): Promise<void> {
    const subscription = validateInput(pushSubscriptionSchema, body);
    await this.notifications.post(NotificationsRoutes.pushSubscriptions, { body: subscription, actingUserId: memberId });
  }

  @Delete(ApiRoutes.pushSubscriptions)
  @HttpCode(204)
  @ApiBody({ schema: openApiRef('PushUnsubscribeBody') })
  @ApiNoContentResponse({ description: 'This device no longer receives them' })
  @ApiOperation({ summary: "This device no longer receives the signed-in member's push notifications: {endpoint}" })
  @ApiErrors(400)
  async unsubscribe(@SignedInMember() memberId: number, @Body() body: unknown): Promise<void> {
    const { endpoint } = validateInput(pushUnsubscribeSchema, body);
    await this.notifications.delete(NotificationsRoutes.pushSubscriptions, { body: { endpoint }, actingUserId: memberId });
  }
}
