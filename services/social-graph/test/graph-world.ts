import { SocialGraphRoutes, type Connection } from '@docnet/contracts';
import type { MemberCard } from '@docnet/platform';
import { memberCard, publishMemberCard, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';

/** Members and connections of the social-graph service under test, set up as the profile service and the BFF would. */
export class GraphWorld {
  private readonly revisions = new Map<number, number>();

  constructor(private readonly graph: ServiceUnderTest) {}

  /** Publishes a member's card as the profile service would, and waits until the service keeps it. */
  async member(id: number, traits: Partial<MemberCard> = {}): Promise<MemberCard> {
    const card = memberCard(id, traits);
    const revision = (this.revisions.get(id) ?? 0) + 1;
    this.revisions.set(id, revision);
    await publishMemberCard(this.graph, card, revision);
    return card;
  }

  /** The internal API as the BFF calls it, on behalf of a member (or nobody). */
  call(actingUserId?: number) {
    const withHeaders = (test: request.Test) => {
      test.set('x-service-token', TEST_SERVICE_TOKEN);
      return actingUserId === undefined ? test : test.set('x-acting-user-id', String(actingUserId));
    };
    return {
      get: (path: string) => withHeaders(request(this.graph.url).get(path)),
      post: (path: string, body: object) => withHeaders(request(this.graph.url).post(path)).send(body),
      put: (path: string, body: object) => withHeaders(request(this.graph.url).put(path)).send(body),
      delete: (path: string) => withHeaders(request(this.graph.url).delete(path)),
    };
  }

  connect(requesterId: number, receiverId: number): request.Test {
    return this.call(requesterId).post(SocialGraphRoutes.connections, { receiverId });
  }

  answer(memberId: number, connectionId: number, status: string): request.Test {
    return this.call(memberId).put(SocialGraphRoutes.connection(connectionId), { status });
  }

  /** A request from one member to another that the other accepted. */
  async connected(requesterId: number, receiverId: number): Promise<Connection> {
    const connection = (await this.connect(requesterId, receiverId).expect(201)).body as Connection;
    await this.answer(receiverId, connection.id, 'accepted').expect(200);
    return { ...connection, status: 'accepted' };
  }

  remove(memberId: number, connectionId: number): request.Test {
    return this.call(memberId).delete(SocialGraphRoutes.connection(connectionId));
  }
}

