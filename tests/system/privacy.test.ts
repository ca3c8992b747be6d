import {
  AiAssistantRoutes,
  ApiRoutes,
  InternalHeaders,
  PrivacyMessages,
  type AiChatResponse,
  type AiRecommendationsResponse,
  type Connection,
  type ConnectionSuggestion,
  type MemberConnections,
  type User,
} from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import request from 'supertest';
import { FakeOpenAiServer } from '../../services/ai-assistant/test/fake-openai-server';
import { stopProcess } from '../harness/processes';
import { loadStackState, startExtraProcess, type ExtraProcess } from '../harness/stack';
import { memberKnownToGraph, registeredMember, type SessionMember } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;

/*
 * The privacy settings reach every surface that lists members (contracts: PrivacySettings): a private
 * profile's connections are the owner's alone; a member with search visibility off is found, suggested and
 * recommended to nobody. Settings travel on profile.updated, so other services learn them a moment later:
 * every read polls, within eventually's bound, but the owner's own list, which is refused from the moment a member's
 * change to private answers.
 */

const setPrivacy = (member: SessionMember, settings: Record<string, boolean>) => member.agent.put(ApiRoutes.privacySettings).send(settings).expect(200);

const connectionsOf = (viewer: SessionMember, owner: SessionMember) => viewer.agent.get(ApiRoutes.userConnections(owner.id));

const listedIds = (body: unknown) => [(body as MemberConnections).total, (body as MemberConnections).connections.map((item) => item.user.id)];

/** Polls one member's view of another's connections until it answers `status` and, for a 200, lists `ids`. */
const seesConnections = (viewer: SessionMember, owner: SessionMember, status: number, listed?: unknown[]) =>
  eventually(async () => {
    const answer = await connectionsOf(viewer, owner);
    return answer.status === status && (listed === undefined || JSON.stringify(listedIds(answer.body)) === JSON.stringify(listed)) ? answer : undefined;
  }, `${viewer.id}'s view of ${owner.id}'s connections: ${status} ${JSON.stringify(listed ?? '')}`);

async function connect(a: SessionMember, b: SessionMember): Promise<void> {
  const connection = (await a.agent.post(ApiRoutes.connections).send({ receiverId: b.id }).expect(201)).body as Connection;
  await b.agent.put(ApiRoutes.connectionById(connection.id)).send({ status: 'accepted' }).expect(200);
}

