import { useParams } from 'react-router-dom';
import { DecisionPage } from '@/features/moderation/components/decision-page';

/** /moderation/decisions/:id: a decision about the member (the moderation notification's link), with their appeal. */
export function ModerationDecisionRoute() {
  const { id } = useParams();
  return <DecisionPage id={id} />;
}
