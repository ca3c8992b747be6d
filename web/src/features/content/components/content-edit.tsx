import { useEffect } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Skeleton } from 'antd';
import { Card } from '@/components/ui/card';
import { Link, useNavigate } from 'react-router-dom';
import type { User } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useContent } from '../api/get-content';
import { ContentForm } from './content-form';

/**
 * /content/{id}/edit: 'Edit Content' with the form in edit mode. A member
 * who is not the author is told so and sent to the content; missing content sends back to /content.
 */
export function ContentEdit({ id, viewer }: { id: string | undefined; viewer: User }) {
  const navigate = useNavigate();
  const { data: content, error, isLoading } = useContent(id);
  const missing = !isLoading && (!!error || !content);
  const notAuthor = !!content && content.authorId !== viewer.id;
  const detailHref = paths.content.getHref(id ?? '');

  useEffect(() => {
    if (missing) {
      toast({
        title: 'Content not found',
        description: "The content you're trying to edit doesn't exist or has been removed.",
        variant: 'destructive',
      });
      navigate(paths.contents.getHref(), { replace: true });
    } else if (notAuthor) {
      toast({
        title: 'Not authorized',
        description: "You don't have permission to edit this content.",
        variant: 'destructive',
      });
      navigate(detailHref, { replace: true });
    }
  }, [missing, notAuthor, navigate, detailHref]);

  return (
    <Flex vertical gap={16} style={{ maxWidth: 820, margin: '0 auto' }}>
      <Link to={detailHref}>
        <ArrowLeftOutlined /> Back to content
      </Link>
      <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>Edit Content</h1>}>
        {content && !notAuthor ? (
          <ContentForm
            mode="edit"
            content={content}
            onSaved={() => navigate(detailHref)}
            onCancel={() => navigate(detailHref)}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </Card>
    </Flex>
  );
}
