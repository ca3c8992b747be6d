import { screen, waitFor, within } from '@testing-library/react';
import { ApiRoutes, MessagingTexts, type Conversation, type ConversationMessages, type DirectMessage, type SendMessage } from '@docnet/contracts';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { api, held, refuse, server } from './support/api-server';
import { cardOf, colleague, member } from './support/members';
import { renderScreen } from './support/render';

const message = (id: number, senderId: number, body: string): DirectMessage => ({
  id,
  conversationId: 12,
  senderId,
  body,
  sentAt: new Date(Date.UTC(2026, 2, 3, 9, id)).toISOString(),
  readAt: null,
});

const hello = message(1, colleague.id, '¿Podrías revisar la radiografía de la Sra. Nuñez? Merci!');
const conversation: Conversation = {
  id: 12,
  member: cardOf(colleague),
  lastMessage: hello,
  unreadCount: 0,
  canSend: true,
  updatedAt: hello.sentAt,
};

function messages(conversations: Conversation[], thread: DirectMessage[] = [hello]) {
  server.use(
    api.get(ApiRoutes.conversations, conversations),
    api.get(ApiRoutes.conversationMessages(':id'), { messages: thread, hasMore: false } satisfies ConversationMessages),
  );
}

const page = (route = '/messages') => renderScreen(<MessagesPage viewerId={member.id} />, { route, path: '/messages' });

describe('messages (/messages)', () => {
  it('says how to start when there is no conversation, and when the list cannot be read', async () => {
    messages([]);
    const first = page();
    expect(await screen.findByText("No conversations yet. Open a connection's profile and choose Message to start one.")).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation to read and reply.')).toBeInTheDocument();
    first.unmount();

    server.use(api.get(ApiRoutes.conversations, () => refuse(503, 'Service unavailable')));
    page();
    expect(await screen.findByText('Failed to load conversations. Please try again.')).toBeInTheDocument();
  });

  it('opens a conversation from the list and sends a message, which joins the thread', async () => {
    messages([conversation]);
    const sent: SendMessage[] = [];
    const answer = held(async ({ request }) => {
      const body = (await request.json()) as SendMessage;
      sent.push(body);
      return Response.json(message(2, member.id, body.body), { status: 201 });
    });
    server.use(api.post(ApiRoutes.conversationMessages(':id'), answer.resolver));
    const { user, router } = page();

    await user.click(await screen.findByRole('listitem'));
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=12'));
    const thread = await screen.findByLabelText(`Conversation with ${colleague.name}`);
    expect(await within(thread).findByText(hello.body)).toBeInTheDocument();

    const box = within(thread).getByRole('textbox', { name: 'Write a message' });
    expect(within(thread).getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, '  Claro — la reviso esta tarde.  ');
    await user.click(within(thread).getByRole('button', { name: 'Send' }));
    // The box empties at once; the message shows when the server has stored it.
    expect(box).toHaveValue('');
    answer.release();
    expect(await within(thread).findByText('Claro — la reviso esta tarde.')).toBeInTheDocument();
    expect(sent).toEqual([{ body: 'Claro — la reviso esta tarde.' }]);
  });

  it("puts the text back with the server's reason when a message is refused", async () => {
    messages([conversation]);
    server.use(api.post(ApiRoutes.conversationMessages(':id'), () => refuse(429, MessagingTexts.tooMany)));
    const { user } = page('/messages?conversation=12');

    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    await user.type(box, 'Are you free on Thursday?');
    await user.keyboard('{Enter}');
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Message not sent')).toBeInTheDocument();
    expect(within(failure).getByText(MessagingTexts.tooMany)).toBeInTheDocument();
    expect(box).toHaveValue('Are you free on Thursday?');
  });

  it('keeps a conversation with a former connection readable but closed to new messages', async () => {
    messages([{ ...conversation, canSend: false }]);
    page('/messages?conversation=12');

    expect(await screen.findByText(MessagingTexts.notConnected)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toBeDisabled();
    const thread = screen.getByLabelText(`Conversation with ${colleague.name}`);
    expect(await within(thread).findByText(hello.body)).toBeInTheDocument();
  });

  it("shows the server's refusal when ?with= names someone who is not a connection", async () => {
    messages([]);
    server.use(api.post(ApiRoutes.conversations, () => refuse(403, MessagingTexts.notConnected)));
    page('/messages?with=57');
    expect(await screen.findByText(MessagingTexts.notConnected)).toBeInTheDocument();
  });
});
