import {
  ConnectionRequestedV1,
  DEFAULT_NOTIFICATION_SETTINGS,
  MessageSentV1,
  NotificationSettingsChangedV1,
  NotificationsRoutes,
  ProfileUpdatedV1,
  PushMessages,
  type PushPayload,
} from '@docnet/contracts';
import { eventually, memberCard, startServiceUnderTest, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { generateVAPIDKeys } from 'web-push';
import { AppModule } from '../src/app.module';
import { MAX_DEVICES_PER_MEMBER } from '../src/modules/notifications/commands/subscribe-device/subscribe-device.handler';
import { FakePushService, verifiedVapidClaims, type FakeDevice } from './support/fake-push-service';

/** What a patient's details look like when a clinician messages a colleague about them. */
const CLINICAL_MESSAGE =
  "Could you see Mrs. Zoë O'Brien-Núñez (DOB 03/04/1961, MRN 00482913) this week? Biopsy of the left lateral tongue came back as moderate dysplasia. ".repeat(4);

describe('notifications: web push to members’ devices, with nothing from the notification in the payload', () => {
  let service: ServiceUnderTest;
  let pushService: FakePushService;
  const vapid = generateVAPIDKeys();
  let nextId = 1;

  beforeAll(async () => {
    pushService = await FakePushService.start();
    service = await startServiceUnderTest('notifications', AppModule.register, {
      DIGEST_CHECK_MINUTES: '0',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:push@docnet.example',
      PUSH_SERVICE_ORIGINS: `${pushService.origin},https://*.push.apple.com`,
    });
  });

  afterAll(async () => {
    await service?.stop();
    await pushService?.stop();
  });

  const as = (memberId: number) => ({
    subscribe: (body: object) =>
      request(service.url).post(NotificationsRoutes.pushSubscriptions).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', String(memberId)).send(body),
    unsubscribe: (endpoint: string) =>
      request(service.url)
        .delete(NotificationsRoutes.pushSubscriptions)
        .set('x-service-token', TEST_SERVICE_TOKEN)
        .set('x-acting-user-id', String(memberId))
        .send({ endpoint }),
  });
  const devicesOf = (memberId: number) =>
    service.database
      .collection('push_subscriptions')
      .find({ userId: memberId })
      .toArray()
      .then((found) => found.map(({ endpoint }) => endpoint as string).sort());

  async function member(id: number, name: string) {
    await service.publish(ProfileUpdatedV1, id, { revision: 1, card: memberCard(id, { name }) });
    await eventually(async () => (await service.database.collection('member_cards').countDocuments({ _id: id as never })) === 1, `the card of ${id}`);
  }
  const message = (senderId: number, recipientId: number, body: string) => {
    const id = nextId++;
    return service.publish(MessageSentV1, id, { messageId: id, conversationId: senderId * 1000 + recipientId, senderId, recipientId, body, sentAt: new Date().toISOString() });
  };
  const requestConnection = (requesterId: number, receiverId: number) => {
    const connectionId = nextId++;
    return service.publish(ConnectionRequestedV1, connectionId, { connectionId, requesterId, receiverId, requestedAt: new Date().toISOString() });
  };
  const pushesTo = (device: FakeDevice, count: number) =>
    eventually(() => {
      const found = pushService.to(device);
      return found.length >= count ? found : undefined;
    }, `${count} push(es) to ${device.endpoint}`);

  it('refuses a push address outside the known push services and keys that are not a device’s, with a reason the member can act on', async () => {
    const device = pushService.device('refused');
    const { keys } = device.subscription;
    for (const endpoint of ['https://push.attacker.example/x', 'http://169.254.169.254/latest/meta-data', 'https://127.0.0.1/push', 'https://web.push.apple.com.attacker.example/x']) {
      const answer = await as(301).subscribe({ endpoint, keys }).expect(400);
      expect({ endpoint, message: answer.body.message }).toEqual({ endpoint, message: PushMessages.unknownService });
    }
    expect((await as(301).subscribe({ endpoint: 'not a url', keys }).expect(400)).body.message).toBe(PushMessages.invalidEndpoint);
    expect((await as(301).subscribe({ endpoint: device.endpoint, keys: { p256dh: 'short', auth: keys.auth } }).expect(400)).body.message).toBe(PushMessages.invalidKeys);
    expect((await as(301).subscribe({ endpoint: device.endpoint }).expect(400)).body.message).toBe(PushMessages.invalidKeys);
    // A subdomain of a configured wildcard is a push service.
    await as(301).subscribe({ endpoint: 'https://api.push.apple.com/3/device/abc', keys }).expect(204);
    expect(await devicesOf(301)).toEqual(['https://api.push.apple.com/3/device/abc']);
  });

  it('pushes a new message to each device signed with VAPID and encrypted for it, naming only its kind and link, never the text or the sender', async () => {
    await member(311, "Dr. Siobhán D'Arcy-Łukasz");
    const phone = pushService.device('phone');
    const laptop = pushService.device('laptop');
    await as(312).subscribe(phone.subscription).expect(204);
    await as(312).subscribe(laptop.subscription).expect(204);
    // Subscribing again (a renewed key) keeps one device.
    await as(312).subscribe(phone.subscription).expect(204);
    expect(await devicesOf(312)).toEqual([laptop.endpoint, phone.endpoint].sort());

    await message(311, 312, CLINICAL_MESSAGE);
    const [push] = await pushesTo(phone, 1);
    await pushesTo(laptop, 1);
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'high', topic: expect.stringMatching(/^notification-\d+$/) });
    const claims = verifiedVapidClaims(String(push.headers.authorization), vapid.publicKey);
    expect(claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:push@docnet.example' });
    // What the push service saw is ciphertext: neither the message nor the sender.
    expect(push.body.toString('latin1')).not.toContain('Brien');

    const plaintext = phone.decrypt(push.body);
    const payload = JSON.parse(plaintext) as PushPayload;
    expect(payload).toEqual({ type: 'directMessages', id: expect.any(Number), link: '/messages?with=311' });
    for (const detail of ["O'Brien", 'Zoë', '1961', '00482913', 'dysplasia', 'Siobhán', "D'Arcy", 'sent you']) expect(plaintext).not.toContain(detail);
    expect(laptop.decrypt(pushService.to(laptop)[0].body)).toBe(plaintext);
  });

  it('forgets a device its push service answers 410 or 404 for, keeps one that failed for a while, and follows the member’s settings', async () => {
    await member(321, 'Dr. Ana Müller');
    const kept = pushService.device('kept');
    const dropped = pushService.device('dropped');
    const vanished = pushService.device('vanished');
    const busy = pushService.device('busy');
    for (const device of [kept, dropped, vanished, busy]) await as(322).subscribe(device.subscription).expect(204);
    pushService.answer(dropped, 410);
    pushService.answer(vanished, 404);
    pushService.answer(busy, 429);

    await requestConnection(321, 322);
    const [push] = await pushesTo(kept, 1);
    expect(JSON.parse(kept.decrypt(push.body))).toEqual({ type: 'connectionRequests', id: expect.any(Number), link: '/network' });
    expect(push.headers.urgency).toBe('normal');
    await eventually(async () => (await devicesOf(322)).length === 2, 'the gone devices forgotten');
    expect(await devicesOf(322)).toEqual([busy.endpoint, kept.endpoint].sort());

    // Direct messages turned off: no push for one; a connection request after it still comes, alone.
    await service.publish(NotificationSettingsChangedV1, 322, {
      userId: 322,
      revision: 1,
      settings: { ...DEFAULT_NOTIFICATION_SETTINGS, notifications: { ...DEFAULT_NOTIFICATION_SETTINGS.notifications, directMessages: false } },
      changedAt: new Date().toISOString(),
    });
    await eventually(async () => (await service.database.collection('recipients').countDocuments({ _id: 322 as never, settingsRevision: 1 })) === 1, 'settings of 322');
    await message(321, 322, 'About tomorrow’s list');
    await requestConnection(323, 322);
    const pushes = await pushesTo(kept, 2);
    expect(pushes.map((received) => (JSON.parse(kept.decrypt(received.body)) as PushPayload).type)).toEqual(['connectionRequests', 'connectionRequests']);

    // Turned off on the device: no more pushes there.
    await as(322).unsubscribe(kept.endpoint).expect(204);
    expect(await devicesOf(322)).toEqual([busy.endpoint]);
  });

  it('moves a browser to the member who subscribed last on it, and keeps only a member’s latest devices', async () => {
    const shared = pushService.device('shared-workstation');
    await as(331).subscribe(shared.subscription).expect(204);
    await as(332).subscribe(shared.subscription).expect(204);
    expect(await devicesOf(331)).toEqual([]);
    expect(await devicesOf(332)).toEqual([shared.endpoint]);
    // Another member cannot take a device off someone else's list by naming it.
    await as(331).unsubscribe(shared.endpoint).expect(204);
    expect(await devicesOf(332)).toEqual([shared.endpoint]);

    const many = Array.from({ length: MAX_DEVICES_PER_MEMBER + 3 }, (_, index) => pushService.device(`device-${index}`));
    for (const device of many) await as(333).subscribe(device.subscription).expect(204);
    expect(await devicesOf(333)).toEqual(many.slice(3).map(({ endpoint }) => endpoint).sort());
  });
});
