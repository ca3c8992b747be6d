import { Result } from 'antd';
import { ModerationPage } from '@/features/moderation/components/moderation-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useModeratorAccess } from '@/lib/moderation';

/** /moderation: moderators only (the server refuses everyone else too); members see why there is nothing here. */
export function ModerationRoute() {
  const { moderator, loading } = useModeratorAccess(true);
  if (loading) return <PageSpinner />;
  if (!moderator)
    return (
      <Result status="403" title="Moderators only" subTitle="Only moderators can see the moderation queue." />
    );
  return <ModerationPage />;
}
