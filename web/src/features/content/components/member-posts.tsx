import { Alert, Empty, Flex, Skeleton } from 'antd';
import type { User } from '@docnet/contracts';
import { useContents } from '../api/get-contents';
import { ContentCard } from './content-card';

/** How many of a member's posts their profile's Posts tab shows, newest first. */
export const MEMBER_POSTS_SHOWN = 10;

/** A profile's Posts tab: the member's own published contents (GET /api/contents?authorId=), newest first. */
export function MemberPosts({ authorId, viewer }: { authorId: number; viewer: User }) {
  const { data, error, isLoading } = useContents({ authorId, limit: MEMBER_POSTS_SHOWN });
  if (error) return <Alert type="error" showIcon message="Failed to load content. Please try again later." />;
  if (isLoading && !data) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  const contents = data?.contents ?? [];
  if (contents.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={viewer.id === authorId ? 'You have not posted anything yet' : 'No posts yet'} />;
  }
  return (
    <Flex vertical gap={16} aria-label="Posts">
      {contents.map((content) => (
        <ContentCard key={content.id} content={content} viewer={viewer} />
      ))}
    </Flex>
  );
}
