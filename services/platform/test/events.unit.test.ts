import { UserRegisteredV1 } from '@docnet/contracts';
import type { KafkaMessage } from 'kafkajs';
import { baseTopic, consumerGroup, decodeEvent, namespacedTopic, newEvent, runWithCorrelation, withEvents, withNewEvents } from '../src';

const registration = {
  userId: 7,
  username: 'drchen',
  name: 'Dr. Sarah Chen',
  email: 'chen@clinic.example',
  phoneNumber: null,
  npi: null,
  registeredAt: new Date('2026-01-02T03:04:05Z').toISOString(),
};

describe('event envelopes', () => {
  it('carry the correlation and causation of the work that produced them', () => {
    const event = runWithCorrelation({ correlationId: 'req-12345678', causationId: 'evt-1' }, () =>
      newEvent(UserRegisteredV1, 'identity', 7, registration),
    );
    expect(event).toMatchObject({
      type: 'identity.user.registered',
      version: 1,
      producer: 'identity',
      aggregateId: '7',
      correlationId: 'req-12345678',
      causationId: 'evt-1',
      data: registration,
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuse data that breaks the contract at the write, not downstream', () => {
    expect(() => newEvent(UserRegisteredV1, 'identity', 7, { ...registration, userId: -1 })).toThrow();
  });
});

describe('outbox updates', () => {
  const event = newEvent(UserRegisteredV1, 'identity', 7, registration);

  it('record a new document with its creation events pending', () => {
    expect(withNewEvents([event])).toEqual({ pendingEvents: [event], outboxPending: true, outboxRevision: 1 });
    expect(withNewEvents([]).outboxPending).toBe(false);
  });

  it('add events to an update in the same single-document write', () => {
    expect(withEvents({ $set: { name: 'x' }, $inc: { revision: 1 } }, [event])).toEqual({
      $set: { name: 'x', outboxPending: true },
      $inc: { revision: 1, outboxRevision: 1 },
      $push: { pendingEvents: { $each: [event] } },
    });
  });
});

describe('namespaces', () => {
  it('prefix topics and consumer groups, and only when set', () => {
    expect(namespacedTopic('', 'identity.user.v1')).toBe('identity.user.v1');
    expect(namespacedTopic('t1', 'identity.user.v1')).toBe('t1.identity.user.v1');
    expect(baseTopic('t1', 't1.identity.user.v1')).toBe('identity.user.v1');
    expect(consumerGroup('t1', 'profile')).toBe('t1.profile');
  });
});

describe('decoding events from Kafka', () => {
  const message = (value: unknown) => ({ value: Buffer.from(JSON.stringify(value)) }) as KafkaMessage;
  const registered = newEvent(UserRegisteredV1, 'identity', 7, {
    userId: 7,
    username: 'member7',
    name: 'Dr. Seven',
    email: 'seven@clinic.example',
    phoneNumber: null,
    npi: null,
    registeredAt: new Date().toISOString(),
  });
  const broken = { ...registered, data: { userId: 'seven' } };

  it('validates what the reader handles and refuses what breaks its contract', () => {
    expect(decodeEvent(UserRegisteredV1.topic, message(registered))?.data).toEqual(registered.data);
    expect(() => decodeEvent(UserRegisteredV1.topic, message(broken), () => true)).toThrow();
  });

  it('leaves a type the reader does not handle unread, however it is written', () => {
    expect(decodeEvent(UserRegisteredV1.topic, message(broken), (type) => type !== UserRegisteredV1.type)).toBeUndefined();
    expect(decodeEvent(UserRegisteredV1.topic, message(registered), (type) => type !== UserRegisteredV1.type)).toBeUndefined();
  });
});
