import type { PushPayload } from '@docnet/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { generateRequestDetails, type Urgency } from 'web-push';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../../config/notifications.env';
import type { PushSubscriptionDocument } from '../persistence/push-subscription.schema';

/** How long a push service keeps a push for a device that is off: a day, after which the news is stale. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/**
 * `delivered` (the push service took it), `gone` (it answered that the device's address no longer exists, or refuses
 * it for good: any 4xx but 408 and 429), `failed` (worth trying with the next push).
 */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

export interface PushDelivery {
  /** `high` wakes the device at once (messages and moderators' decisions); `normal` lets it save battery. */
  urgency: Urgency;
  /** A later push with the same topic replaces one the device has not fetched yet (one conversation's messages). */
  topic: string;
}

/**
 * Posts one push through web-push's request details: VAPID-signed (RFC 8292) and encrypted for the device alone
 * (aes128gcm, RFC 8291), so the push service sees neither the payload nor anything else. The post itself is made
 * here, without redirects and with a time limit, so a push address never leads the service elsewhere.
 */
@Injectable()
export class WebPushGateway {
  constructor(@Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig) {}

  /** Whether VAPID keys are configured; without them push is off. */
  get enabled(): boolean {
    return this.config.VAPID_PUBLIC_KEY !== '';
  }

  get publicKey(): string | null {
    return this.enabled ? this.config.VAPID_PUBLIC_KEY : null;
  }

  async send(device: Pick<PushSubscriptionDocument, 'endpoint' | 'keys'>, payload: PushPayload, delivery: PushDelivery): Promise<PushOutcome> {
    let status: number;
    try {
      // Inside the try: keys a browser gave that are no P-256 point fail here, like an unreachable push service.
      const details = generateRequestDetails({ endpoint: device.endpoint, keys: device.keys }, JSON.stringify(payload), {
        vapidDetails: { subject: this.config.VAPID_SUBJECT, publicKey: this.config.VAPID_PUBLIC_KEY, privateKey: this.config.VAPID_PRIVATE_KEY },
        contentEncoding: 'aes128gcm',
        TTL: TTL_SECONDS,
        urgency: delivery.urgency,
        topic: delivery.topic,
      });
      const answer = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: new Uint8Array(details.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      status = answer.status;
      await answer.body?.cancel();
    } catch {
      return 'failed';
    }
    if (status >= 200 && status < 300) return 'delivered';
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'gone';
    return 'failed';
  }
}
