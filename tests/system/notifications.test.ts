import {
  ApiRoutes,
  NotificationMessages,
  PushMessages,
  type PushConfig,
  type Connection,
  type Notification,
  type NotificationList,
  type UnreadCount,
} from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import request from 'supertest';
import { loadStackState } from '../harness/stack';
import { openLiveStream } from './live-stream';
import { memberKnownToGraph, registeredMember, type SessionMember } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;

const list = async (member: SessionMember, query = '') => (await member.agent.get(`${ApiRoutes.notifications}${query}`).expect(200)).body as NotificationList;
const unreadCount = async (member: SessionMember) => ((await member.agent.get(ApiRoutes.notificationsUnreadCount).expect(200)).body as UnreadCount).count;

/** Events normally take well under a second; on a busy machine a consumer group may be rebalancing for a while. */
const EVENT_WAIT_MS = 60_000;

/** The member's notifications once one of the type from the actor has arrived (the service learns from Kafka). */
async function notificationOf(member: SessionMember, type: Notification['type'], actor: SessionMember): Promise<Notification> {
  let found: Notification | undefined;
  await eventually(async () => {
    found = (await list(member)).notifications.find((notification) => notification.type === type && notification.actor?.id === actor.id);
    return found !== undefined;
  }, `a ${type} notification of ${member.id} from ${actor.id}`, EVENT_WAIT_MS);
  return found!;
}

/** A asks B to connect and B accepts. */
async function connect(a: SessionMember, b: SessionMember): Promise<Connection> {
  const sent = (await a.agent.post(ApiRoutes.connections).send({ receiverId: b.id }).expect(201)).body as Connection;
  return (await b.agent.put(ApiRoutes.connectionById(sent.id)).send({ status: 'accepted' }).expect(200)).body as Connection;
}

describe('notifications through the BFF', () => {
  it('notifies B of A\'s request and A of B\'s acceptance, never a member of their own action', async () => {
    const [a, b] = [await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl)];
    await connect(a, b);

    const accepted = await notificationOf(a, 'connectionAccepted', b);
    expect(accepted).toMatchObject({ read: false, text: expect.stringContaining(b.name), actor: { id: b.id, name: b.name } });
    const requested = await notificationOf(b, 'connectionRequests', a);
    expect(requested).toMatchObject({ read: false, actor: { id: a.id, name: a.name } });

    const ofA = await list(a);
    expect(ofA).toMatchObject({ total: 1, unreadCount: 1 });
    expect(ofA.notifications.map(({ type }) => type)).toEqual(['connectionAccepted']);
    expect(await unreadCount(a)).toBe(1);
    expect((await list(b)).notifications.map(({ type }) => type)).toEqual(['connectionRequests']);
  });

  it('marks one notification read (only its own member can), then all of them', async () => {
    const [a, b, c] = [await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl)];
    await connect(a, b);
    await connect(a, c);
    const fromB = await notificationOf(a, 'connectionAccepted', b);
    await notificationOf(a, 'connectionAccepted', c);
    expect(await unreadCount(a)).toBe(2);

    expect((await b.agent.put(ApiRoutes.notificationRead(fromB.id)).expect(404)).body).toEqual({ message: NotificationMessages.notFound });
    const read = (await a.agent.put(ApiRoutes.notificationRead(fromB.id)).expect(200)).body as Notification;
    expect(read).toMatchObject({ id: fromB.id, read: true });
    expect(await unreadCount(a)).toBe(1);
    expect((await list(a)).unreadCount).toBe(1);

    expect((await a.agent.put(ApiRoutes.notificationsReadAll).expect(200)).body).toEqual({ count: 0 });
    expect(await unreadCount(a)).toBe(0);
    expect((await list(a)).notifications.every((notification) => notification.read)).toBe(true);
    await a.agent.put(ApiRoutes.notificationRead(999_999_999)).expect(404);
    expect((await a.agent.put(ApiRoutes.notificationRead('abc')).expect(400)).body).toEqual({ message: expect.any(String) });
  });

  it('pages the list newest first and checks the paging query', async () => {
    const [a, b, c] = [await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl)];
    await connect(a, b);
    await notificationOf(a, 'connectionAccepted', b);
    await connect(a, c);
    await notificationOf(a, 'connectionAccepted', c);

    const newest = await list(a, '?limit=1');
    expect(newest).toMatchObject({ total: 2, unreadCount: 2, notifications: [expect.objectContaining({ actor: expect.objectContaining({ id: c.id }) })] });
    const next = await list(a, '?limit=1&offset=1');
    expect(next.notifications).toEqual([expect.objectContaining({ actor: expect.objectContaining({ id: b.id }) })]);
    expect((await a.agent.get(`${ApiRoutes.notifications}?limit=0`).expect(400)).body).toEqual({ message: 'limit must be a number from 1 to 50' });
    expect((await a.agent.get(`${ApiRoutes.notifications}?offset=-1`).expect(400)).body).toEqual({ message: 'offset must be a whole number, 0 or more' });
  });

  it('pushes a new notification and the read count live to the member\'s stream', async () => {
    const [a, b] = [await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl)];
    const live = await openLiveStream(baseUrl, a);
    try {
      await connect(a, b);
      const pushed = await live.next('notification', ({ notification }) => notification.type === 'connectionAccepted');
      expect(pushed).toMatchObject({ unreadCount: 1, notification: { actor: { id: b.id }, read: false } });
      expect((await list(a)).notifications[0]).toEqual(pushed.notification);

      await a.agent.put(ApiRoutes.notificationsReadAll).expect(200);
      expect(await live.next('notifications-read')).toEqual({ type: 'notifications-read', unreadCount: 0 });
    } finally {
      live.close();
    }
  });

  it('answers 401 to every notification route without a session', async () => {
    const anonymous = request(baseUrl);
    await anonymous.get(ApiRoutes.notifications).expect(401);
    await anonymous.get(ApiRoutes.notificationsUnreadCount).expect(401);
    await anonymous.put(ApiRoutes.notificationRead(1)).expect(401);
    await anonymous.put(ApiRoutes.notificationsReadAll).expect(401);
    await anonymous.get(ApiRoutes.pushConfig).expect(401);
  });

  it('answers the push routes through the BFF: the VAPID key, bodies checked with the contract’s words, the service’s refusal passed on', async () => {
    const member = await registeredMember(baseUrl);
    // The stack's own VAPID pair (production mode requires one).
    const { publicKey } = (await member.agent.get(ApiRoutes.pushConfig).expect(200)).body as PushConfig;
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
    // A push address a member made up is never posted to.
    expect((await member.agent.post(ApiRoutes.pushSubscriptions).send({ endpoint: 'https://push.attacker.example/x', keys }).expect(400)).body).toEqual({
      message: PushMessages.unknownService,
    });
    expect((await member.agent.post(ApiRoutes.pushSubscriptions).send({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'short', auth: 'x' } }).expect(400)).body).toEqual({
      message: PushMessages.invalidKeys,
    });
    expect((await member.agent.delete(ApiRoutes.pushSubscriptions).send({ endpoint: 'javascript:alert(1)' }).expect(400)).body).toEqual({ message: PushMessages.invalidEndpoint });
    await member.agent.delete(ApiRoutes.pushSubscriptions).send({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' }).expect(204);
  });
});