describe('privacy settings on every surface that lists members', () => {
  it("lists a private member's connections to nobody but the member, and leaves the member out of others' lists", async () => {
    const [owner, friend, viewer] = [await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl), await memberKnownToGraph(baseUrl)];
    await connect(owner, friend);
    await seesConnections(viewer, owner, 200, [1, [friend.id]]);

    // Private from the moment the change answers, before social-graph has its event: read at once, not polled.
    await setPrivacy(owner, { publicProfile: false });
    expect((await connectionsOf(viewer, owner).expect(403)).body).toEqual({ message: PrivacyMessages.privateProfile });
    // A connection is "anyone else" too; the owner always sees their own.
    expect((await connectionsOf(friend, owner).expect(403)).body).toEqual({ message: PrivacyMessages.privateProfile });
    expect(listedIds((await connectionsOf(owner, owner).expect(200)).body)).toEqual([1, [friend.id]]);
    // Through the friend's list neither: the private member is left out and not counted, except for themselves.
    await seesConnections(viewer, friend, 200, [0, []]);
    expect(listedIds((await connectionsOf(owner, friend).expect(200)).body)).toEqual([1, [owner.id]]);

    await setPrivacy(owner, { publicProfile: true });
    await seesConnections(viewer, owner, 200, [1, [friend.id]]);
    await seesConnections(viewer, friend, 200, [1, [owner.id]]);
  });

  describe('a member with search visibility off', () => {
    // Values of this run only, so only this test's members share them (and match each other best).
    const tag = Date.now().toString(36);
    const traits = { specialty: `Endodontist ${tag}`, city: `Riverton ${tag}`, state: `RV ${tag}` };
    let seeker: SessionMember;
    let hidden: SessionMember;
    let peer: SessionMember;
    let model: FakeOpenAiServer;
    let withModel: ExtraProcess;

    /** Every surface that lists members to the seeker, read now; the assistant's directly, as the BFF asks it. */
    async function surfaces() {
      const search = (await seeker.agent.get(ApiRoutes.usersSearch).query({ query: tag }).expect(200)).body as User[];
      const suggestions = (await seeker.agent.get(ApiRoutes.connectionsSuggestions).expect(200)).body as ConnectionSuggestion[];
      const assistant = stack.processes['ai-assistant'].url;
      const recommendations = (await asSeeker(request(assistant).get(AiAssistantRoutes.recommendations))).body as AiRecommendationsResponse;
      const tools = await toolAnswers();
      return {
        search: search.map(({ id }) => id),
        suggestions: suggestions.map(({ id }) => id),
        recommendations: recommendations.recommendations.map(({ userId }) => userId),
        ...tools,
      };
    }

    /** An internal call on the seeker's behalf, as the BFF makes it. */
    const asSeeker = (test: request.Test) =>
      test.set(InternalHeaders.serviceToken, stack.serviceToken).set(InternalHeaders.actingUserId, String(seeker.id)).expect(200);

    /** What the assistant's tools answered the scripted model (find by name, explain by id, recommend). */
    async function toolAnswers() {
      const answer = (await asSeeker(request(withModel.url).post(AiAssistantRoutes.chat).send({ message: `Who is ${hidden.name}?` }))).body as AiChatResponse;
      const results = model.received[model.received.length - 1]?.body.messages.filter(({ role }) => role === 'tool') ?? [];
      const [found, explained] = results.map(({ content }) => JSON.parse(content ?? '{}') as { members?: Array<{ memberId: number }>; member?: { memberId: number } });
      return {
        toolFound: (found?.members ?? []).map(({ memberId }) => memberId),
        toolExplained: explained?.member?.memberId,
        toolRecommended: answer.recommendations.map(({ userId }) => userId),
      };
    }

    const listsHidden = (seen: Awaited<ReturnType<typeof surfaces>>) =>
      [seen.search, seen.suggestions, seen.recommendations, seen.toolFound, seen.toolRecommended].every((ids) => ids.includes(hidden.id)) &&
      seen.toolExplained === hidden.id;
    const listsNoHidden = (seen: Awaited<ReturnType<typeof surfaces>>) =>
      [seen.search, seen.suggestions, seen.recommendations, seen.toolFound, seen.toolRecommended].every((ids) => !ids.includes(hidden.id)) &&
      seen.toolExplained === undefined &&
      // The peer, as good a match, is still listed: the surfaces are answering, not empty.
      [seen.search, seen.suggestions, seen.recommendations].every((ids) => ids.includes(peer.id));

    beforeAll(async () => {
      seeker = await registeredMember(baseUrl, traits);
      hidden = await registeredMember(baseUrl, traits);
      peer = await registeredMember(baseUrl, traits);
      // A second ai-assistant replica of the stack (same database and consumer group) answering through an
      // OpenAI-compatible model that calls the tools about the hidden member; the stack's own stays as it is.
      model = await FakeOpenAiServer.start((received) => {
        const last = received.body.messages[received.body.messages.length - 1];
        if (last?.role !== 'user') return { content: 'Here is what I found.' };
        return {
          toolCalls: [
            { name: 'find_members', arguments: { name: hidden.name } },
            { name: 'explain_member_profile', arguments: { memberId: hidden.id } },
            { name: 'get_recommendations', arguments: {} },
          ],
        };
      });
      withModel = await startExtraProcess(stack, 'ai-assistant', 'ai-assistant-with-model', {
        OPENAI_API_KEY: 'test-openai-key',
        OPENAI_BASE_URL: model.baseUrl,
        OPENAI_MODEL: 'fake-model',
      });
    });

    afterAll(async () => {
      if (withModel) await stopProcess(withModel.pid);
      await model?.stop();
    });

    it('is absent from search, suggestions, the assistant\'s recommendations and its tools, and back once it is on', async () => {
      // Visible at first: every surface lists the member (so the absence below is the setting's doing).
      await eventually(async () => listsHidden(await surfaces()), 'the member listed everywhere', 60_000);

      await setPrivacy(hidden, { searchVisibility: false });
      await eventually(async () => listsNoHidden(await surfaces()), 'the member listed nowhere', 60_000);
      // The BFF's assistant routes, asked now for the first time: the recommendations and the chat's.
      const recommended = (await seeker.agent.get(ApiRoutes.connectionsAiRecommendations).expect(200)).body as AiRecommendationsResponse;
      expect(recommended.recommendations.map(({ userId }) => userId)).toEqual(expect.arrayContaining([peer.id]));
      expect(recommended.recommendations.map(({ userId }) => userId)).not.toContain(hidden.id);
      const chat = (await seeker.agent.post(ApiRoutes.aiChat).send({ message: 'How can I expand my professional network?' }).expect(200)).body as AiChatResponse;
      expect(chat.recommendations.map(({ userId }) => userId)).toContain(peer.id);
      expect(chat.recommendations.map(({ userId }) => userId)).not.toContain(hidden.id);
      // The member's own suggestions are theirs as before.
      expect(((await hidden.agent.get(ApiRoutes.connectionsSuggestions).expect(200)).body as ConnectionSuggestion[]).map(({ id }) => id)).toContain(peer.id);

      await setPrivacy(hidden, { searchVisibility: true });
      await eventually(async () => listsHidden(await surfaces()), 'the member listed everywhere again', 60_000);
      const chatAgain = (await seeker.agent.post(ApiRoutes.aiChat).send({ message: 'How can I expand my professional network?' }).expect(200)).body as AiChatResponse;
      expect(chatAgain.recommendations.map(({ userId }) => userId)).toContain(hidden.id);
    });
  });
});
