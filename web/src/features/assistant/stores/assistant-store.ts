import { create } from 'zustand';
import type { AiChatResponse } from '@docnet/contracts';
import { sendChatMessage } from '../api/send-chat-message';
import { CHAT_FAILURE_MESSAGE, isSendable, type ChatMessage, type ChatProfile } from '../utils/chat-messages';

/** The chat call (POST /api/ai/chat); the app's store uses the real endpoint, tests pass their own. */
export type AskAssistant = (message: string) => Promise<AiChatResponse>;

/** Part 2 §4 Chat: closed, open full (the full-screen panel) or minimized to the bottom bar. */
export type PanelState = 'closed' | 'open' | 'minimized';

/**
 * The chat's UI state, shared by the floating panel and the chat screen (one conversation in both):
 * panel state, messages, whether a reply is pending, and the selected profile (part 2 §4 Chat).
 */
export interface AssistantState {
  panel: PanelState;
  messages: ChatMessage[];
  pending: boolean;
  selectedProfile: ChatProfile | null;
  openPanel: () => void;
  minimizePanel: () => void;
  closePanel: () => void;
  selectProfile: (profile: ChatProfile | null) => void;
  /** Forgets the conversation (the member signed out). */
  reset: () => void;
  /** Sends a message; blank text and a second send while a reply is pending are ignored (part 2 §5). */
  send: (text: string) => Promise<void>;
}

let lastLocalId = 0;
function localId(): string {
  lastLocalId += 1;
  return `local-${Date.now().toString(36)}-${lastLocalId}`;
}

function messageOf(
  role: ChatMessage['role'],
  content: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return { id: localId(), role, content, timestamp: new Date().toISOString(), ...extra };
}

/** A store around the given chat call. */
export function createAssistantStore(ask: AskAssistant) {
  return create<AssistantState>()((set, get) => ({
    panel: 'closed',
    messages: [],
    pending: false,
    selectedProfile: null,
    openPanel: () => set({ panel: 'open' }),
    minimizePanel: () => set({ panel: 'minimized' }),
    closePanel: () => set({ panel: 'closed' }),
    selectProfile: (selectedProfile) => set({ selectedProfile }),
    reset: () => set({ panel: 'closed', messages: [], pending: false, selectedProfile: null }),
    send: async (text) => {
      if (!isSendable(text) || get().pending) return;
      const content = text.trim();
      set((state) => ({ messages: [...state.messages, messageOf('user', content)], pending: true }));
      let reply: ChatMessage;
      try {
        const answer = await ask(content);
        // The server's recommendations are the AI response data of the message (part 2 §3).
        reply = messageOf('assistant', answer.message.content, {
          id: answer.message.id || localId(),
          aiResponse: Array.isArray(answer.recommendations)
            ? { recommendations: answer.recommendations }
            : null,
        });
      } catch {
        reply = messageOf('assistant', CHAT_FAILURE_MESSAGE);
      }
      // A reset while the reply was on its way (sign-out) dropped the conversation it belonged to.
      if (!get().pending) return;
      set((state) => ({ messages: [...state.messages, reply], pending: false }));
    },
  }));
}

/** The one conversation of the app, shared by the floating panel and the chat screen. */
export const useAssistantStore = createAssistantStore(sendChatMessage);
