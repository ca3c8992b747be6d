import type { Notification, PushPayload } from '@docnet/contracts';
import { LOGGER } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../../../config/notifications.env';
import { Recipients } from '../../../audience/persistence/recipients';
import { keptBySettings } from '../../domain/notification-kinds';
import { WebPushGateway, type PushDelivery } from '../../delivery/web-push.gateway';
import { onPushService } from '../../domain/push-origins';
import { PushSubscriptionModel } from '../../persistence/push-subscription.schema';

/** Kinds that wake a device at once; the rest may wait for its next wake-up. */
const URGENT = new Set<PushPayload['type']>(['directMessages', 'moderation']);

/**
 * Pushes a new (or coalesced) notification to each of the member's devices, when their settings keep its kind. The
 * payload names the kind, the notification's id and its link, never its text: the device shows a generic line and
 * the app reads the rest with the member's session. A device whose push service answers that it is gone is
 * forgotten; one that failed otherwise is kept for the next push (a missed push still leaves the in-app bell).
 */
@Injectable()
export class PushNotificationHandler {
  constructor(
    @Inject(PushSubscriptionModel) private readonly subscriptions: PushSubscriptionModel,
    private readonly recipients: Recipients,
    private readonly gateway: WebPushGateway,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async notified(userId: number, notification: Pick<Notification, 'id' | 'type' | 'link'>): Promise<void> {
    if (!this.gateway.enabled) return;
    const { settings } = await this.recipients.get(userId);
    if (!keptBySettings(settings, notification.type)) return;
    const payload: PushPayload = { type: notification.type, id: notification.id, link: notification.link };
    await this.push(userId, payload, { urgency: URGENT.has(notification.type) ? 'high' : 'normal', topic: `notification-${notification.id}` });
  }

  /** Sends to every device of the member; answers how many took it. */
  async push(userId: number, payload: PushPayload, delivery: PushDelivery): Promise<number> {
    const devices = await this.subscriptions.find({ userId }).lean();
    const outcomes = await Promise.all(
      devices.map(async (device) => {
        // Checked again at sending: an address stored before the allowed push services changed is never posted to.
        const outcome = onPushService(device.endpoint, this.config.PUSH_SERVICE_ORIGINS) ? await this.gateway.send(device, payload, delivery) : 'gone';
        if (outcome === 'gone') await this.subscriptions.deleteOne({ _id: device._id, userId });
        if (outcome === 'failed') this.logger.warn({ userId, pushType: payload.type }, 'push not delivered to a device; kept for the next push');
        return outcome;
      }),
    );
    return outcomes.filter((outcome) => outcome === 'delivered').length;
  }
}
