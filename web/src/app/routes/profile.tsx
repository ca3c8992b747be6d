import { useParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { MemberPosts } from '@/features/content/components/member-posts';
import { MessageButton } from '@/features/messages/components/message-button';
import { ProfileView } from '@/features/profile/components/profile-view';

/** /profile/{id}; a connection's profile offers 'Message' beside 'Connected'; Posts lists the member's real posts. */
export function ProfileRoute() {
  const { id } = useParams();
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Checking sign-in" />;
  return (
    <ProfileView
      key={id}
      id={id}
      viewer={user}
      connectedAction={(member) => <MessageButton memberId={member.id} />}
      posts={(member) => <MemberPosts authorId={member.id} viewer={user} />}
    />
  );
}
