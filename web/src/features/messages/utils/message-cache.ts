import type { Conversation, ConversationMessages, DirectMessage, LiveEvent } from '@docnet/contracts';

/*
 * Pure updates of the cached conversations list and thread pages, applied by the live stream and by the
 * member's own sends and reads, so the screen never needs a reload. An unknown (not loaded) cache entry stays
 * unknown: the next read fetches it.
 */

type ConversationReadEvent = Extract<LiveEvent, { type: 'conversation-read' }>;

const byActivity = (a: Conversation, b: Conversation) => b.updatedAt.localeCompare(a.updatedAt);

/** Messages in order, each once (a sent message comes back through the live stream too). */
export function mergeMessages(...pages: ReadonlyArray<readonly DirectMessage[]>): DirectMessage[] {
  const byId = new Map<number, DirectMessage>();
  for (const page of pages) for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * A message in one of the member's conversations: it becomes the conversation's last message, the
 * conversation moves to the top, and one from the other member counts as unread (an open thread marks it read
 * right after). `known` is false when the list lacks the conversation (a new one): the caller refetches.
 */
export function withMessageInConversations(
  list: readonly Conversation[] | undefined,
  message: DirectMessage,
  viewerId: number,
): { list: Conversation[] | undefined; known: boolean } {
  if (!list) return { list: undefined, known: false };
  const current = list.find(({ id }) => id === message.conversationId);
  if (!current) return { list: [...list], known: false };
  if (current.lastMessage && current.lastMessage.id >= message.id) return { list: [...list], known: true };
  const updated: Conversation = {
    ...current,
    lastMessage: message,
    updatedAt: message.sentAt,
    unreadCount: current.unreadCount + (message.senderId === viewerId ? 0 : 1),
  };
  return { list: list.map((item) => (item.id === updated.id ? updated : item)).sort(byActivity), known: true };
}

/** A message appended to the cached newest page of its thread (once). */
export function withMessageInThread(page: ConversationMessages | undefined, message: DirectMessage): ConversationMessages | undefined {
  if (!page || page.messages.some(({ id }) => id === message.id)) return page;
  return { ...page, messages: mergeMessages(page.messages, [message]) };
}

/** Read receipts: the other member read up to a message, so the viewer's messages up to it are seen. */
export function withReceipts(messages: readonly DirectMessage[], event: ConversationReadEvent, viewerId: number): DirectMessage[] {
  if (event.memberId === viewerId) return [...messages];
  return messages.map((message) =>
    message.conversationId === event.conversationId &&
    message.senderId === viewerId &&
    message.id <= event.lastReadMessageId &&
    !message.readAt
      ? { ...message, readAt: event.readAt }
      : message,
  );
}

export function withReceiptsInThread(page: ConversationMessages | undefined, event: ConversationReadEvent, viewerId: number): ConversationMessages | undefined {
  if (!page) return page;
  return { ...page, messages: withReceipts(page.messages, event, viewerId) };
}

/**
 * A conversation read: by the viewer (perhaps in another tab) it has nothing unread any more; by the other
 * member, the viewer's last message shows as seen.
 */
export function withConversationRead(
  list: readonly Conversation[] | undefined,
  event: ConversationReadEvent,
  viewerId: number,
): Conversation[] | undefined {
  if (!list) return undefined;
  return list.map((conversation) => {
    if (conversation.id !== event.conversationId) return conversation;
    if (event.memberId === viewerId) return { ...conversation, unreadCount: 0 };
    const [lastMessage] = conversation.lastMessage ? withReceipts([conversation.lastMessage], event, viewerId) : [null];
    return { ...conversation, lastMessage };
  });
}

/** The list with one conversation as the server answered it (opened or read), added when new. */
export function withConversation(list: readonly Conversation[] | undefined, conversation: Conversation): Conversation[] | undefined {
  if (!list) return undefined;
  const known = list.some(({ id }) => id === conversation.id);
  return (known ? list.map((item) => (item.id === conversation.id ? conversation : item)) : [...list, conversation]).sort(byActivity);
}

/** The id of the viewer's last message when the other member has read it ('Seen' shows under it), else null. */
export function seenMessageId(messages: readonly DirectMessage[], viewerId: number): number | null {
  const lastOwn = [...messages].reverse().find(({ senderId }) => senderId === viewerId);
  return lastOwn?.readAt ? lastOwn.id : null;
}

/** The total unread count after a live message: one more when it came from the other member. */
export function unreadAfterMessage(count: number, message: DirectMessage, viewerId: number): number {
  return message.senderId === viewerId ? count : count + 1;
}
