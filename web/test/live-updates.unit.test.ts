import type { Conversation, ConversationMessages, DirectMessage, LiveEvent, Notification, NotificationList } from '@docnet/contracts';
import { openLiveStream, parseLiveEvent, reconnectDelayMs, RECONNECT_MAX_MS, type LiveSource } from '../src/lib/live-stream';
import {
  mergeNotificationPages,
  withAllRead,
  withNotification,
  withRead,
} from '../src/features/notifications/utils/notification-cache';
import {
  mergeMessages,
  seenMessageId,
  withConversation,
  withConversationRead,
  withMessageInConversations,
  withMessageInThread,
  withReceiptsInThread,
} from '../src/features/messages/utils/message-cache';
import { composerKeyAction } from '../src/features/messages/utils/composer-keys';

const ME = 1;
const OTHER = 2;

const notification = (id: number, read = false, text = `Notification ${id}`): Notification => ({
  id,
  type: 'connectionAccepted',
  actor: { id: OTHER, name: 'Dr Other', profilePicture: null },
  text,
  link: `/profile/${OTHER}`,
  read,
  createdAt: `2026-01-01T00:00:${String(id).padStart(2, '0')}.000Z`,
});

const page = (...notifications: Notification[]): NotificationList => ({
  notifications,
  total: notifications.length,
  unreadCount: notifications.filter(({ read }) => !read).length,
});

describe('notifications cache under live events and read actions', () => {
  it('puts a new notification on top with the server count and one more in the total', () => {
    const next = withNotification(page(notification(1, true)), notification(2), 1);
    expect(next?.notifications.map(({ id }) => id)).toEqual([2, 1]);
    expect(next?.total).toBe(2);
    expect(next?.unreadCount).toBe(1);
  });
  it('moves a coalesced notification (same id, new text) up instead of listing it twice', () => {
    const next = withNotification(page(notification(3), notification(2)), notification(2, false, 'Two new messages'), 2);
    expect(next?.notifications.map(({ id, text }) => [id, text])).toEqual([
      [2, 'Two new messages'],
      [3, 'Notification 3'],
    ]);
    expect(next?.total).toBe(2);
  });
  it('leaves a list that was never loaded unknown (the next read fetches it)', () => {
    expect(withNotification(undefined, notification(1), 1)).toBeUndefined();
    expect(withRead(undefined, 1)).toBeUndefined();
    expect(withAllRead(undefined)).toBeUndefined();
  });
  it('marks one read, counting down only when it was unread', () => {
    const list = page(notification(2), notification(1, true));
    const once = withRead(list, 2);
    expect(once?.notifications.find(({ id }) => id === 2)?.read).toBe(true);
    expect(once?.unreadCount).toBe(0);
    expect(withRead(once, 2)).toBe(once);
    expect(withRead(list, 99)).toBe(list);
  });
  it('marks all read', () => {
    const next = withAllRead(page(notification(2), notification(1)));
    expect(next?.notifications.every(({ read }) => read)).toBe(true);
    expect(next?.unreadCount).toBe(0);
  });
  it("merges 'Load more' pages without the duplicates live arrivals shift into them", () => {
    const merged = mergeNotificationPages([notification(5), notification(4), notification(3)], [notification(3), notification(2)]);
    expect(merged.map(({ id }) => id)).toEqual([5, 4, 3, 2]);
  });
});

const message = (id: number, senderId: number, conversationId = 10, readAt: string | null = null): DirectMessage => ({
  id,
  conversationId,
  senderId,
  body: `Message ${id}`,
  sentAt: `2026-01-02T00:00:${String(id).padStart(2, '0')}.000Z`,
  readAt,
});

const conversation = (id: number, lastMessage: DirectMessage | null, unreadCount = 0): Conversation => ({
  id,
  member: { id: OTHER + id, name: `Member ${id}`, specialty: null, hospital: null, affiliation: null, city: null, state: null, profilePicture: null },
  lastMessage,
  unreadCount,
  canSend: true,
  updatedAt: lastMessage?.sentAt ?? '2026-01-01T00:00:00.000Z',
});

const readEvent = (memberId: number, lastReadMessageId: number, conversationId = 10): Extract<LiveEvent, { type: 'conversation-read' }> => ({
  type: 'conversation-read',
  conversationId,
  memberId,
  lastReadMessageId,
  readAt: '2026-01-02T00:01:00.000Z',
});

