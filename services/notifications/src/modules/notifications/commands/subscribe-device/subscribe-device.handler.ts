import { PushMessages, type PushSubscriptionBody } from '@docnet/contracts';
import { BadRequestException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../../../config/notifications.env';
import { WebPushGateway } from '../../delivery/web-push.gateway';
import { onPushService } from '../../domain/push-origins';
import { PushSubscriptionModel } from '../../persistence/push-subscription.schema';

/** A member's devices beyond this many: the longest subscribed is dropped, so each push fans out to a bounded few. */
export const MAX_DEVICES_PER_MEMBER = 10;

/** A member's device starts or stops receiving their pushes. */
@Injectable()
export class SubscribeDeviceHandler {
  constructor(
    @Inject(PushSubscriptionModel) private readonly subscriptions: PushSubscriptionModel,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly gateway: WebPushGateway,
  ) {}

  async subscribe(userId: number, { endpoint, keys }: PushSubscriptionBody): Promise<void> {
    if (!this.gateway.enabled) throw new ServiceUnavailableException(PushMessages.unavailable);
    if (!onPushService(endpoint, this.config.PUSH_SERVICE_ORIGINS)) throw new BadRequestException(PushMessages.unknownService);
    // One browser, one member: after someone else signs in on it, the previous member's pushes stop reaching it.
    await this.subscriptions.deleteMany({ endpoint, userId: { $ne: userId } });
    await this.subscriptions.updateOne(
      { userId, endpoint },
      { $set: { keys: { p256dh: keys.p256dh, auth: keys.auth } }, $setOnInsert: { createdAt: new Date() } },
      { upsert: true },
    );
    const beyond = await this.subscriptions.find({ userId }, { _id: 1 }).sort({ createdAt: -1, _id: -1 }).skip(MAX_DEVICES_PER_MEMBER).lean();
    if (beyond.length > 0) await this.subscriptions.deleteMany({ userId, _id: { $in: beyond.map(({ _id }) => _id) } });
  }

  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    await this.subscriptions.deleteOne({ userId, endpoint });
  }
}
