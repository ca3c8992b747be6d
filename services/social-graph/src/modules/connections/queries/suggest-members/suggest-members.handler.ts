import { CONNECTION_SUGGESTION_LIMIT, type ConnectionSuggestion } from '@docnet/contracts';
import { FINDABLE_CARDS, isFindable, LOGGER, MemberCards, type MemberCard, type MemberCardDocument } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { FilterQuery } from 'mongoose';
import type { Logger } from 'pino';
import { rankSuggestions } from '../../domain/suggestion-ranking';
import { CandidateCardModel } from '../../persistence/candidate-card.schema';
import { otherMemberOf, toConnectionUser, type StoredConnection } from '../../persistence/connection.mapper';
import { ConnectionModel } from '../../persistence/connection.schema';
import { SuggestionListBuilder } from '../../read-models/suggestions/suggestion-list-builder';
import { connectionsOf } from '../list-connections/list-connections.handler';

/** How many look-alike members (shared specialty, place or affiliation) are weighed at most. */
const LOOK_ALIKE_POOL = 500;
/**
 * People a member may know: friends of their connections (counted as mutual connections), members who
 * share their specialty, city or state, or affiliation, and, when those are too few, other members.
 * Never the member, their connections, anyone with a pending request in either direction or anyone who
 * turned search visibility off.
 *
 * Precomputed per member (ADR 3, SuggestionListBuilder): the ranked candidates, hidden members included, are
 * computed by the connection events of the two members, dropped when the graph around the member changes
 * (UpdateConnectionGraphHandler) and computed when read missing or stale (the member's own traits changed),
 * always with work bounded by the member's neighbourhood. A read takes the stored list and the candidates'
 * current cards (one key each), so a renamed member or one who turned search visibility off or on is shown as they
 * are now without recomputing anybody's list; the database computes the suggestions only while Redis cannot be
 * reached.
 */
@Injectable()
export class SuggestMembersHandler {
  constructor(
    @Inject(ConnectionModel) private readonly connections: ConnectionModel,
    @Inject(CandidateCardModel) private readonly candidates: CandidateCardModel,
    private readonly cards: MemberCards,
    private readonly builder: SuggestionListBuilder,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(memberId: number, limit = CONNECTION_SUGGESTION_LIMIT): Promise<ConnectionSuggestion[]> {
    try {
      return (await this.fromList(memberId, limit)).map(toConnectionUser);
    } catch (error) {
      // Without the lists (Redis unreachable) the suggestions are computed as they were before them.
      this.logger.warn({ err: error, memberId }, 'suggestion list not read; computed from the database');
    }
    const member = (await this.cards.find([memberId])).get(memberId);
    return (await this.rank(memberId, member, limit, true)).map(toConnectionUser);
  }

  /**
   * The first `limit` findable members of the member's list (computed and stored when missing or stale). A list whose
   * members mostly hid themselves shows fewer rather than rank the network again on the request.
   */
  private async fromList(memberId: number, limit: number): Promise<MemberCard[]> {
    const { ids, cards } = await this.builder.list(memberId);
    const shown = ids.flatMap((id) => {
      const card = cards.get(id);
      return card && isFindable(card) ? [card] : [];
    });
    return shown.slice(0, limit);
  }

  /** The best `size` candidates from the database (while Redis cannot be reached), ranked; only findable ones with `findableOnly`. */
  private async rank(memberId: number, member: MemberCard | undefined, size: number, findableOnly: boolean): Promise<MemberCard[]> {
    const live = await this.connections
      .find(connectionsOf(memberId, ['pending', 'accepted']), { requesterId: 1, receiverId: 1, status: 1 })
      .lean<Pick<StoredConnection, 'requesterId' | 'receiverId' | 'status'>[]>();
    const excluded = new Set([memberId, ...live.map((connection) => otherMemberOf(connection, memberId))]);
    const friends = live.filter(({ status }) => status === 'accepted').map((connection) => otherMemberOf(connection, memberId));

    const mutual = await this.mutualConnections(friends, excluded);
    const pool = new Map<number, MemberCard>(
      [...(await this.cards.find([...mutual.keys()]))].filter(([, card]) => !findableOnly || isFindable(card)),
    );
    for (const card of await this.lookAlikes(member, excluded, findableOnly)) pool.set(card.id, card);
    if (pool.size < size) {
      for (const card of await this.others([...excluded, ...pool.keys()], size - pool.size, findableOnly)) pool.set(card.id, card);
    }
    return rankSuggestions(member, [...pool.values()], mutual).slice(0, size);
  }

  /** For each friend of a friend who is not excluded: how many of the member's connections they are connected with. */
  private async mutualConnections(friends: number[], excluded: ReadonlySet<number>): Promise<Map<number, number>> {
    const mutual = new Map<number, number>();
    if (friends.length === 0) return mutual;
    const ties = await this.connections
      .find(
        { status: 'accepted', $or: [{ requesterId: { $in: friends } }, { receiverId: { $in: friends } }] },
        { requesterId: 1, receiverId: 1 },
      )
      .lean<Pick<StoredConnection, 'requesterId' | 'receiverId'>[]>();
    const friendSet = new Set(friends);
    for (const { requesterId, receiverId } of ties) {
      for (const [friend, other] of [
        [requesterId, receiverId],
        [receiverId, requesterId],
      ] as const) {
        if (friendSet.has(friend) && !excluded.has(other)) mutual.set(other, (mutual.get(other) ?? 0) + 1);
      }
    }
    return mutual;
  }

  /** Members sharing the specialty, the state (and so possibly the city) or the affiliation. */
  private async lookAlikes(member: MemberCard | undefined, excluded: ReadonlySet<number>, findableOnly: boolean): Promise<MemberCard[]> {
    const shared: FilterQuery<MemberCardDocument>[] = [];
    if (member?.specialty) shared.push({ specialty: member.specialty });
    if (member?.state) shared.push({ state: member.state });
    if (member?.affiliation) shared.push({ affiliation: member.affiliation });
    if (shared.length === 0) return [];
    return this.findCards({ _id: { $nin: [...excluded] }, $or: shared }, LOOK_ALIKE_POOL, findableOnly);
  }

  /** Any other members, oldest first, to fill the list of a member with little in common with anyone yet. */
  private others(excluded: number[], count: number, findableOnly: boolean): Promise<MemberCard[]> {
    return this.findCards({ _id: { $nin: excluded } }, count, findableOnly);
  }

  private async findCards(filter: FilterQuery<MemberCardDocument>, limit: number, findableOnly: boolean): Promise<MemberCard[]> {
    const documents = await this.candidates
      .find({ ...filter, ...(findableOnly ? FINDABLE_CARDS : {}) })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<MemberCardDocument[]>();
    return documents.map(({ _id, revision: _revision, ...card }) => ({ ...card, id: _id }));
  }
}
