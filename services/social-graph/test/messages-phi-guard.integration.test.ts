import { PhiGuardMessages, SocialGraphRoutes, Topics, type Conversation, type ConversationMessages, type DirectMessage, type PhiRefusalBody } from '@docnet/contracts';
import { PHI_CONFIRMATIONS_COLLECTION } from '@docnet/platform';
import { caseStudyFindings, CLINICAL_TEXT, EventProbe, eventually, PHI_CASE_STUDY, startServiceUnderTest, type ServiceUnderTest } from '@docnet/platform/testing';
import { AppModule } from '../src/app.module';
import { GraphWorld } from './graph-world';

describe('social-graph: the PHI guard on direct messages', () => {
  let graph: ServiceUnderTest;
  let probe: EventProbe;
  let world: GraphWorld;
  let conversation: Conversation;

  beforeAll(async () => {
    graph = await startServiceUnderTest('social-graph', AppModule.register);
    world = new GraphWorld(graph);
    probe = await EventProbe.start(graph.config.KAFKA_BROKERS, graph.config.EVENTS_NAMESPACE, Topics.socialGraphMessage);
    await Promise.all([world.member(401), world.member(402), world.member(403)]);
    await world.connected(401, 402);
    conversation = (await world.call(401).post(SocialGraphRoutes.conversations, { memberId: 402 }).expect(201)).body as Conversation;
  });

  afterAll(async () => {
    await probe?.stop();
    await graph?.stop();
  });

  const path = () => SocialGraphRoutes.conversationMessages(conversation.id);
  const messages = async () => ((await world.call(402).get(path()).expect(200)).body as ConversationMessages).messages;
  const audits = () => graph.database.collection(PHI_CONFIRMATIONS_COLLECTION).find({}, { projection: { _id: 0 } }).toArray();
  const sentBodies = () => probe.ofType('social-graph.message.sent').map((event) => (event.data as { body: string }).body);

  it('refuses a message with a birth date and a record number: 422 with both findings, nothing stored or sent', async () => {
    const answer = await world.call(401).post(path(), { body: PHI_CASE_STUDY }).expect(422);
    expect(answer.body).toEqual({ message: PhiGuardMessages.refused, findings: caseStudyFindings('body'), confirmationToken: expect.any(String) });
    expect(await messages()).toEqual([]);
    expect(await graph.database.collection('messages').countDocuments()).toBe(0);
    expect(await audits()).toEqual([]);
    // Someone outside the conversation is refused for who they are (404) before their text is read.
    await world.call(403).post(path(), { body: PHI_CASE_STUDY }).expect(404);

    // Clinical text goes through; once its event is out, the refused one has published nothing.
    const clinical = (await world.call(401).post(path(), { body: CLINICAL_TEXT }).expect(201)).body as DirectMessage;
    await eventually(() => sentBodies().includes(clinical.body), 'the clinical message sent');
    expect(sentBodies()).not.toContain(PHI_CASE_STUDY);
  });

  it('refuses an invalid confirmation (400) and sends a confirmed message, keeping the confirmation without the excerpts', async () => {
    const { confirmationToken: token } = (await world.call(401).post(path(), { body: PHI_CASE_STUDY }).expect(422)).body as PhiRefusalBody;
    const short = await world.call(401).post(path(), { body: PHI_CASE_STUDY, phiConfirmation: { reason: 'ok', token } }).expect(400);
    expect(short.body).toEqual({ message: PhiGuardMessages.reasonTooShort });

    const reason = 'Invented numbers from a teaching slide, not a patient.';
    // The token of another text confirms nothing.
    await world.call(401).post(path(), { body: `${PHI_CASE_STUDY} Again.`, phiConfirmation: { reason, token } }).expect(422);
    const sent = (await world.call(401).post(path(), { body: PHI_CASE_STUDY, phiConfirmation: { reason, token } }).expect(201)).body as DirectMessage;
    expect(sent.body).toBe(PHI_CASE_STUDY);
    await eventually(() => sentBodies().includes(PHI_CASE_STUDY), 'the confirmed message sent');
    expect(await audits()).toEqual([
      {
        memberId: 401,
        at: expect.any(Date),
        route: `POST ${SocialGraphRoutes.conversationMessages(':id')}`,
        targetType: 'message',
        targetId: String(sent.id),
        findings: caseStudyFindings('body').map(({ field, kind, start, end }) => ({ field, kind, start, end })),
        reason,
        correlationId: expect.any(String),
      },
    ]);
    expect(JSON.stringify(await audits())).not.toContain('03/14/1957');
  });
});
