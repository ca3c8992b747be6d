import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CommentAddedV1,
  ConnectionAcceptedV1,
  ConnectionRequestedV1,
  ConnectionWithdrawnV1,
  ContentPublishedV1,
  DEFAULT_NOTIFICATION_SETTINGS,
  LikeAddedV1,
  MessageSentV1,
  ModerationDecidedV1,
  NotificationCreatedV1,
  NotificationMessages,
  NotificationSettingsChangedV1,
  NotificationsReadV1,
  NotificationsRoutes,
  ProfileUpdatedV1,
  Topics,
  UserDeletedV1,
  UserRegisteredV1,
  WalletReminderDueV1,
  type NotificationList,
  type NotificationSettings,
} from '@docnet/contracts';
import {
  EventProbe,
  eventually,
  memberCard,
  startServiceUnderTest,
  TEST_SERVICE_TOKEN,
  type ServiceUnderTest,
} from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { UnreadCounts } from '../src/modules/notifications/domain/unread-counts.port';

interface OutboxEmail {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

const HOUR_MS = 60 * 60 * 1000;

describe('notifications: created from events, honouring settings, read marks, emails and digests', () => {
  let service: ServiceUnderTest;
  let probe: EventProbe;
  const outboxDir = mkdtempSync(join(tmpdir(), 'docnet-notifications-outbox-'));
  const settingsRevisions = new Map<number, number>();
  let nextConnectionId = 1;

  beforeAll(async () => {
    service = await startServiceUnderTest('notifications', AppModule.register, { OUTBOX_DIR: outboxDir, DIGEST_CHECK_MINUTES: '0' });
    probe = await EventProbe.start(service.config.KAFKA_BROKERS, service.config.EVENTS_NAMESPACE, Topics.notificationsNotification);
  });

  afterAll(async () => {
    await probe?.stop();
    await service?.stop();
  });

  const emailOf = (id: number) => `member${id}@docnet.test`;
  const now = () => new Date().toISOString();

  /** Registered members with public cards and email addresses, as identity and profile announce them (one wait for all). */
  async function members(...ids: number[]): Promise<void> {
    for (const id of ids) {
      await service.publish(ProfileUpdatedV1, id, { revision: 1, card: memberCard(id) });
      await service.publish(UserRegisteredV1, id, {
        userId: id,
        username: `member${id}`,
        name: `Dr. Member ${id}`,
        email: emailOf(id),
        phoneNumber: null,
        npi: null,
        registeredAt: now(),
      });
    }
    await eventually(async () => {
      const [cards, emails] = await Promise.all([
        service.database.collection('member_cards').countDocuments({ _id: { $in: ids as never[] } }),
        service.database.collection('recipients').countDocuments({ _id: { $in: ids as never[] }, email: { $exists: true } }),
      ]);
      return cards === ids.length && emails === ids.length;
    }, `the cards and emails of members ${ids.join(', ')}`);
  }

  async function saveSettings(id: number, change: Partial<NotificationSettings> & { off?: (keyof NotificationSettings['notifications'])[] }) {
    const { off = [], ...rest } = change;
    const revision = (settingsRevisions.get(id) ?? 0) + 1;
    settingsRevisions.set(id, revision);
    const notifications = { ...DEFAULT_NOTIFICATION_SETTINGS.notifications, ...Object.fromEntries(off.map((type) => [type, false])) };
    await service.publish(NotificationSettingsChangedV1, id, {
      userId: id,
      revision,
      settings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...rest, notifications },
      changedAt: now(),
    });
    await eventually(
      async () => (await service.database.collection('recipients').countDocuments({ _id: id as never, settingsRevision: revision })) === 1,
      `settings revision ${revision} of ${id}`,
    );
  }

  const call = (actingUserId?: number) => {
    const withHeaders = (test: request.Test) => {
      test.set('x-service-token', TEST_SERVICE_TOKEN);
      return actingUserId === undefined ? test : test.set('x-acting-user-id', String(actingUserId));
    };
    return {
      get: (path: string) => withHeaders(request(service.url).get(path)),
      post: (path: string, body: object) => withHeaders(request(service.url).post(path)).send(body),
      put: (path: string) => withHeaders(request(service.url).put(path)),
    };
  };

  const list = async (id: number, query = '') => (await call(id).get(`${NotificationsRoutes.notifications}${query}`).expect(200)).body as NotificationList;
  const unread = async (id: number) => ((await call(id).get(NotificationsRoutes.unreadCount).expect(200)).body as { count: number }).count;
  const notificationsOf = (id: number, count: number) =>
    eventually(async () => {
      const found = await list(id);
      return found.total >= count ? found : undefined;
    }, `${count} notification(s) of member ${id}`);

  const emailsTo = (id: number): OutboxEmail[] =>
    readdirSync(outboxDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(join(outboxDir, name), 'utf8')) as OutboxEmail)
      .filter((message) => message.channel === 'email' && message.to === emailOf(id));
  const emailsArrived = (id: number, count: number) =>
    eventually(() => {
      const found = emailsTo(id);
      return found.length >= count ? found : undefined;
    }, `${count} email(s) to member ${id}`);

