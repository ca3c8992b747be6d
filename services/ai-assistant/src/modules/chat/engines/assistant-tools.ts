import type { ChatCompletionTool } from 'openai/resources/chat/completions';
import { MemberNetwork, type ScoredCandidate } from '../../../domain/member-network.port';

/** How many members one find_members or get_recommendations call returns at most. */
const TOOL_RESULT_LIMIT = 5;

/** The tools the model may call; each reads DocNet's own data only. */
export const assistantTools: ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'find_members',
      description: 'Find DocNet members by specialty, city, state or name (each a part of the text, case-insensitive); every result carries its match score for the asking member.',
      parameters: {
        type: 'object',
        properties: {
          specialty: { type: 'string' },
          city: { type: 'string' },
          state: { type: 'string' },
          name: { type: 'string' },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_recommendations',
      description: 'The best connection recommendations for the asking member (never existing connections or pending requests), with score, reasoning and match factors.',
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'explain_member_profile',
      description: "One member's public profile and how well they match the asking member, by member id.",
      parameters: {
        type: 'object',
        properties: { memberId: { type: 'integer' } },
        required: ['memberId'],
        additionalProperties: false,
      },
    },
  },
];

/** What a tool call produced: the JSON the model reads, and the members it named (for the answer's recommendations). */
export interface ToolResult {
  data: unknown;
  members: ScoredCandidate[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.slice(0, 100) : undefined);

/** A member as a tool reports it: facts and the match, as data the model may quote but never obey. */
function asData({ candidate, score, reasoning, matchFactors }: ScoredCandidate) {
  const { id, name, specialty, affiliation, city, state, topics } = candidate;
  return { memberId: id, name, specialty, affiliation, city, state, contentTopics: topics, matchScore: score, reasoning, matchFactors };
}

export async function runTool(network: MemberNetwork, memberId: number, name: string, rawArguments: string): Promise<ToolResult> {
  let args: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(rawArguments || '{}') as unknown;
    if (parsed && typeof parsed === 'object') args = parsed as Record<string, unknown>;
  } catch {
    return { data: { error: 'The arguments are not valid JSON.' }, members: [] };
  }
  switch (name) {
    case 'find_members': {
      const query = { specialty: text(args.specialty), city: text(args.city), state: text(args.state), name: text(args.name) };
      const members = await network.find(memberId, query, TOOL_RESULT_LIMIT);
      return { data: { members: members.map(asData) }, members };
    }
    case 'get_recommendations': {
      const { recommendations } = await network.recommendationsFor(memberId, TOOL_RESULT_LIMIT);
      return { data: { recommendations: recommendations.map(asData) }, members: recommendations };
    }
    case 'explain_member_profile': {
      const otherId = Number(args.memberId);
      const explained = Number.isInteger(otherId) && otherId > 0 ? await network.explain(memberId, otherId) : undefined;
      if (!explained) return { data: { error: 'No DocNet member has this id.' }, members: [] };
      return { data: { member: asData(explained) }, members: [explained] };
    }
    default:
      return { data: { error: `Unknown tool ${name}.` }, members: [] };
  }
}