describe('conversations and threads under live events', () => {
  it("moves the conversation of an incoming message to the top with one more unread", () => {
    const list = [conversation(11, message(5, OTHER, 11)), conversation(10, message(3, OTHER))];
    const { list: next, known } = withMessageInConversations(list, message(6, OTHER), ME);
    expect(known).toBe(true);
    expect(next?.map(({ id, unreadCount }) => [id, unreadCount])).toEqual([
      [10, 1],
      [11, 0],
    ]);
    expect(next?.[0]?.lastMessage?.id).toBe(6);
  });
  it("does not count the member's own message as unread, nor the same message twice", () => {
    const list = [conversation(10, message(3, OTHER))];
    const own = withMessageInConversations(list, message(4, ME), ME).list;
    expect(own?.[0]?.unreadCount).toBe(0);
    const again = withMessageInConversations(own, message(4, ME), ME).list;
    expect(again).toEqual(own);
  });
  it('reports a message of a conversation the list lacks, so the list is fetched again', () => {
    expect(withMessageInConversations([conversation(11, null)], message(1, OTHER), ME).known).toBe(false);
  });
  it('appends a live message to the loaded newest page once, in order', () => {
    const thread: ConversationMessages = { messages: [message(1, ME), message(3, OTHER)], hasMore: false };
    const next = withMessageInThread(thread, message(2, OTHER));
    expect(next?.messages.map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(withMessageInThread(next, message(2, OTHER))).toBe(next);
    expect(withMessageInThread(undefined, message(2, OTHER))).toBeUndefined();
  });
  it("marks the member's messages up to the other member's read as seen ('Seen' under the last one)", () => {
    const thread: ConversationMessages = { messages: [message(1, ME), message(2, OTHER), message(3, ME), message(4, ME)], hasMore: false };
    const next = withReceiptsInThread(thread, readEvent(OTHER, 3), ME);
    expect(next?.messages.map(({ readAt }) => readAt !== null)).toEqual([true, false, true, false]);
    expect(seenMessageId(next?.messages ?? [], ME)).toBeNull();
    const all = withReceiptsInThread(next, readEvent(OTHER, 4), ME);
    expect(seenMessageId(all?.messages ?? [], ME)).toBe(4);
  });
  it("ignores the member's own read for receipts but clears the unread marker (another tab)", () => {
    const list = [conversation(10, message(3, OTHER), 2)];
    expect(withConversationRead(list, readEvent(ME, 3), ME)?.[0]?.unreadCount).toBe(0);
    const mine = [conversation(10, message(3, ME))];
    expect(withConversationRead(mine, readEvent(OTHER, 3), ME)?.[0]?.lastMessage?.readAt).toBe('2026-01-02T00:01:00.000Z');
  });
  it('adds an opened conversation to the list or replaces the known one', () => {
    const list = [conversation(11, message(5, OTHER, 11))];
    expect(withConversation(list, conversation(10, null))?.map(({ id }) => id)).toEqual([11, 10]);
    expect(withConversation(list, { ...conversation(11, message(5, OTHER, 11)), unreadCount: 0 })?.[0]?.unreadCount).toBe(0);
  });
  it('merges older pages and the newest page by id', () => {
    expect(mergeMessages([message(1, ME), message(2, OTHER)], [message(2, OTHER), message(3, ME)]).map(({ id }) => id)).toEqual([1, 2, 3]);
  });
  it('sends on Enter, adds a line on Shift+Enter or while composing', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true, isComposing: false })).toBe('type');
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('type');
    expect(composerKeyAction({ key: 'a', shiftKey: false, isComposing: false })).toBe('type');
  });
});

/** A stand-in EventSource: the test opens, fails and pushes events by hand. */
class FakeSource implements LiveSource {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, listener);
  }
  close(): void {
    this.closed = true;
  }
  push(type: string, data: unknown): void {
    this.listeners.get(type)?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent<string>);
  }
}

function harness() {
  const sources: FakeSource[] = [];
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const events: LiveEvent[] = [];
  const statuses: string[] = [];
  let resyncs = 0;
  const close = openLiveStream({
    url: '/api/live',
    onEvent: (event) => events.push(event),
    onResync: () => (resyncs += 1),
    onStatus: (status) => statuses.push(status),
    createSource: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => ((timer as { cleared: boolean }).cleared = true),
    random: () => 1,
  });
  return { sources, timers, events, statuses, close, resyncs: () => resyncs };
}

describe('live stream client', () => {
  it('delivers the known event types and drops unknown or unreadable ones', () => {
    const live = harness();
    const source = live.sources[0];
    source.onopen?.(new Event('open'));
    source.push('notifications-read', { type: 'notifications-read', unreadCount: 0 });
    source.push('notifications-read', 'not json');
    expect(live.events).toEqual([{ type: 'notifications-read', unreadCount: 0 }]);
    expect(parseLiveEvent('something-else', '{}')).toBeNull();
    expect(parseLiveEvent('message', '{"message":{"id":1}}')).toEqual({ type: 'message', message: { id: 1 } });
    expect(live.statuses).toEqual(['connecting', 'open']);
  });

  it('reconnects after a failure with growing delays and asks readers to refetch once open again', () => {
    const live = harness();
    const first = live.sources[0];
    first.onopen?.(new Event('open'));
    first.onerror?.(new Event('error'));
    expect(first.closed).toBe(true);
    expect(live.timers.map(({ ms }) => ms)).toEqual([1000]);

    (live.timers[0] as { run: () => void }).run();
    const second = live.sources[1];
    second.onerror?.(new Event('error'));
    expect(live.timers.map(({ ms }) => ms)).toEqual([1000, 2000]);
    expect(live.resyncs()).toBe(0);

    (live.timers[1] as { run: () => void }).run();
    const third = live.sources[2];
    third.onopen?.(new Event('open'));
    expect(live.resyncs()).toBe(1);
    // A successful open resets the backoff.
    third.onerror?.(new Event('error'));
    expect(live.timers.at(-1)?.ms).toBe(1000);
  });

  it('stops for good when closed (sign-out): no reconnect, no more events', () => {
    const live = harness();
    const source = live.sources[0];
    source.onerror?.(new Event('error'));
    live.close();
    expect(live.timers[0]?.cleared).toBe(true);
    expect(live.statuses.at(-1)).toBe('closed');
    source.push('notifications-read', { type: 'notifications-read', unreadCount: 3 });
    expect(live.events).toEqual([]);
  });

  it('spreads reconnects between half and all of a capped exponential step', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(3, () => 1)).toBe(8000);
    expect(reconnectDelayMs(20, () => 1)).toBe(RECONNECT_MAX_MS);
  });
});
