import { randomUUID } from 'node:crypto';
import { ProfileUpdatedV1, Topics, UserRegisteredV1 } from '@docnet/contracts';
import { EventProbe, eventually } from '@docnet/platform/testing';
import request from 'supertest';
import { loadStackState } from '../harness/stack';
import { verifiedRegistration } from './members';

const stack = loadStackState();

test('a request\'s correlation id travels from the BFF through identity into Kafka and on to profile\'s event', async () => {
  const registrations = await EventProbe.start(stack.infra.kafkaBrokers, stack.namespace, Topics.identityUser);
  const cards = await EventProbe.start(stack.infra.kafkaBrokers, stack.namespace, Topics.profileProfile);
  try {
    const input = await verifiedRegistration(stack.baseUrl);
    // A correlation id the client makes up is ignored: the BFF starts each request's own.
    const claimed = `corr-${randomUUID()}`;
    const answer = await request(stack.baseUrl)
      .post('/api/auth/register')
      .set('x-correlation-id', claimed)
      .send(input)
      .expect(201);
    const userId = String(answer.body.id);
    const correlationId = String(answer.headers['x-correlation-id']);
    expect(correlationId).not.toBe(claimed);

    const registered = await eventually(
      () => registrations.ofType(UserRegisteredV1.type).find((event) => event.aggregateId === userId),
      'identity.user.registered',
    );
    expect(registered.correlationId).toBe(correlationId);
    const card = await eventually(
      () => cards.ofType(ProfileUpdatedV1.type).find((event) => event.aggregateId === userId),
      'profile.profile.updated',
    );
    expect(card.correlationId).toBe(correlationId);
    expect(card.causationId).toBe(registered.id);
  } finally {
    await registrations.stop();
    await cards.stop();
  }
});
