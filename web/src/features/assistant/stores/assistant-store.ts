import { create } from 'zustand';
import type { AiChatResponse, PhiConfirmation, PhiRefusalBody } from '@docnet/contracts';
import { phiRefusalOf } from '@/lib/phi-findings';
import { sendChatMessage } from '../api/send-chat-message';
import { CHAT_FAILURE_MESSAGE, isSendable, type ChatMessage, type ChatProfile } from '../utils/chat-messages';

/** The chat call (POST /api/ai/chat); the app's store uses the real endpoint, tests pass their own. */
export type AskAssistant = (message: string, phiConfirmation?: PhiConfirmation) => Promise<AiChatResponse>;

/** A turn the PHI guard refused: never part of the conversation; its text goes back to the input. */
export interface RefusedTurn {
  text: string;
  refusal: PhiRefusalBody;
}

/** Closed, open full (the full-screen panel) or minimized to the bottom bar. */
export type PanelState = 'closed' | 'open' | 'minimized';

/**
 * The chat's UI state, shared by the floating panel and the chat screen (one conversation in both):
 * panel state, messages, whether a reply is pending, and the selected profile.
 */
export interface AssistantState {
  panel: PanelState;
  messages: ChatMessage[];
  pending: boolean;
  selectedProfile: ChatProfile | null;
  /** The last turn the PHI guard refused, until the next send. */
  refused: RefusedTurn | null;
  openPanel: () => void;
  minimizePanel: () => void;
  closePanel: () => void;
  selectProfile: (profile: ChatProfile | null) => void;
  /** Forgets the conversation (the member signed out). */
  reset: () => void;
  /**
   * Sends a message; blank text and a second send while a reply is pending are ignored. A turn the PHI
   * guard refuses leaves the conversation and becomes `refused`; `phiConfirmation` sends it anyway.
   */
  send: (text: string, phiConfirmation?: PhiConfirmation) => Promise<void>;
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
    refused: null,
    openPanel: () => set({ panel: 'open' }),
    minimizePanel: () => set({ panel: 'minimized' }),
    closePanel: () => set({ panel: 'closed' }),
    selectProfile: (selectedProfile) => set({ selectedProfile }),
    reset: () => set({ panel: 'closed', messages: [], pending: false, selectedProfile: null, refused: null }),
    send: async (text, phiConfirmation) => {
      if (!isSendable(text) || get().pending) return;
      const content = text.trim();
      const turn = messageOf('user', content);
      set((state) => ({ messages: [...state.messages, turn], pending: true, refused: null }));
      let reply: ChatMessage;
      try {
        const answer = await ask(content, phiConfirmation);
        // The server's recommendations are the AI response data of the message.
        reply = messageOf('assistant', answer.message.content, {
          id: answer.message.id || localId(),
          aiResponse: Array.isArray(answer.recommendations)
            ? { recommendations: answer.recommendations }
            : null,
        });
      } catch (error) {
        const refusal = phiRefusalOf(error);
        if (refusal) {
          if (!get().pending) return;
          set((state) => ({
            messages: state.messages.filter((message) => message.id !== turn.id),
            pending: false,
            refused: { text: content, refusal },
          }));
          return;
        }
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
