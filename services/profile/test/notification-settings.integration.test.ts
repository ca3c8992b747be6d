import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NotificationSettingsChangedV1,
  ProfileRoutes,
  ProfileUpdatedV1,
  Topics,
  UserRegisteredV1,
  type NotificationSettings,
} from '@docnet/contracts';
import { EventProbe, eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';

describe('profile: notification settings', () => {
  let profile: ServiceUnderTest;
  let probe: EventProbe;

  beforeAll(async () => {
    profile = await startServiceUnderTest('profile', AppModule.register);
    probe = await EventProbe.start(profile.config.KAFKA_BROKERS, profile.config.EVENTS_NAMESPACE, Topics.profileProfile);
    for (const userId of [301, 302]) {
      await profile.publish(UserRegisteredV1, userId, {
        userId,
        username: `notify${userId}`,
        name: `Dr. Notify ${userId}`,
        email: `notify${userId}@clinic.example`,
        phoneNumber: '5551234567',
        npi: null,
        registeredAt: new Date().toISOString(),
      });
    }
    await eventually(async () => (await call('get', ProfileRoutes.profile(302))).status === 200, 'both profiles');
  });

  afterAll(async () => {
    await probe?.stop();
    await profile?.stop();
  });

  function call(method: 'get' | 'put', path: string, actingUserId?: number) {
    const pending = request(profile.url)[method](path).set('x-service-token', TEST_SERVICE_TOKEN);
    return actingUserId === undefined ? pending : pending.set('x-acting-user-id', String(actingUserId));
  }

  const changed: NotificationSettings = {
    emailEnabled: false,
    digestMode: true,
    digestFrequency: 'weekly',
    notifications: { ...DEFAULT_NOTIFICATION_SETTINGS.notifications, contentLikes: false, systemAnnouncements: false },
  };

  const settingsEventsOf = (userId: number) =>
    probe.ofType(NotificationSettingsChangedV1.type).filter((event) => event.aggregateId === String(userId));

  it('answers the defaults before the first save, to the owner only', async () => {
    await call('get', ProfileRoutes.notificationSettings(301), 301).expect(200, DEFAULT_NOTIFICATION_SETTINGS);
    await call('get', ProfileRoutes.notificationSettings(301), 302).expect(403);
    await call('get', ProfileRoutes.notificationSettings(999), 999).expect(404);
  });

  it('saves the whole object, publishes notification-settings.changed with a rising revision, and no new card', async () => {
    const cardsBefore = probe.ofType(ProfileUpdatedV1.type).filter((event) => event.aggregateId === '301').length;
    await call('put', ProfileRoutes.notificationSettings(301), 301).send(changed).expect(200, changed);
    await call('get', ProfileRoutes.notificationSettings(301), 301).expect(200, changed);
    const first = await eventually(() => settingsEventsOf(301)[0], 'profile.notification-settings.changed');
    expect(first.data).toMatchObject({ userId: 301, revision: 1, settings: changed });
    expect(() => NotificationSettingsChangedV1.schema.validateSync(first.data, { strict: true })).not.toThrow();

    // The same settings again change nothing and say nothing.
    await call('put', ProfileRoutes.notificationSettings(301), 301).send(changed).expect(200, changed);
    await call('put', ProfileRoutes.notificationSettings(301), 301).send(DEFAULT_NOTIFICATION_SETTINGS).expect(200);
    const events = await eventually(() => (settingsEventsOf(301).length >= 2 ? settingsEventsOf(301) : undefined), 'the second change');
    expect(events.map((event) => (event.data as { revision: number }).revision)).toEqual([1, 2]);
    expect(probe.ofType(ProfileUpdatedV1.type).filter((event) => event.aggregateId === '301')).toHaveLength(cardsBefore);

    // The settings are private: the User record does not carry them.
    const user = (await call('get', ProfileRoutes.profile(301), 301).expect(200)).body as Record<string, unknown>;
    expect(user).not.toHaveProperty('notificationSettings');
    expect(user).not.toHaveProperty('notificationSettingsRevision');
  });

  it('refuses partial, loosely typed or foreign settings', async () => {
    const { emailEnabled: _dropped, ...partial } = changed;
    await call('put', ProfileRoutes.notificationSettings(302), 302).send(partial).expect(400, { message: 'emailEnabled must be true or false' });
    const response = await call('put', ProfileRoutes.notificationSettings(302), 302).send({ ...changed, digestMode: 'true' });
    expect(response.status).toBe(400);
    await call('put', ProfileRoutes.notificationSettings(302), 302).send({ ...changed, digestFrequency: 'hourly' }).expect(400, {
      message: 'Digest frequency must be daily or weekly',
    });
    await call('put', ProfileRoutes.notificationSettings(302), 301).send(changed).expect(403);
    await call('get', ProfileRoutes.notificationSettings(302), 302).expect(200, DEFAULT_NOTIFICATION_SETTINGS);
  });
});
