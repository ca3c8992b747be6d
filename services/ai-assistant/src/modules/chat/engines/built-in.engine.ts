import { AI_CHAT_RECOMMENDATIONS_MAX } from '@docnet/contracts';
import { MemberNetwork, type MemberFacts } from '../../../domain/member-network.port';
import { intentOf } from '../domain/chat-intents';
import { AssistantEngine, describeCandidate, type EngineAnswer } from './assistant-engine';

const HOW_TO_CONNECT = [
  'To connect with a colleague on DocNet:',
  '1. Find them with Find Doctors (search by name, specialty or affiliation) or in the suggestions and AI Assistant tabs of My Network.',
  '2. Open their profile and choose Connect: they receive your connection request.',
  '3. Your request shows as Pending until they accept it; requests sent to you wait under Pending Requests in My Network, where you accept or decline them.',
  'Once connected, you appear in each other\'s connections.',
].join('\n');

const HELP =
  "I'm your DocNet assistant. I can help you expand your professional network, recommend colleagues to connect with, give career advice, and explain how to connect. Try asking: \"How can I expand my professional network?\" or \"Who do you recommend I connect with?\"";

/** The assistant without a language model: answers the spec's intents from the same data the model's tools read. */
export class BuiltInEngine extends AssistantEngine {
  constructor(private readonly network: MemberNetwork) {
    super();
  }

  async answer(memberId: number, message: string): Promise<EngineAnswer> {
    switch (intentOf(message)) {
      case 'how-to-connect':
        return { content: HOW_TO_CONNECT, recommendations: [] };
      case 'recommendations':
        return this.recommendations(memberId, 'Here are my top recommendations for you:');
      case 'expand-network':
        return this.recommendations(
          memberId,
          'To expand your professional network, keep your profile complete (specialty, affiliation, city and state), connect with colleagues you refer patients to or receive referrals from, share content on the topics you care about, and attend events. Here are my top recommendations to start with:',
        );
      case 'career-advice':
        return this.careerAdvice(memberId);
      case 'help':
        return { content: HELP, recommendations: [] };
    }
  }

  private async recommendations(memberId: number, introduction: string): Promise<EngineAnswer> {
    const { recommendations } = await this.network.recommendationsFor(memberId, AI_CHAT_RECOMMENDATIONS_MAX);
    if (recommendations.length === 0) {
      return {
        content:
          'I have no recommendations for you yet. Add your specialty, affiliation, city and state to your profile, and I will find colleagues who match.',
        recommendations: [],
      };
    }
    return { content: [introduction, ...recommendations.map(describeCandidate)].join('\n'), recommendations };
  }

  private async careerAdvice(memberId: number): Promise<EngineAnswer> {
    const { member, recommendations } = await this.network.recommendationsFor(memberId, AI_CHAT_RECOMMENDATIONS_MAX);
    const mentors = recommendations.filter(({ candidate }) => sameSpecialty(member, candidate));
    const advice = [
      `Career advice${member.specialty ? ` for your ${member.specialty} practice` : ''}:`,
      '- Keep your profile complete and current, so colleagues and referral partners find you.',
      '- Earn CME credits in the areas you want to grow into; the CME page lists opportunities.',
      '- Publish articles or case studies: sharing your expertise builds your reputation.',
      '- Build referral relationships with complementary specialists near you.',
      '- Attend events to meet colleagues in person.',
    ];
    if (mentors.length === 0) return { content: advice.join('\n'), recommendations: [] };
    return {
      content: [...advice, 'Colleagues in your specialty I recommend talking to:', ...mentors.map(describeCandidate)].join('\n'),
      recommendations: mentors,
    };
  }
}

const sameSpecialty = (member: MemberFacts, candidate: MemberFacts) =>
  Boolean(member.specialty) && member.specialty?.trim().toLowerCase() === candidate.specialty?.trim().toLowerCase();
