import type { ConnectionListItem, ConnectionUser } from '@docnet/contracts';
import { acceptedOf, answerMoves, connectionStateWith, connectionUserOf, mutualConnectionsText, withSentRequest } from '../src/lib/connection-state';
import { recommendationStars, scoreBadgeColour } from '../src/features/network/utils/recommendation-score';

const card = (id: number, name = `Member ${id}`): ConnectionUser => connectionUserOf({ id, name });

function entry(id: number, requesterId: number, receiverId: number, status: 'pending' | 'accepted' | 'rejected', other: number): ConnectionListItem {
  return { connection: { id, requesterId, receiverId, status, createdAt: '2026-01-01T00:00:00.000Z' }, user: card(other) };
}

const VIEWER = 1;

describe('connection state on a profile, a search result or a suggestion', () => {
  it('is Connected for an accepted connection in either direction', () => {
    expect(connectionStateWith([entry(10, VIEWER, 2, 'accepted', 2)], VIEWER, 2)).toBe('accepted');
    expect(connectionStateWith([entry(11, 3, VIEWER, 'accepted', 3)], VIEWER, 3)).toBe('accepted');
  });
  it('is Pending for a pending request sent or received', () => {
    expect(connectionStateWith([entry(10, VIEWER, 2, 'pending', 2)], VIEWER, 2)).toBe('pending');
    expect(connectionStateWith([entry(11, 3, VIEWER, 'pending', 3)], VIEWER, 3)).toBe('pending');
  });
  it('is Connect without a connection, after a declined one, or when the list is unknown', () => {
    expect(connectionStateWith([entry(10, VIEWER, 2, 'accepted', 2)], VIEWER, 4)).toBe('none');
    expect(connectionStateWith([entry(12, VIEWER, 5, 'rejected', 5)], VIEWER, 5)).toBe('none');
    expect(connectionStateWith(undefined, VIEWER, 2)).toBe('none');
  });
  it('ignores connections between two other members', () => {
    expect(connectionStateWith([entry(13, 2, 3, 'accepted', 3)], VIEWER, 3)).toBe('none');
  });
  it('prefers accepted over a stray pending entry for the same pair', () => {
    expect(connectionStateWith([entry(14, VIEWER, 2, 'pending', 2), entry(15, 2, VIEWER, 'accepted', 2)], VIEWER, 2)).toBe('accepted');
  });
  it('counts only accepted connections', () => {
    expect(acceptedOf([entry(10, VIEWER, 2, 'accepted', 2), entry(11, 3, VIEWER, 'pending', 3)]).map((e) => e.user.id)).toEqual([2]);
    expect(acceptedOf(undefined)).toEqual([]);
  });
});

describe('optimistic connection request', () => {
  it('marks the receiver pending at once with a temporary entry', () => {
    const now = new Date('2026-02-03T04:05:06.000Z');
    const next = withSentRequest([], VIEWER, card(7, 'Ann'), now);
    expect(next).toHaveLength(1);
    expect(next[0].connection).toMatchObject({ requesterId: VIEWER, receiverId: 7, status: 'pending', createdAt: now.toISOString() });
    expect(next[0].connection.id).toBeLessThan(0);
    expect(connectionStateWith(next, VIEWER, 7)).toBe('pending');
  });
  it('adds nothing when a connection already exists in either direction', () => {
    const existing = [entry(20, 7, VIEWER, 'pending', 7)];
    expect(withSentRequest(existing, VIEWER, card(7))).toEqual(existing);
  });
  it('keeps the card fields it knows and nulls the rest', () => {
    expect(connectionUserOf({ id: 3, name: 'Bo', specialty: 'Orthodontist', city: undefined })).toEqual({
      id: 3,
      name: 'Bo',
      specialty: 'Orthodontist',
      hospital: null,
      affiliation: null,
      city: null,
      state: null,
      profilePicture: null,
    });
  });
});

describe('optimistic answers to a request', () => {
  const request = entry(30, 8, VIEWER, 'pending', 8);
  const other = entry(31, 9, VIEWER, 'pending', 9);
  const friend = entry(32, VIEWER, 2, 'accepted', 2);

  it('an accepted request leaves the pending list and appears among the connections as accepted', () => {
    const next = answerMoves({ connections: [friend], pending: [request, other] }, 30, 'accepted');
    expect(next.pending?.map((e) => e.connection.id)).toEqual([31]);
    expect(next.connections?.map((e) => [e.connection.id, e.connection.status])).toEqual([
      [32, 'accepted'],
      [30, 'accepted'],
    ]);
  });
  it('an accepted request the connections list already carries as pending is updated in place', () => {
    const next = answerMoves({ connections: [friend, request], pending: [request] }, 30, 'accepted');
    expect(next.connections?.map((e) => [e.connection.id, e.connection.status])).toEqual([
      [32, 'accepted'],
      [30, 'accepted'],
    ]);
    expect(next.pending).toEqual([]);
  });
  it('a declined request leaves the pending list and never appears among the connections', () => {
    const next = answerMoves({ connections: [friend, request], pending: [request, other] }, 30, 'rejected');
    expect(next.pending?.map((e) => e.connection.id)).toEqual([31]);
    expect(next.connections?.map((e) => e.connection.id)).toEqual([32]);
  });
  it('leaves the previous lists untouched, so a failure can restore them', () => {
    const previous = { connections: [friend], pending: [request] };
    const snapshot = JSON.parse(JSON.stringify(previous));
    answerMoves(previous, 30, 'accepted');
    expect(previous).toEqual(snapshot);
  });
  it('changes nothing for an unknown request and copes with lists not loaded yet', () => {
    expect(answerMoves({ connections: [friend], pending: [request] }, 99, 'accepted')).toEqual({ connections: [friend], pending: [request] });
    expect(answerMoves({ connections: undefined, pending: undefined }, 30, 'accepted')).toEqual({ connections: [], pending: [] });
  });
});

describe('AI recommendation score display', () => {
  it.each([
    [100, 5],
    [95, 5],
    [89, 4],
    [70, 4],
    [69, 3],
    [50, 3],
    [29, 1],
    [0, 1],
    [-10, 1],
    [250, 5],
    [Number.NaN, 1],
  ])('score %p shows %p stars', (score, stars) => {
    expect(recommendationStars(score)).toBe(stars);
  });
  it.each([
    [100, 'green'],
    [90, 'green'],
    [89.9, 'blue'],
    [80, 'blue'],
    [79, 'yellow'],
    [70, 'yellow'],
    [69, 'gray'],
    [0, 'gray'],
  ])('score %p gets a %p badge', (score, colour) => {
    expect(scoreBadgeColour(score)).toBe(colour);
  });
});

describe('mutual connections on a search result', () => {
  it('shows a real count, singular for one, and nothing for none or an unknown count', () => {
    expect(mutualConnectionsText(3)).toBe('3 mutual connections');
    expect(mutualConnectionsText(1)).toBe('1 mutual connection');
    expect(mutualConnectionsText(0)).toBeNull();
    expect(mutualConnectionsText(undefined)).toBeNull();
  });
});
