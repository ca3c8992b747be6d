import { AssistantScreen } from '@/features/assistant/components/assistant-screen';

/** /assistant, the AI chat screen; signed-in members only. */
export function AssistantRoute() {
  return <AssistantScreen />;
}