  const requestConnection = (requesterId: number, receiverId: number) => {
    const connectionId = nextConnectionId++;
    return service.publish(ConnectionRequestedV1, connectionId, { connectionId, requesterId, receiverId, requestedAt: now() });
  };
  const acceptConnection = (requesterId: number, receiverId: number) => {
    const connectionId = nextConnectionId++;
    return service.publish(ConnectionAcceptedV1, connectionId, { connectionId, requesterId, receiverId, answeredAt: now() });
  };
  const like = (contentId: number, contentAuthorId: number, memberId: number) =>
    service.publish(LikeAddedV1, `${contentId}:${memberId}`, { contentId, contentAuthorId, memberId, likedAt: now() });
  const comment = (contentId: number, contentAuthorId: number, authorId: number, body: string) =>
    service.publish(CommentAddedV1, contentId, { commentId: contentId * 100 + authorId, contentId, contentAuthorId, authorId, body, createdAt: now() });
  const publishContent = (contentId: number, authorId: number, title: string) =>
    service.publish(ContentPublishedV1, contentId, {
      contentId,
      authorId,
      title,
      summary: '',
      contentType: 'article',
      tags: [],
      attachmentUrl: null,
      thumbnailUrl: null,
      publishedAt: now(),
    });

  it('notifies the requester once when a connection is accepted, even when the event is delivered again', async () => {
    await members(101, 102, 103);
    const accepted = await acceptConnection(101, 102);
    const first = await notificationsOf(101, 1);
    expect(first).toEqual({
      notifications: [
        {
          id: expect.any(Number),
          type: 'connectionAccepted',
          actor: { id: 102, name: 'Dr. Member 102', profilePicture: null },
          text: 'Dr. Member 102 accepted your connection request',
          link: '/profile/102',
          read: false,
          createdAt: expect.any(String),
        },
      ],
      total: 1,
      unreadCount: 1,
    });

    // Redelivery past the inbox (as after a crash between the effect and its record), then a later event as a marker.
    await service.forgetHandled(accepted.id);
    await service.publishEnvelopes([accepted]);
    await requestConnection(103, 101);
    const after = await notificationsOf(101, 2);
    expect(after.notifications.map(({ type }) => type)).toEqual(['connectionRequests', 'connectionAccepted']);
    expect(after.notifications[0]).toMatchObject({ text: 'Dr. Member 103 sent you a connection request', link: '/network', actor: { id: 103 } });
    expect((await list(102)).total).toBe(0);

    const created = await eventually(() => {
      const found = probe.ofType(NotificationCreatedV1.type).filter((event) => event.aggregateId === '101');
      return found.length >= 2 ? found : undefined;
    }, 'notification.created of member 101');
    expect(created).toHaveLength(2);
    expect(() => NotificationCreatedV1.schema.validateSync(created[0]?.data, { strict: true })).not.toThrow();
    expect(created[0]?.producer).toBe('notifications');
    expect(created[0]?.data).toEqual({ userId: 101, unreadCount: 1, notification: first.notifications[0] });
    expect(created[1]?.data).toMatchObject({ userId: 101, unreadCount: 2 });
  });

  it('never notifies members about their own actions', async () => {
    await members(111, 112);
    await publishContent(1101, 111, 'Implant outcomes');
    await like(1101, 111, 111);
    await comment(1101, 111, 111, 'My own note');
    await like(1101, 111, 112);
    const found = await notificationsOf(111, 1);
    await comment(1101, 111, 112, 'Great   work,\nthanks!');
    const withComment = await notificationsOf(111, 2);
    expect(found.notifications[0]).toMatchObject({ type: 'contentLikes', text: 'Dr. Member 112 liked your content "Implant outcomes"', link: '/content/1101' });
    expect(withComment.notifications.map(({ type, text }) => [type, text])).toEqual([
      ['contentComments', 'Dr. Member 112 commented on your content "Implant outcomes": "Great work, thanks!"'],
      ['contentLikes', 'Dr. Member 112 liked your content "Implant outcomes"'],
    ]);
  });

