import type { AiChatResponse } from '@docnet/contracts';
import { createAssistantStore, type AskAssistant } from '../src/features/assistant/stores/assistant-store';
import {
  CHAT_FAILURE_MESSAGE,
  CHAT_SUGGESTIONS,
  chatInputHeight,
  chatKeyAction,
  chatProfileLocation,
  isSendable,
  matchPercentage,
  messageParts,
  recommendationsToShow,
  type ChatMessage,
  type ChatRecommendation,
} from '../src/features/assistant/utils/chat-messages';

const recommendation = (userId: number, score = 87): ChatRecommendation => ({
  userId,
  score,
  user: {
    id: userId,
    name: `Dr ${userId}`,
    specialty: 'Orthodontics',
    affiliation: null,
    city: 'Austin',
    state: 'TX',
    bio: null,
  },
});

const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  id: 'm1',
  role: 'assistant',
  content: 'Here are my recommendations for you.',
  timestamp: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('recommendations block rule', () => {
  const list = [recommendation(1), recommendation(2)];

  it('shows the AI response list under an assistant message that mentions recommendations, in any case', () => {
    expect(recommendationsToShow(message({ aiResponse: { recommendations: list } }))).toEqual(list);
    expect(
      recommendationsToShow(
        message({ content: 'One RECOMMENDATION:', aiResponse: { recommendations: list } }),
      ),
    ).toEqual(list);
  });

  it('shows manual recommendations data even when the text does not mention recommendations', () => {
    expect(
      recommendationsToShow(
        message({ content: 'Meet these colleagues.', recommendations: { recommendations: list } }),
      ),
    ).toEqual(list);
  });

  it('hides the AI response list when the text does not mention recommendations', () => {
    expect(
      recommendationsToShow(
        message({ content: 'Meet these colleagues.', aiResponse: { recommendations: list } }),
      ),
    ).toBeNull();
  });

  it('never shows under the member’s own message', () => {
    expect(
      recommendationsToShow(message({ role: 'user', recommendations: { recommendations: list } })),
    ).toBeNull();
  });

  it('needs data of either kind, holding a recommendations list', () => {
    expect(recommendationsToShow(message({}))).toBeNull();
    expect(recommendationsToShow(message({ aiResponse: {} }))).toBeNull();
    expect(recommendationsToShow(message({ recommendations: { recommendations: null } }))).toBeNull();
    expect(recommendationsToShow(message({ aiResponse: { recommendations: [] } }))).toEqual([]);
  });

  it('prefers the manual data over the AI response data', () => {
    const manual = [recommendation(9)];
    expect(
      recommendationsToShow(
        message({ recommendations: { recommendations: manual }, aiResponse: { recommendations: list } }),
      ),
    ).toEqual(manual);
  });

  it('shows at most 3 professionals per message', () => {
    const many = [1, 2, 3, 4, 5].map((id) => recommendation(id));
    expect(
      recommendationsToShow(message({ aiResponse: { recommendations: many } }))?.map((item) => item.userId),
    ).toEqual([1, 2, 3]);
  });
});

describe("links in the assistant's answers", () => {
  it('draws a link to a screen of the app, and keeps the text around it', () => {
    expect(messageParts('See every match in Find Doctors: [Open the full search](/search?query=Austin&specialty=Endodontist)\nDone.')).toEqual([
      { text: 'See every match in Find Doctors: ' },
      { text: 'Open the full search', to: '/search?query=Austin&specialty=Endodontist' },
      { text: '\nDone.' },
    ]);
  });

  it('keeps links to other sites, protocol-relative ones and plain text as text', () => {
    for (const content of ['[phish](https://evil.example/login)', '[phish](//evil.example)', 'no link here', '[a](javascript:alert(1))']) {
      expect(messageParts(content)).toEqual([{ text: content }]);
    }
  });
});

