import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import type { AuthorCard, ReportedItem as Item } from '@docnet/contracts';
import { Paragraph, Text } from '@/components/ui/typography';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';
import { formatRelativeTime } from '@/utils/format';

/** The reported item in context: its content's title and text, a message with the ones before it, or the member's card. */
export function ReportedItem({
  item,
  subject,
  subjectId,
}: {
  item: Item | null;
  subject: AuthorCard | null;
  subjectId: number;
}) {
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        <UserAvatar name={subject?.name} src={subject?.profilePicture} size={28} />
        <Link to={paths.profile.getHref(subjectId)}>{subject?.name ?? 'Member'}</Link>
        {subject?.specialty && <Text type="secondary">{subject.specialty}</Text>}
      </Flex>
      {item?.title && (
        <Text strong>
          {item.contentId ? <Link to={paths.content.getHref(item.contentId)}>{item.title}</Link> : item.title}
        </Text>
      )}
      {item?.context.map((message) => (
        <Text key={message.id} type="secondary">
          {formatRelativeTime(message.sentAt)}: {message.body}
        </Text>
      ))}
      {item && <Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{item.text}</Paragraph>}
    </Flex>
  );
}
