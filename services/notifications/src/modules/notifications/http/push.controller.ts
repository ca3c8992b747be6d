import { NotificationsRoutes, pushSubscriptionSchema, pushUnsubscribeSchema, type PushConfig } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { SubscribeDeviceHandler } from '../commands/subscribe-device/subscribe-device.handler';
import { WebPushGateway } from '../delivery/web-push.gateway';

/** The acting member's push devices (contracts/src/services/notifications.ts); only the BFF calls it. */
@Controller()
export class PushController {
  constructor(
    private readonly devices: SubscribeDeviceHandler,
    private readonly gateway: WebPushGateway,
  ) {}

  @Get(NotificationsRoutes.pushConfig)
  config(): PushConfig {
    return { publicKey: this.gateway.publicKey };
  }

  @Post(NotificationsRoutes.pushSubscriptions)
  @HttpCode(204)
  subscribe(@ActingUserId() memberId: number, @Body() body: unknown): Promise<void> {
    return this.devices.subscribe(memberId, validateInput(pushSubscriptionSchema, body));
  }

  @Delete(NotificationsRoutes.pushSubscriptions)
  @HttpCode(204)
  unsubscribe(@ActingUserId() memberId: number, @Body() body: unknown): Promise<void> {
    return this.devices.unsubscribe(memberId, validateInput(pushUnsubscribeSchema, body).endpoint);
  }
}