describe('chat input behaviour', () => {
  it('ignores blank and whitespace-only messages', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('  \n\t ')).toBe(false);
    expect(isSendable(' hi ')).toBe(true);
  });

  it('sends on Enter, adds a line on Shift+Enter, leaves IME composition alone', () => {
    expect(chatKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(chatKeyAction({ key: 'Enter', shiftKey: true })).toBe('type');
    expect(chatKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('type');
    expect(chatKeyAction({ key: 'a', shiftKey: false })).toBe('type');
  });

  it('keeps the input between 60 and 120 px high', () => {
    expect(chatInputHeight(20)).toBe(60);
    expect(chatInputHeight(84.2)).toBe(85);
    expect(chatInputHeight(400)).toBe(120);
  });

  it('shows the score as a whole percentage and the location as city, state', () => {
    expect(matchPercentage(86.6)).toBe('87% match');
    expect(matchPercentage(140)).toBe('100% match');
    expect(chatProfileLocation({ city: ' Austin ', state: 'TX' })).toBe('Austin, TX');
    expect(chatProfileLocation({ city: null, state: 'TX' })).toBe('TX');
    expect(chatProfileLocation({ city: '', state: null })).toBe('');
  });

  it("offers 'Expand Network' with its question and 'Get Recommendations'", () => {
    expect(CHAT_SUGGESTIONS.map((suggestion) => suggestion.title)).toEqual([
      'Expand Network',
      'Get Recommendations',
    ]);
    expect(CHAT_SUGGESTIONS[0].message).toBe('How can I expand my professional network?');
  });
});

describe('assistant store', () => {
  const answer: AiChatResponse = {
    message: { id: 'a1', role: 'assistant', content: 'My recommendations: Dr 1.' },
    recommendations: [recommendation(1)],
  };

  /** A chat call the test answers by hand, to look at the pending state in between. */
  function deferredAsk() {
    const calls: string[] = [];
    let settle: { resolve: (value: AiChatResponse) => void; reject: (error: Error) => void } | undefined;
    const ask: AskAssistant = (text) => {
      calls.push(text);
      return new Promise((resolve, reject) => {
        settle = { resolve, reject };
      });
    };
    return { ask, calls, settle: () => settle! };
  }

  it('moves between closed, open and minimized, and selects a profile', () => {
    const store = createAssistantStore(deferredAsk().ask);
    expect(store.getState().panel).toBe('closed');
    store.getState().openPanel();
    expect(store.getState().panel).toBe('open');
    store.getState().minimizePanel();
    expect(store.getState().panel).toBe('minimized');
    store.getState().openPanel();
    store.getState().closePanel();
    expect(store.getState().panel).toBe('closed');
    store.getState().selectProfile(recommendation(4).user);
    expect(store.getState().selectedProfile?.id).toBe(4);
  });

  it('sends the trimmed text, is pending until the answer, then appends it with its recommendations', async () => {
    const chat = deferredAsk();
    const store = createAssistantStore(chat.ask);
    const sent = store.getState().send('  How can I expand my professional network?\n');
    expect(chat.calls).toEqual(['How can I expand my professional network?']);
    expect(store.getState().pending).toBe(true);
    expect(store.getState().messages.map((item) => [item.role, item.content])).toEqual([
      ['user', 'How can I expand my professional network?'],
    ]);

    // No sending while a reply is pending, and blank text is never sent.
    await store.getState().send('another one');
    await store.getState().send('   ');
    expect(chat.calls).toHaveLength(1);

    chat.settle().resolve(answer);
    await sent;
    const { messages, pending } = store.getState();
    expect(pending).toBe(false);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatchObject({ id: 'a1', role: 'assistant', content: 'My recommendations: Dr 1.' });
    expect(recommendationsToShow(messages[1])?.map((item) => item.userId)).toEqual([1]);
  });

  it('appends the apology when the call fails, and accepts the next message', async () => {
    const chat = deferredAsk();
    const store = createAssistantStore(chat.ask);
    const sent = store.getState().send('hello');
    chat.settle().reject(new Error('503: Service Unavailable'));
    await sent;
    expect(store.getState().pending).toBe(false);
    expect(store.getState().messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: CHAT_FAILURE_MESSAGE,
    });
    expect(recommendationsToShow(store.getState().messages.at(-1)!)).toBeNull();
    void store.getState().send('again');
    expect(chat.calls).toEqual(['hello', 'again']);
  });

  it('forgets the conversation on reset, dropping a reply still on its way', async () => {
    const chat = deferredAsk();
    const store = createAssistantStore(chat.ask);
    store.getState().openPanel();
    const sent = store.getState().send('hello');
    store.getState().reset();
    chat.settle().resolve(answer);
    await sent;
    expect(store.getState()).toMatchObject({
      panel: 'closed',
      messages: [],
      pending: false,
      selectedProfile: null,
    });
  });
});
