/**
 * A conversation belongs to two members, stored as the lower and the higher member id so that each
 * member's unread count and last-read message live in fixed fields (FerretDB has no positional updates).
 */
export type Side = 'low' | 'high';

export interface ConversationMembers {
  lowMemberId: number;
  highMemberId: number;
}

/** The unique key of a pair, the same whoever opens the conversation. */
export function pairKey(firstId: number, secondId: number): string {
  const [low, high] = firstId < secondId ? [firstId, secondId] : [secondId, firstId];
  return `${low}-${high}`;
}

export function membersOf(firstId: number, secondId: number): ConversationMembers {
  return firstId < secondId ? { lowMemberId: firstId, highMemberId: secondId } : { lowMemberId: secondId, highMemberId: firstId };
}

/** The side of `memberId`, or undefined when the member is not in the conversation. */
export function sideOf(conversation: ConversationMembers, memberId: number): Side | undefined {
  if (conversation.lowMemberId === memberId) return 'low';
  if (conversation.highMemberId === memberId) return 'high';
  return undefined;
}

export function otherSide(side: Side): Side {
  return side === 'low' ? 'high' : 'low';
}

export function memberOn(conversation: ConversationMembers, side: Side): number {
  return side === 'low' ? conversation.lowMemberId : conversation.highMemberId;
}

/** The per-member fields of one side. */
export function sideFields(side: Side) {
  return { unread: `${side}Unread`, lastReadId: `${side}LastReadId`, lastReadAt: `${side}LastReadAt`, opened: `${side}Opened` } as const;
}
