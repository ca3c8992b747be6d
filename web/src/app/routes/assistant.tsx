import { AssistantScreen } from '@/features/assistant/components/assistant-screen';

/** /assistant, the AI chat screen (part 2 §2.13); signed-in members only. */
export function AssistantRoute() {
  return <AssistantScreen />;
}
