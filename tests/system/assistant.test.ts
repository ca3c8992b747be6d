import {
  AiAssistantRoutes,
  aiChatResponseSchema,
  AiChatMessages,
  aiRecommendationsResponseSchema,
  ApiRoutes,
  InternalHeaders,
  type AiChatResponse,
  type AiRecommendationsResponse,
  type Connection,
} from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import request from 'supertest';
import { loadStackState } from '../harness/stack';
import { browserSession, registeredMember, type ProfileFields, type SessionMember } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;

const austinPeriodontist = { specialty: 'Periodontist', city: 'Austin', state: 'TX' };

const newMember = (fields: ProfileFields) => registeredMember(baseUrl, fields);

/**
 * The ids the ai-assistant service recommends right now, asked directly as the BFF does: the assistant learns
 * members and connections from Kafka, so the test waits on it before asking the BFF.
 */
async function recommendedNow(member: SessionMember): Promise<number[]> {
  const response = await request(stack.processes['ai-assistant'].url)
    .get(AiAssistantRoutes.recommendations)
    .set(InternalHeaders.serviceToken, stack.serviceToken)
    .set(InternalHeaders.actingUserId, String(member.id))
    .expect(200);
  return (response.body as AiRecommendationsResponse).recommendations.map(({ userId }) => userId);
}

const recommendationsOf = async (member: SessionMember) =>
  (await member.agent.get(ApiRoutes.connectionsAiRecommendations).expect(200)).body as AiRecommendationsResponse;

describe('the AI assistant through the BFF', () => {
  it('refuses signed-out callers', async () => {
    const anonymous = browserSession(baseUrl);
    await anonymous.get(ApiRoutes.connectionsAiRecommendations).expect(401);
    await anonymous.post(ApiRoutes.aiChat).send({ message: 'hello' }).expect(401);
  });

  it('recommends matching members but not a connection, and follows a new member and the member\'s own request', async () => {
    const me = await newMember({ specialty: 'Orthodontist', city: 'Austin', state: 'TX' });
    const friend = await newMember(austinPeriodontist);
    const other = await newMember(austinPeriodontist);
    await eventually(async () => {
      const ids = await recommendedNow(me);
      return ids.includes(friend.id) && ids.includes(other.id);
    }, 'the assistant knows the new members');

    const connection = (await me.agent.post(ApiRoutes.connections).send({ receiverId: friend.id }).expect(201)).body as Connection;
    await friend.agent.put(ApiRoutes.connectionById(connection.id)).send({ status: 'accepted' }).expect(200);
    await eventually(async () => !(await recommendedNow(me)).includes(friend.id), 'the assistant knows the connection');

    const first = await recommendationsOf(me);
    // The answer is what the OpenAPI document says it is.
    expect(aiRecommendationsResponseSchema.validateSync(first, { strict: true })).toEqual(first);
    expect(first.summary).toMatch(/^Based on your profile \(Orthodontist in Austin, TX\)/);
    const ids = first.recommendations.map(({ userId }) => userId);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(friend.id);
    expect(ids).not.toContain(me.id);
    expect(first.recommendations.find(({ userId }) => userId === other.id)).toEqual({
      userId: other.id,
      user: { name: expect.any(String), specialty: 'Periodontist', affiliation: null, city: 'Austin', state: 'TX' },
      score: expect.any(Number),
      reasoning: expect.stringContaining('a good referral partner for your Orthodontist practice'),
      matchFactors: expect.arrayContaining(['Complementary specialty for referrals: Periodontist', 'Same city: Austin, TX']),
    });

    // The assistant caches the answer, but a new member's card drops it: the next answer lists them.
    const late = await newMember(austinPeriodontist);
    await eventually(async () => (await recommendedNow(me)).includes(late.id), 'the assistant knows the late member');
    expect((await recommendationsOf(me)).recommendations.map(({ userId }) => userId)).toContain(late.id);

    // So does the member's own connection request, once the assistant knows it.
    await me.agent.post(ApiRoutes.connections).send({ receiverId: other.id }).expect(201);
    await eventually(async () => !(await recommendedNow(me)).includes(other.id), 'the assistant knows the pending request');
    const fresh = (await recommendationsOf(me)).recommendations.map(({ userId }) => userId);
    expect(fresh).toContain(late.id);
    expect(fresh).not.toContain(other.id);
  });

  it('chats: refuses a blank message and answers "expand my network" with real recommendations', async () => {
    const me = await newMember({ specialty: 'General Practitioner', city: 'Denver', state: 'CO' });
    const peer = await newMember({ specialty: 'Oral Surgeon', city: 'Denver', state: 'CO' });
    await eventually(async () => (await recommendedNow(me)).includes(peer.id), 'the assistant knows the new members');

    expect((await me.agent.post(ApiRoutes.aiChat).send({ message: '  ' }).expect(400)).body).toEqual({ message: AiChatMessages.blank });

    const answer = (await me.agent.post(ApiRoutes.aiChat).send({ message: 'How can I expand my professional network?' }).expect(200)).body as AiChatResponse;
    expect(aiChatResponseSchema.validateSync(answer, { strict: true })).toEqual(answer);
    expect(answer.message).toEqual({ id: expect.any(String), role: 'assistant', content: expect.stringMatching(/recommendation/i) });
    expect(answer.recommendations.length).toBeLessThanOrEqual(3);
    expect(answer.recommendations[0]).toEqual({
      userId: peer.id,
      score: expect.any(Number),
      user: { id: peer.id, name: expect.any(String), specialty: 'Oral Surgeon', affiliation: null, city: 'Denver', state: 'CO', bio: null },
    });
  });
});