  it('emails a notification at once, and a type or email switched off stops it in-app and by email', async () => {
    await members(121, 122);
    await comment(1201, 121, 122, 'Interesting case');
    const [email] = await emailsArrived(121, 1);
    expect(email).toMatchObject({
      to: emailOf(121),
      subject: 'DocNet: Dr. Member 122 commented on your content: "Interesting case"',
    });
    expect(email?.text).toContain('Dr. Member 122 commented on your content: "Interesting case"');
    expect(email?.text).toContain('http://localhost:8080/content/1201');

    await saveSettings(121, { off: ['contentLikes'] });
    await like(1201, 121, 122);
    await comment(1201, 121, 122, 'Second thought');
    const after = await notificationsOf(121, 2);
    expect(after.notifications.map(({ type }) => type)).toEqual(['contentComments', 'contentComments']);
    const emails = await emailsArrived(121, 2);
    expect(emails.map(({ subject }) => subject)).toEqual([
      'DocNet: Dr. Member 122 commented on your content: "Interesting case"',
      'DocNet: Dr. Member 122 commented on your content: "Second thought"',
    ]);

    await saveSettings(121, { emailEnabled: false, off: ['contentLikes'] });
    await comment(1201, 121, 122, 'Third thought');
    const third = (await notificationsOf(121, 3)).notifications[0];
    expect(third?.text).toContain('Third thought');
    const stored = await service.database.collection('notifications').findOne({ _id: third?.id as never });
    expect(stored?.emailState).toBe('none');
    expect(emailsTo(121)).toHaveLength(2);
  });

  it('gathers a day of notifications into one digest email, sent when the day is over and not before', async () => {
    await members(131, 132, 133);
    await saveSettings(131, { digestMode: true, digestFrequency: 'daily' });
    const start = Date.now();
    await requestConnection(132, 131);
    await like(1301, 131, 133);
    await notificationsOf(131, 2);
    const run = async (asOf: Date) =>
      ((await call().post(NotificationsRoutes.digests, { asOf: asOf.toISOString() }).expect(200)).body as { digestsSent: number }).digestsSent;

    expect(await run(new Date(start + HOUR_MS))).toBe(0);
    expect(emailsTo(131)).toEqual([]);

    expect(await run(new Date(start + 25 * HOUR_MS))).toBe(1);
    const [digest] = emailsTo(131);
    expect(emailsTo(131)).toHaveLength(1);
    expect(digest?.subject).toBe('Your DocNet daily digest: 2 new notifications');
    expect(digest?.text).toContain('Dr. Member 132 sent you a connection request');
    expect(digest?.text).toContain('Dr. Member 133 liked your content');
    expect(await run(new Date(start + 26 * HOUR_MS))).toBe(0);
    expect(emailsTo(131)).toHaveLength(1);
    expect((await call().post(NotificationsRoutes.digests, { asOf: 'yesterday-ish' }).expect(400)).body).toEqual({ message: 'asOf must be an ISO date' });
  });

  it('marks one and all notifications read, with unread counts and notifications.read events', async () => {
    await members(141, 142, 143, 144, 145);
    for (const requester of [142, 143, 144]) await requestConnection(requester, 141);
    const three = await notificationsOf(141, 3);
    expect(await unread(141)).toBe(3);
    const oldest = three.notifications[2];

    const read = await call(141).put(NotificationsRoutes.read(oldest.id)).expect(200);
    expect(read.body).toEqual({ ...oldest, read: true });
    expect(await unread(141)).toBe(2);
    await call(141).put(NotificationsRoutes.read(oldest.id)).expect(200);
    expect((await call(145).put(NotificationsRoutes.read(oldest.id)).expect(404)).body).toEqual({ message: NotificationMessages.notFound });

    expect((await call(141).put(NotificationsRoutes.readAll).expect(200)).body).toEqual({ count: 0 });
    expect(await unread(141)).toBe(0);
    expect((await list(141)).notifications.every((notification) => notification.read)).toBe(true);

    const reads = await eventually(() => {
      const found = probe.ofType(NotificationsReadV1.type).filter((event) => event.aggregateId === '141');
      return found.length >= 2 ? found : undefined;
    }, 'notifications.read of member 141');
    expect(reads.map((event) => (event.data as { unreadCount: number }).unreadCount)).toEqual([2, 0]);
    expect(() => NotificationsReadV1.schema.validateSync(reads[0]?.data, { strict: true })).not.toThrow();
  });

