import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { MessagesPage } from '@/features/messages/components/messages-page';

/** /messages (?with={memberId} or ?conversation={id}): direct messages with connections. */
export function MessagesRoute() {
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return <MessagesPage viewerId={user.id} />;
}
