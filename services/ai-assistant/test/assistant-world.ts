import {
  ConnectionAcceptedV1,
  ConnectionRejectedV1,
  ConnectionRemovedV1,
  ConnectionRequestedV1,
  ContentPublishedV1,
  ProfileUpdatedV1,
} from '@docnet/contracts';
import type { MemberCard } from '@docnet/platform';
import { eventually, memberCard, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';

/**
 * Builds the assistant's world from real Kafka events, as the profile, social-graph and content
 * services would publish them, and waits until the service under test has handled each one to its end
 * (projected, and the cached recommendations it changes dropped).
 */
export class AssistantWorld {
  private connectionIds = 0;
  private readonly revisions = new Map<number, number>();

  constructor(private readonly service: ServiceUnderTest) {}

  /** Publishes a member's card (a later call for the same member is the next revision, replacing it). */
  async member(id: number, traits: Partial<MemberCard> = {}): Promise<MemberCard> {
    const card = memberCard(id, traits);
    const revision = (this.revisions.get(id) ?? 0) + 1;
    this.revisions.set(id, revision);
    const event = await this.service.publish(ProfileUpdatedV1, id, { revision, card });
    await this.processed(event.id, `the card of member ${id} at revision ${revision}`);
    return card;
  }

  /** A request from one member to another, answered or left pending; answers the connection id. */
  async connection(requesterId: number, receiverId: number, status: 'pending' | 'accepted' | 'rejected'): Promise<number> {
    const connectionId = (this.connectionIds += 1);
    const parties = { connectionId, requesterId, receiverId };
    const at = new Date().toISOString();
    const requested = await this.service.publish(ConnectionRequestedV1, connectionId, { ...parties, requestedAt: at });
    await this.processed(requested.id, `connection ${connectionId} requested`);
    const answer = status === 'accepted' ? ConnectionAcceptedV1 : status === 'rejected' ? ConnectionRejectedV1 : undefined;
    if (answer) {
      const answered = await this.service.publish(answer, connectionId, { ...parties, answeredAt: at });
      await this.processed(answered.id, `connection ${connectionId} ${status}`);
    }
    return connectionId;
  }

  /** One of the two members removes an accepted connection. */
  async removal(connectionId: number, requesterId: number, receiverId: number, removedBy: number): Promise<void> {
    const event = await this.service.publish(ConnectionRemovedV1, connectionId, {
      connectionId,
      requesterId,
      receiverId,
      removedBy,
      removedAt: new Date().toISOString(),
    });
    await this.processed(event.id, `connection ${connectionId} removed`);
  }

  /** Waits until the service has handled the event to its end (its inbox record is written last). */
  processed(eventId: string, what: string): Promise<boolean> {
    return eventually(() => this.service.handled(eventId), what);
  }

  async publishes(contentId: number, authorId: number, tags: string[]): Promise<void> {
    const event = await this.service.publish(ContentPublishedV1, contentId, {
      contentId,
      authorId,
      title: `Article ${contentId}`,
      summary: '',
      contentType: 'article',
      tags,
      attachmentUrl: null,
      thumbnailUrl: null,
      publishedAt: new Date().toISOString(),
    });
    await this.processed(event.id, `content ${contentId}`);
  }

  /** The service's internal API as the BFF calls it, on behalf of a member (or nobody). */
  call(actingUserId?: number) {
    const sign = (test: request.Test) => {
      test.set('x-service-token', TEST_SERVICE_TOKEN);
      if (actingUserId !== undefined) test.set('x-acting-user-id', String(actingUserId));
      return test;
    };
    return {
      get: (path: string) => sign(request(this.service.url).get(path)),
      post: (path: string) => sign(request(this.service.url).post(path)),
    };
  }
}
