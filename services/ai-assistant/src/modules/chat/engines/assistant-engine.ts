import type { ScoredCandidate } from '../../../domain/member-network.port';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface EngineAnswer {
  content: string;
  /** Only members found in DocNet's data while answering, best first. */
  recommendations: ScoredCandidate[];
}

/** The port both assistants implement: the OpenAI-compatible model with tools, or the built-in engine. */
export abstract class AssistantEngine {
  /** Whether the member's text leaves DocNet (an outside model): confirmed PHI is masked before it does. */
  readonly external: boolean = false;

  abstract answer(memberId: number, message: string, history: readonly ChatTurn[]): Promise<EngineAnswer>;
}

/**
 * The SPA shows a recommendations block only under a text that mentions 'recommendation'
 * (docs/product/assistant.md).
 */
export function mentioningRecommendations(content: string, recommendations: readonly ScoredCandidate[]): string {
  if (recommendations.length === 0 || /recommendation/i.test(content)) return content;
  return `${content}\n\nMy recommendations are listed below.`;
}

/** One numbered line per candidate; `index` is the array index of a `.map`, so numbering starts at 1. */
export function describeCandidate({ candidate, score, reasoning }: ScoredCandidate, index: number): string {
  const place = [candidate.city, candidate.state].filter(Boolean).join(', ');
  const details = [candidate.specialty ?? 'specialty not given', place].filter(Boolean).join(', ');
  return `${index + 1}. ${candidate.name} (${details}) - ${score}% match: ${reasoning}`;
}
