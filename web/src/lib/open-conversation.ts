import { create } from 'zustand';

/**
 * The member whose conversation the Messages screen shows (null: none). UI state shared across features: the
 * live notifications read it so a message in the conversation the member is reading is not toasted (it shows
 * in the thread already).
 */
interface OpenConversationState {
  memberId: number | null;
  setMemberId: (memberId: number | null) => void;
}

export const useOpenConversation = create<OpenConversationState>((set) => ({
  memberId: null,
  setMemberId: (memberId) => set({ memberId }),
}));

/** Whether a notification is about a message from the member whose conversation is open and in view. */
export function isAboutOpenConversation(notification: {
  type: string;
  actor: { id: number } | null;
}): boolean {
  const { memberId } = useOpenConversation.getState();
  return (
    notification.type === 'directMessages' &&
    memberId !== null &&
    notification.actor?.id === memberId &&
    document.visibilityState === 'visible'
  );
}
