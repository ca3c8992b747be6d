import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventEnvelope, LiveEvent } from '@docnet/contracts';
import { liveDeliveryOf } from '../src/modules/live-stream/live-events';
import { LiveStreams, STREAMS_PER_MEMBER, type StreamRequest, type StreamResponse } from '../src/modules/live-stream/live-streams';

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../contracts/test/fixtures', `${name}.v1.json`), 'utf8')) as EventEnvelope;

/** A response that records what the stream wrote and whether it ended. */
function fakeStream() {
  const written: string[] = [];
  const state = { ended: false };
  const response: StreamResponse = {
    status: () => response,
    setHeader: () => response,
    flushHeaders: () => undefined,
    write: (chunk) => written.push(chunk),
    end: () => (state.ended = true),
  };
  const request: StreamRequest = { on: () => request };
  return { request, response, written, state };
}

describe('live events', () => {
  it('sends a message to its sender and recipient as the DirectMessage, unread', () => {
    expect(liveDeliveryOf(fixture('social-graph.message.sent'))).toEqual({
      memberIds: [42, 43],
      event: {
        type: 'message',
        message: { id: 301, conversationId: 5, senderId: 42, body: 'Could you take a look at the case I shared?', sentAt: '2026-11-22T07:00:00.000Z', readAt: null },
      },
    });
  });

  it('sends a read conversation to both members, notifications to their member', () => {
    const read = fixture('social-graph.conversation.read');
    const data = read.data as { memberId: number; otherMemberId: number };
    expect(liveDeliveryOf(read)).toMatchObject({ memberIds: [data.memberId, data.otherMemberId], event: { type: 'conversation-read' } });
    const created = fixture('notifications.notification.created');
    const { userId, notification, unreadCount } = created.data as { userId: number; notification: object; unreadCount: number };
    expect(liveDeliveryOf(created)).toEqual({ memberIds: [userId], event: { type: 'notification', notification, unreadCount } });
    const allRead = fixture('notifications.notifications.read');
    const after = allRead.data as { userId: number; unreadCount: number };
    expect(liveDeliveryOf(allRead)).toEqual({ memberIds: [after.userId], event: { type: 'notifications-read', unreadCount: after.unreadCount } });
  });

  it('shows nothing live for other events', () => {
    expect(liveDeliveryOf(fixture('profile.notification-settings.changed'))).toBeUndefined();
  });
});

describe('live streams', () => {
  const event: LiveEvent = { type: 'notifications-read', unreadCount: 0 };

  it('writes an event as an SSE frame to the streams of the members concerned only', () => {
    const streams = new LiveStreams();
    const [mine, otherTab, someoneElse] = [fakeStream(), fakeStream(), fakeStream()];
    streams.open(1, 'session-1', mine.request, mine.response);
    streams.open(1, 'session-1b', otherTab.request, otherTab.response);
    streams.open(2, 'session-2', someoneElse.request, someoneElse.response);
    streams.push([1, 1], event);
    const frame = `event: notifications-read\ndata: ${JSON.stringify(event)}\n\n`;
    expect(mine.written).toEqual([expect.stringMatching(/^retry: \d+\n\n$/), frame]);
    expect(otherTab.written.slice(1)).toEqual([frame]);
    expect(someoneElse.written.slice(1)).toEqual([]);
    streams.onModuleDestroy();
    expect([mine, otherTab, someoneElse].every(({ state }) => state.ended)).toBe(true);
  });

  it(`ends a member's oldest stream beyond ${STREAMS_PER_MEMBER}`, () => {
    const streams = new LiveStreams();
    const tabs = Array.from({ length: STREAMS_PER_MEMBER + 1 }, fakeStream);
    for (const tab of tabs) streams.open(7, 'session-7', tab.request, tab.response);
    expect(tabs.map(({ state }) => state.ended)).toEqual([true, ...Array<boolean>(STREAMS_PER_MEMBER).fill(false)]);
    streams.push([7], event);
    expect(tabs[0].written).toHaveLength(1);
    streams.onModuleDestroy();
  });

  it('ends the streams of an ended session only, and forgets them (none left: nothing to decode for)', () => {
    const streams = new LiveStreams();
    const [laptop, laptopTab, phone] = [fakeStream(), fakeStream(), fakeStream()];
    streams.open(3, 'laptop', laptop.request, laptop.response);
    streams.open(3, 'laptop', laptopTab.request, laptopTab.response);
    streams.open(3, 'phone', phone.request, phone.response);
    expect(streams.sessionIds().sort()).toEqual(['laptop', 'phone']);
    streams.endSessions(['laptop', 'unknown']);
    expect([laptop, laptopTab, phone].map(({ state }) => state.ended)).toEqual([true, true, false]);
    expect(streams.sessionIds()).toEqual(['phone']);
    streams.push([3], event);
    expect(laptop.written).toHaveLength(1);
    expect(phone.written).toHaveLength(2);
    expect(streams.hasStreams()).toBe(true);
    streams.endSessions(['phone']);
    expect(streams.hasStreams()).toBe(false);
    streams.onModuleDestroy();
  });
});
