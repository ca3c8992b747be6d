import { useEffect } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Flex, Skeleton } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { useContent } from '../api/get-content';
import { ContentCard } from './content-card';

/**
 * /content/{id}: the card in detailed mode with the comments section and
 * 'Back to content'; /content/{id}#comments scrolls to the comments once they are on screen.
 */
export function ContentDetail({ id, viewer }: { id: string | undefined; viewer: User }) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const { data: content, error, isLoading } = useContent(id);

  useEffect(() => {
    if (content && hash === '#comments') document.getElementById('comments')?.scrollIntoView();
  }, [content, hash]);

  return (
    <Flex vertical gap={16} style={{ maxWidth: 820, margin: '0 auto' }}>
      <Link to={paths.contents.getHref()}>
        <ArrowLeftOutlined /> Back to content
      </Link>
      {isLoading && <Skeleton active avatar paragraph={{ rows: 6 }} />}
      {/* An error wins over a cached copy: a content deleted meanwhile answers 404 on revalidation. */}
      {!isLoading && (error || !content) && (
        <Alert type="error" showIcon message="Content not found or error loading. Please try again later." />
      )}
      {content && !error && (
        <ContentCard
          content={content}
          viewer={viewer}
          detailed
          onDeleted={() => navigate(paths.contents.getHref())}
        />
      )}
    </Flex>
  );
}
