/**
 * The live slot of a pair of members, the same whoever asked: at most one pending or accepted
 * connection holds it (unique index), which is the "one live connection per pair" rule.
 */
export function pairSlot(firstId: number, secondId: number): string {
  const [low, high] = firstId < secondId ? [firstId, secondId] : [secondId, firstId];
  return `${low}-${high}`;
}

/** The slot a declined request moves to: its own, so the pair can connect again later. */
export function declinedSlot(firstId: number, secondId: number, connectionId: number): string {
  return `${pairSlot(firstId, secondId)}-declined-${connectionId}`;
}

/** The slot a withdrawn request moves to: its own, so the pair may connect at once. */
export function withdrawnSlot(firstId: number, secondId: number, connectionId: number): string {
  return `${pairSlot(firstId, secondId)}-withdrawn-${connectionId}`;
}

/** The slot a removed connection moves to: its own, so the pair can connect again later. */
export function removedSlot(firstId: number, secondId: number, connectionId: number): string {
  return `${pairSlot(firstId, secondId)}-removed-${connectionId}`;
}