  it('coalesces unread direct-message notifications per sender and notifies connections of a visible profile change', async () => {
    await members(171, 172);
    const message = (messageId: number, body: string) =>
      service.publish(MessageSentV1, 9, { messageId, conversationId: 9, senderId: 172, recipientId: 171, body, sentAt: now() });
    await message(1, 'Hello there');
    const first = await notificationsOf(171, 1);
    expect(first.notifications[0]).toMatchObject({ type: 'directMessages', text: 'Dr. Member 172 sent you a message: "Hello there"', link: '/messages?with=172' });
    await message(2, 'Are you free on Friday?');
    const coalesced = await eventually(async () => {
      const found = await list(171);
      return found.notifications[0]?.text === 'Dr. Member 172 sent you 2 new messages' ? found : undefined;
    }, 'the coalesced message notification');
    expect(coalesced.total).toBe(1);
    expect(coalesced.notifications[0]?.id).toBe(first.notifications[0]?.id);

    await acceptConnection(171, 172);
    await notificationsOf(171, 2);
    await service.publish(ProfileUpdatedV1, 172, { revision: 2, card: memberCard(172, { username: 'renamed172' }) });
    await service.publish(ProfileUpdatedV1, 172, { revision: 3, card: memberCard(172, { username: 'renamed172', specialty: 'Periodontist' }) });
    const updated = await notificationsOf(171, 3);
    expect(updated.notifications[0]).toMatchObject({ type: 'profileUpdates', text: 'Dr. Member 172 updated their profile', link: '/profile/172' });
    expect(updated.total).toBe(3);
  });

  it('announces to every known member who keeps announcements on', async () => {
    await members(151, 152);
    await saveSettings(152, { off: ['systemAnnouncements'] });
    const answer = await call().post(NotificationsRoutes.announcements, { text: '  Scheduled maintenance tonight at 22:00 UTC ', link: '/help' }).expect(201);
    expect((answer.body as { recipients: number }).recipients).toBeGreaterThanOrEqual(1);
    const [announcement] = (await notificationsOf(151, 1)).notifications;
    expect(announcement).toMatchObject({ type: 'systemAnnouncements', actor: null, text: 'Scheduled maintenance tonight at 22:00 UTC', link: '/help' });
    expect((await list(152)).total).toBe(0);
    expect((await call().post(NotificationsRoutes.announcements, { text: ' ' }).expect(400)).body).toEqual({ message: 'Announcement text is required' });
    expect((await call().post(NotificationsRoutes.announcements, { text: 'Hi', link: 'https://elsewhere.example' }).expect(400)).body).toEqual({
      message: 'link must be a path inside DocNet',
    });
  });

