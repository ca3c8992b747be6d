import assert from 'node:assert/strict';
import { ProfileUpdatedV1 } from '@docnet/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DynamicModule } from '@nestjs/common';
import type { PlatformOptions } from '../platform.module';
import { MEMBER_CARDS_COLLECTION, MemberCards, memberCardKey, memberCardsBase, memberCardsClaims } from '../projections/member-cards.module';
import { connectRedis, redisKeyPrefix } from '../redis/redis.module';
import { eventually } from './event-probe';
import { testInfra } from './infra-endpoints';
import { memberCard, publishMemberCard } from './member-cards';
import { startServiceUnderTest, type ServiceUnderTest } from './service-under-test';

const card = (id: number, name: string) =>
  memberCard(id, { name, specialty: 'Orthodontist', affiliation: 'Heartland Dental', city: 'Austin', state: 'TX' });

/*
 * Imported by jest tests only (it uses jest's globals), hence its own entry point
 * `@docnet/platform/testing/member-cards-kit` outside the testing index.
 */

/**
 * The contract of every service that keeps member cards: the newest revision wins, whatever order
 * and however often profile.updated arrives, and the owner's privacy switches are kept with the card.
 */
export async function assertMemberCardsProjection(service: ServiceUnderTest, memberId = 7001): Promise<void> {
  const cards = service.database.collection(MEMBER_CARDS_COLLECTION);
  const second = await service.publish(ProfileUpdatedV1, memberId, { revision: 2, card: card(memberId, 'Dr. Second Name') });
  await service.publish(ProfileUpdatedV1, memberId, { revision: 1, card: card(memberId, 'Dr. First Name') });
  await service.publishEnvelopes([second]);
  await service.publish(ProfileUpdatedV1, memberId, {
    revision: 3,
    card: { ...card(memberId, 'Dr. Third Name'), publicProfile: false, searchVisibility: false },
  });
  const stored = await eventually(async () => {
    const found = await cards.findOne({ _id: memberId as never });
    return found?.revision === 3 ? found : undefined;
  }, 'the newest member card');
  assert.equal(stored.name, 'Dr. Third Name');
  assert.deepEqual([stored.publicProfile, stored.searchVisibility], [false, false]);
  // A card without the switches (an older producer's) means both on.
  await service.publish(ProfileUpdatedV1, memberId, { revision: 4, card: card(memberId, 'Dr. Fourth Name') });
  const reset = await eventually(async () => {
    const found = await cards.findOne({ _id: memberId as never });
    return found?.revision === 4 ? found : undefined;
  }, 'the card without switches');
  assert.deepEqual([reset.publicProfile, reset.searchVisibility], [true, true]);
  assert.equal(await cards.countDocuments({ _id: memberId as never }), 1);
}

/**
 * A service with Redis reads its cards from its Redis copy (ADR 3): what the collection says meanwhile does
 * not show until the copy is rebuilt from it, which happens by itself once Redis lost the copy. Answers
 * whether the service keeps such a copy.
 */
export async function assertMemberCardsCache(service: ServiceUnderTest, name: string, memberId = 7002): Promise<boolean> {
  const redis = connectRedis(testInfra().redisUrl);
  try {
    const prefix = redisKeyPrefix(service.config.EVENTS_NAMESPACE);
    const base = memberCardsBase(prefix, name);
    const key = memberCardKey(prefix, name, memberId);
    const marker = memberCardsClaims(redis, prefix, name).markerKey;
    await publishMemberCard(service, card(memberId, 'Dr. From The Event'), 1);
    if ((await redis.exists(key)) === 0) return false;
    const cards = service.app.get(MemberCards);
    await service.database.collection(MEMBER_CARDS_COLLECTION).updateOne({ _id: memberId as never }, { $set: { name: 'Dr. Rebuilt' } });
    assert.equal((await cards.find([memberId])).get(memberId)?.name, 'Dr. From The Event');
    // Redis loses the copy: the card and the model's bookkeeping (one slot: the model's hash tag).
    await redis.del(key);
    await redis.del(marker, `${base}building`, `${base}lock`);
    assert.equal((await cards.find([memberId])).get(memberId)?.name, 'Dr. Rebuilt');
    assert.equal(await redis.exists(marker), 1);
    return true;
  } finally {
    redis.disconnect();
  }
}

/** The integration suite of a service whose only consumer so far is the member-cards projection. */
export function describeMemberCardsService(
  name: string,
  appModule: (options: PlatformOptions) => DynamicModule,
  { cachedInRedis = false } = {},
): void {
  describe(`${name}: member cards and health`, () => {
    let service: ServiceUnderTest;

    beforeAll(async () => {
      service = await startServiceUnderTest(name, appModule);
    });

    afterAll(() => service?.stop());

    it('keeps member cards from profile.updated, the newest revision winning', () => assertMemberCardsProjection(service));

    it(`${cachedInRedis ? 'reads' : 'does not keep'} its cards from a Redis copy (ADR 3)${cachedInRedis ? ', rebuilt from the collection once Redis lost it' : ''}`, async () => {
      expect(await assertMemberCardsCache(service, name)).toBe(cachedInRedis);
    });

    it('reports readiness of its database and Kafka', async () => {
      const ready = await fetch(`${service.url}/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', service: name, checks: { mongo: 'up', kafka: 'up' } });
    });
  });
}
