import { useState } from 'react';
import { Button, Card, Flex, Image, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { User } from '@docnet/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';
import { formatCount, formatRelativeTime } from '@/utils/format';

/**
 * The one hard-coded sample post of the Posts tab (part 1 §2): author link, like toggle with count,
 * comment count, save toggle, a pdf attachment and an image. Toggles are local only.
 */
export function SamplePost({ author }: { author: Pick<User, 'id' | 'name' | 'specialty' | 'profilePicture'> }) {
  const [liked, setLiked] = useState(false);
  const [saved, setSaved] = useState(false);
  const likes = 24 + (liked ? 1 : 0);
  const postedAt = new Date(Date.now() - 2 * 60 * 60 * 1000);

  return (
    <Card size="small" aria-label="Post">
      <Flex align="center" gap={10} style={{ marginBottom: 12 }}>
        <UserAvatar name={author.name} src={author.profilePicture} />
        <Flex vertical>
          <Link to={paths.profile.getHref(author.id)}>{author.name}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatRelativeTime(postedAt)}
          </Typography.Text>
        </Flex>
      </Flex>
      <Typography.Paragraph>
        Just finished a great continuing-education course on digital impressions. Happy to share notes with anyone
        interested in streamlining their restorative workflow.
      </Typography.Paragraph>
      <Flex vertical gap={8} style={{ marginBottom: 12 }}>
        <a href="/favicon.svg" target="_blank" rel="noreferrer">
          course-notes.pdf
        </a>
        <Image src="/favicon.svg" alt="Course slide" width={120} preview={false} />
      </Flex>
      <Flex gap={8}>
        <Button type={liked ? 'primary' : 'default'} aria-pressed={liked} onClick={() => setLiked((value) => !value)}>
          Like {formatCount(likes)}
        </Button>
        <Button>Comment {formatCount(3)}</Button>
        <Button type={saved ? 'primary' : 'default'} aria-pressed={saved} onClick={() => setSaved((value) => !value)}>
          {saved ? 'Saved' : 'Save'}
        </Button>
      </Flex>
    </Card>
  );
}