  it('pages the list newest first and refuses bad pages and callers', async () => {
    await members(161, 162, 163, 164, 165, 166);
    for (const requester of [162, 163, 164, 165, 166]) {
      await requestConnection(requester, 161);
      await notificationsOf(161, requester - 161);
    }
    const firstPage = await list(161, '?limit=2');
    expect(firstPage.total).toBe(5);
    expect(firstPage.unreadCount).toBe(5);
    expect(firstPage.notifications.map(({ actor }) => actor?.id)).toEqual([166, 165]);
    expect((await list(161, '?limit=2&offset=2')).notifications.map(({ actor }) => actor?.id)).toEqual([164, 163]);
    expect((await list(161, '?limit=2&offset=4')).notifications.map(({ actor }) => actor?.id)).toEqual([162]);
    expect((await list(161)).notifications).toHaveLength(5);

    expect((await call(161).get(`${NotificationsRoutes.notifications}?limit=0`).expect(400)).body).toEqual({ message: 'limit must be a number from 1 to 50' });
    expect((await call(161).get(`${NotificationsRoutes.notifications}?offset=-1`).expect(400)).body).toEqual({ message: 'offset must be a whole number, 0 or more' });
    await call().get(NotificationsRoutes.notifications).expect(401);
    await request(service.url).get(NotificationsRoutes.notifications).set('x-acting-user-id', '161').expect(403);
  });
  it("keeps each member's unread count in Redis, following new notifications and read marks, never keeping a count that raced a write", async () => {
    await members(1971, 1972, 1973, 1974);
    await requestConnection(1972, 1971);
    await requestConnection(1973, 1971);
    const [newest, oldest] = (await notificationsOf(1971, 2)).notifications;
    expect(await unread(1971)).toBe(2);
    // Answered from Redis: what the collection says behind the service's back does not show...
    const stored = service.database.collection('notifications');
    await stored.updateOne({ _id: oldest.id as never }, { $set: { read: true } });
    expect(await unread(1971)).toBe(2);
    await stored.updateOne({ _id: oldest.id as never }, { $set: { read: false } });
    // ...and every write that changes what the member has unread counts again.
    await call(1971).put(NotificationsRoutes.read(newest.id)).expect(200);
    expect(await unread(1971)).toBe(1);
    await requestConnection(1974, 1971);
    await notificationsOf(1971, 3);
    expect(await unread(1971)).toBe(2);
    expect((await list(1971)).unreadCount).toBe(2);
    const counts = service.app.get(UnreadCounts);
    const { generation } = await counts.read(1971);
    await counts.changed(1971);
    expect(await counts.store(1971, generation, 99)).toBe(false);
    expect(await unread(1971)).toBe(2);
    expect((await call(1971).put(NotificationsRoutes.readAll).expect(200)).body).toEqual({ count: 0 });
    expect(await unread(1971)).toBe(0);
  });
  it("takes a withdrawn request's notification back from the receiver's list and bell, read or not, once however often the event comes", async () => {
    await members(2101, 2102, 2103);
    const withdraw = (connectionId: number, requesterId: number, receiverId: number) =>
      service.publish(ConnectionWithdrawnV1, connectionId, { connectionId, requesterId, receiverId, withdrawnAt: now() });
    const first = nextConnectionId;
    await requestConnection(2102, 2101);
    await requestConnection(2103, 2101);
    await notificationsOf(2101, 2);
    expect(await unread(2101)).toBe(2);

    const withdrawn = await withdraw(first, 2102, 2101);
    await eventually(async () => (await list(2101)).total === 1, 'the withdrawn request gone from the list');
    const { notifications, unreadCount } = await list(2101);
    expect(notifications.map(({ text }) => text)).toEqual(['Dr. Member 2103 sent you a connection request']);
    expect(unreadCount).toBe(1);
    expect(await unread(2101)).toBe(1);

    // A read one goes too, and a redelivered withdrawal past the inbox removes nothing else.
    await call(2101).put(NotificationsRoutes.read(notifications[0].id)).expect(200);
    await withdraw(first + 1, 2103, 2101);
    await service.forgetHandled(withdrawn.id);
    await service.publishEnvelopes([withdrawn]);
    await eventually(async () => (await list(2101)).total === 0, 'the read request notification gone too');
    expect(await unread(2101)).toBe(0);
    // A new request from the same member notifies again.
    await requestConnection(2102, 2101);
    await notificationsOf(2101, 1);
    expect(await unread(2101)).toBe(1);
  });

