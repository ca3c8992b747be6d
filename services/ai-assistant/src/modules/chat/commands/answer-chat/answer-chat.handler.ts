import {
  AI_CHAT_RECOMMENDATIONS_MAX,
  AiAssistantRoutes,
  type AiChatRecommendation,
  type AiChatRequest,
  type AiChatResponse,
} from '@docnet/contracts';
import { maskConfirmedPhi, PhiConfirmations } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { randomUUID } from 'node:crypto';
import type { ScoredCandidate } from '../../../../domain/member-network.port';
import { AssistantEngine, type ChatTurn } from '../../engines/assistant-engine';
import { ChatTurnModel } from '../../persistence/chat-turn.schema';

/** How many earlier messages of the member's conversation the assistant sees. */
export const RECENT_TURNS = 10;

function toChatRecommendation({ candidate, score }: ScoredCandidate): AiChatRecommendation {
  const { id, name, specialty, affiliation, city, state, bio } = candidate;
  return { userId: id, score, user: { id, name, specialty, affiliation, city, state, bio: bio ?? null } };
}

/**
 * Answers a member's chat message with the configured engine and keeps the turn for the next question. The PHI
 * guard reads the message first: a refused turn (422) is neither kept nor sent to the engine; a confirmed one is
 * recorded before the engine sees it, and an external model sees it with the confirmed details masked.
 */
@Injectable()
export class AnswerChatHandler {
  constructor(
    private readonly engine: AssistantEngine,
    @Inject(ChatTurnModel) private readonly turns: ChatTurnModel,
    private readonly phi: PhiConfirmations,
  ) {}

  async execute(memberId: number, { message, phiConfirmation }: AiChatRequest): Promise<AiChatResponse> {
    const confirmed = this.phi.check(memberId, { message }, phiConfirmation);
    const turnId = new Types.ObjectId();
    await this.phi.record({ memberId, route: `POST ${AiAssistantRoutes.chat}`, targetType: 'chat-turn', targetId: turnId.toHexString() }, confirmed);
    // What an outside model sees, now and as history later: the confirmed details masked.
    const said = this.engine.external ? maskConfirmedPhi('message', message, confirmed) : message;
    const history = await this.recentTurns(memberId);
    const answer = await this.engine.answer(memberId, said, history);
    const now = Date.now();
    await this.turns.insertMany([
      { _id: turnId, memberId, role: 'user', content: said, at: new Date(now) },
      { memberId, role: 'assistant', content: answer.content, at: new Date(now + 1) },
    ]);
    return this.reply(answer.content, answer.recommendations);
  }

  private async recentTurns(memberId: number): Promise<ChatTurn[]> {
    const recent = await this.turns.find({ memberId }).sort({ at: -1 }).limit(RECENT_TURNS).lean();
    return recent.reverse().map(({ role, content }) => ({ role, content }));
  }

  private reply(content: string, recommendations: readonly ScoredCandidate[]): AiChatResponse {
    return {
      message: { id: randomUUID(), role: 'assistant', content },
      recommendations: recommendations.slice(0, AI_CHAT_RECOMMENDATIONS_MAX).map(toChatRecommendation),
    };
  }
}
