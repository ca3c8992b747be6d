import { ContentRoutes, type Content, type EventEnvelope, type Topic } from '@docnet/contracts';
import type { MemberCard } from '@docnet/platform';
import {
  EventProbe,
  eventually,
  publishMemberCard,
  startServiceUnderTest,
  TEST_SERVICE_TOKEN,
  type ServiceUnderTest,
} from '@docnet/platform/testing';
import type { Collection } from 'mongoose';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import type { StoredContent } from '../src/modules/contents/domain/stored-content';

/** The content service under test, with the calls its tests make as the BFF would. */
export interface ContentUnderTest extends ServiceUnderTest {
  /** The internal API as the BFF calls it: with the service token, on behalf of a member when one is named. */
  call(method: 'get' | 'post' | 'put' | 'delete', path: string, actingUserId?: number): request.Test;
  /** Publishes a content as its author; answers it once created. */
  publishContent(authorId: number, fields: Record<string, unknown>): Promise<Content>;
  /** The contents as the service stores them. */
  contents: Collection<StoredContent>;
}

/**
 * Starts the content service and waits until it keeps these members' cards, which its answers show as
 * authors; `overrides` as for startServiceUnderTest, e.g. the namespace of an instance already running.
 */
export async function startContent(
  cards: MemberCard[] = [],
  overrides: Record<string, string> = {},
): Promise<ContentUnderTest> {
  const service = await startServiceUnderTest('content', AppModule.register, overrides);
  await Promise.all(cards.map((card) => publishMemberCard(service, card)));
  const call: ContentUnderTest['call'] = (method, path, actingUserId) => {
    const pending = request(service.url)[method](path).set('x-service-token', TEST_SERVICE_TOKEN);
    return actingUserId === undefined ? pending : pending.set('x-acting-user-id', String(actingUserId));
  };
  const publishContent: ContentUnderTest['publishContent'] = async (authorId, fields) =>
    (await call('post', ContentRoutes.contents, authorId).send(fields).expect(201)).body as Content;
  const contents = service.database.collection<StoredContent>('contents');
  // The same object, not a copy: the service's own methods keep working on it.
  return Object.assign(service, { call, publishContent, contents });
}

/** What the service published on some of its topics, as it went over Kafka from the beginning. */
export class PublishedEvents {
  private constructor(private readonly probes: EventProbe[]) {}

  static async start(service: ServiceUnderTest, topics: Topic[]): Promise<PublishedEvents> {
    const { KAFKA_BROKERS, EVENTS_NAMESPACE } = service.config;
    return new PublishedEvents(
      await Promise.all(topics.map((topic) => EventProbe.start(KAFKA_BROKERS, EVENTS_NAMESPACE, topic))),
    );
  }

  ofType(type: string): EventEnvelope[] {
    return this.probes.flatMap((probe) => probe.ofType(type));
  }

  /** Waits for at least `count` events of `type` about an aggregate id, or passing a test; answers them. */
  emitted(
    type: string,
    which: string | number | ((event: EventEnvelope) => boolean),
    count = 1,
  ): Promise<EventEnvelope[]> {
    const matches =
      typeof which === 'function' ? which : (event: EventEnvelope) => event.aggregateId === String(which);
    const about = typeof which === 'function' ? '' : ` of ${which}`;
    return eventually(() => {
      const found = this.ofType(type).filter(matches);
      return found.length >= count ? found : undefined;
    }, `${count} × ${type}${about}`);
  }

  async stop(): Promise<void> {
    await Promise.all(this.probes.map((probe) => probe.stop()));
  }
}