  it("removes a deleted member's notifications, address and card, and those their actions gave others, with the unread counts", async () => {
    await members(2201, 2202, 2203);
    await requestConnection(2201, 2202);
    await requestConnection(2203, 2202);
    await requestConnection(2202, 2201);
    await notificationsOf(2202, 2);
    await notificationsOf(2201, 1);
    expect(await unread(2202)).toBe(2);

    // A device of the deleted member's that would otherwise keep receiving pushes.
    await service.database.collection('push_subscriptions').insertOne({
      userId: 2201,
      endpoint: 'https://push.example.test/device-2201',
      keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'authSecret' },
      createdAt: new Date(),
    });
    const deleted = await service.publish(UserDeletedV1, 2201, { userId: 2201, deletedAt: now() });
    await eventually(async () => (await list(2202)).total === 1 && (await list(2201)).total === 0, "the deleted member's notifications gone");
    expect((await list(2202)).notifications.map(({ text }) => text)).toEqual(['Dr. Member 2203 sent you a connection request']);
    expect(await unread(2202)).toBe(1);
    expect(await service.database.collection('recipients').countDocuments({ _id: 2201 as never })).toBe(0);
    expect(await service.database.collection('member_cards').countDocuments({ _id: 2201 as never })).toBe(0);
    expect(await service.database.collection('push_subscriptions').countDocuments({ userId: 2201 })).toBe(0);

    // A redelivery past the inbox removes nothing else.
    await service.forgetHandled(deleted.id);
    await service.publishEnvelopes([deleted]);
    await requestConnection(2203, 2202);
    await notificationsOf(2202, 2);
    expect(await unread(2202)).toBe(2);
  });

  it("tells the member concerned of a moderator's decision with its reason, whatever their settings, naming no moderator", async () => {
    const [author, moderator] = [951, 952];
    await members(author, moderator);
    await saveSettings(author, { off: ['contentLikes', 'contentComments', 'systemAnnouncements'] });
    const decided = (action: 'keep' | 'remove' | 'reinstate', decisionId: number, wasHidden?: boolean) =>
      service.publish(ModerationDecidedV1, 3, {
        decisionId,
        caseId: 3,
        appealId: action === 'reinstate' ? 4 : null,
        targetType: 'content',
        targetId: 70,
        contentId: 70,
        title: 'Night guards',
        subjectId: author,
        moderatorId: moderator,
        action,
        reason: 'It names the patient.',
        appealable: action === 'remove',
        // Undefined is left out of the event's JSON: an event from before the field.
        wasHidden,
        decidedAt: now(),
      });
    // A kept case whose item was never hidden (or an event from before wasHidden) tells nobody.
    await decided('keep', 11);
    await decided('keep', 10, false);
    await decided('remove', 12);
    const [removal] = (await notificationsOf(author, 1)).notifications;
    expect(removal).toMatchObject({
      type: 'moderation',
      actor: null,
      text: 'A moderator removed your content "Night guards"; you may appeal once. Reason: It names the patient.',
      link: '/moderation/decisions/12',
    });
    await decided('reinstate', 13);
    const after = await notificationsOf(author, 2);
    expect(after.notifications.map(({ link }) => link)).toEqual(['/moderation/decisions/13', '/moderation/decisions/12']);
    expect(after.total).toBe(2);
    // Kept after reports had hidden it: its author, who saw it flagged, hears it is visible again.
    await decided('keep', 14, true);
    const kept = await notificationsOf(author, 3);
    expect(kept.notifications[0]).toMatchObject({
      type: 'moderation',
      actor: null,
      text: 'Your content "Night guards" is visible again after review',
      link: '/content/70',
    });
    expect(kept.total).toBe(3);
  });

  it("reminds a member of the CME hours a licence still owes, once per reminder however often it comes, by email as their settings say", async () => {
    const [member, digestMember] = [961, 962];
    await members(member, digestMember);
    await saveSettings(member, { off: ['contentLikes', 'contentComments', 'systemAnnouncements', 'profileUpdates'] });
    await saveSettings(digestMember, { digestMode: true });
    const reminder = (memberId: number) => ({
      memberId,
      licenceId: 12,
      scope: 'Texas (MD)',
      dueBy: '2027-03-31',
      threshold: 30 as const,
      daysLeft: 23,
      owed: [
        { requirementId: 'topic:ethics', label: 'Medical ethics and/or professional responsibility', hours: 2 },
        { requirementId: 'total', label: '48 credits every 24 months', hours: 12.5 },
      ],
    });
    const sent = await service.publish(WalletReminderDueV1, member, reminder(member));
    await service.publish(WalletReminderDueV1, digestMember, reminder(digestMember));
    const text = 'CME reminder: Texas (MD), due 31 Mar 2027 (23 days left): 2 h Medical ethics and/or professional responsibility; 12.5 h toward 48 credits every 24 months';
    const [notification] = (await notificationsOf(member, 1)).notifications;
    expect(notification).toMatchObject({ type: 'cmeReminder', actor: null, text, link: '/resources/cme-wallet', read: false });
    const [email] = await emailsArrived(member, 1);
    expect(email?.subject).toBe(`DocNet: ${text.slice(0, 99).trimEnd()}…`);
    expect(email?.text).toContain('http://localhost:8080/resources/cme-wallet');
    // Delivered again past the inbox (as after a crash before its record), it is still one notification and one email.
    await eventually(() => service.handled(sent.id), 'the reminder handled');
    await service.forgetHandled(sent.id);
    await service.publishEnvelopes([sent]);
    await eventually(() => service.handled(sent.id), 'the reminder handled again');
    expect((await list(member)).total).toBe(1);
    expect(emailsTo(member)).toHaveLength(1);
    // A member on a digest gets the reminder in the bell and waits for the digest, not an email of its own.
    const [waiting] = (await notificationsOf(digestMember, 1)).notifications;
    expect(waiting?.type).toBe('cmeReminder');
    expect((await service.database.collection('notifications').findOne({ _id: waiting?.id as never }))?.emailState).toBe('digest');
    expect(emailsTo(digestMember)).toHaveLength(0);
  });
});
