import { AI_CHAT_RECOMMENDATIONS_MAX } from '@docnet/contracts';
import { MemberNetwork, type MemberFacts } from '../../../domain/member-network.port';
import { intentOf } from '../domain/chat-intents';
import { findRequestOf, type FindRequest, type NamedPlace } from '../domain/find-request';
import { AssistantEngine, describeCandidate, type EngineAnswer } from './assistant-engine';

const HOW_TO_CONNECT = [
  'To connect with a colleague on DocNet:',
  '1. Find them with Find Doctors (search by name, specialty or affiliation) or in the suggestions and AI Assistant tabs of My Network.',
  '2. Open their profile and choose Connect: they receive your connection request.',
  '3. Your request shows as Pending until they accept it; requests sent to you wait under Pending Requests in My Network, where you accept or decline them.',
  'Once connected, you appear in each other\'s connections.',
].join('\n');

const HELP =
  "I'm your DocNet assistant. I can find colleagues by specialty, place or name, help you expand your professional network, recommend colleagues to connect with, give career advice, and explain how to connect. Try asking: \"Find an endodontist in Austin\", \"How can I expand my professional network?\" or \"Who do you recommend I connect with?\"";

/** The assistant without a language model: answers the intents of docs/product/assistant.md from the data the model's tools read. */
export class BuiltInEngine extends AssistantEngine {
  constructor(private readonly network: MemberNetwork) {
    super();
  }

  async answer(memberId: number, message: string): Promise<EngineAnswer> {
    const intent = intentOf(message);
    const find = intent === 'how-to-connect' ? undefined : findRequestOf(message);
    if (find) return this.find(memberId, find);
    switch (intent) {
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

  /** Members matching what the member named, best match first, with a link to the same search on the search screen. */
  private async find(memberId: number, request: FindRequest): Promise<EngineAnswer> {
    let place: NamedPlace | undefined;
    if (request.place === 'near-me') {
      const member = await this.network.memberFacts(memberId);
      if (!member.city?.trim() && !member.state?.trim()) {
        return {
          content:
            'I do not know where you practise yet. Add your city and state, or a practice location, to your profile, or tell me the place, for example "find an endodontist in Austin".',
          recommendations: [],
        };
      }
      // The city alone when known: a state written out ('Texas') would not contain a code ('TX').
      place = member.city?.trim() ? { city: member.city.trim() } : { state: member.state?.trim() };
    } else place = request.place;
    const found = await this.network.find(
      memberId,
      { specialtyWords: request.specialty?.words, city: place?.city, state: place?.state, name: request.name },
      FIND_LIMIT,
    );
    const wanted = wantedText(request, place);
    const link = `[Open the full search](${searchHref(request, place)})`;
    if (found.length === 0) {
      return { content: `I found no members matching ${wanted}. Try the search with fewer criteria: ${link}`, recommendations: [] };
    }
    const best = [...found].sort((a, b) => b.score - a.score);
    const shown = best.slice(0, FIND_SHOWN);
    return {
      content: [
        `I found ${found.length === FIND_LIMIT ? `${FIND_LIMIT} or more` : found.length} member${found.length === 1 ? '' : 's'} matching ${wanted}:`,
        ...shown.map(describeCandidate),
        `See every match in Find Doctors: ${link}`,
        'My recommendations among them are listed below.',
      ].join('\n'),
      recommendations: best.slice(0, AI_CHAT_RECOMMENDATIONS_MAX),
    };
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

/** How many members one find reads, and how many its text lists. */
const FIND_LIMIT = 20;
const FIND_SHOWN = 5;

/** 'Endodontist in Austin, TX named Lee'. */
function wantedText(request: FindRequest, place: NamedPlace | undefined): string {
  const where = [place?.city, place?.state].filter(Boolean).join(', ');
  return [request.specialty?.searchTerm ?? 'your request', where && `in ${where}`, request.name && `named ${request.name}`].filter(Boolean).join(' ');
}

/**
 * The search screen's address for the same request: a name or a place as the text (a place is matched there as
 * the member's city, state or ZIP), the specialty as its filter; a specialty alone is a specialty search.
 */
function searchHref(request: FindRequest, place: NamedPlace | undefined): string {
  const text = request.name ?? place?.city ?? place?.state;
  const specialty = request.specialty?.searchTerm;
  const params = new URLSearchParams();
  if (text) {
    params.set('query', text);
    params.set('filterType', 'name');
  } else if (specialty) {
    params.set('query', specialty);
    params.set('filterType', 'specialty');
  }
  if (specialty) params.set('specialty', specialty);
  return `/search?${params.toString()}`;
}

const sameSpecialty = (member: MemberFacts, candidate: MemberFacts) =>
  Boolean(member.specialty) && member.specialty?.trim().toLowerCase() === candidate.specialty?.trim().toLowerCase();
