import { useState } from 'react';
import { Button, Flex, Input, List, Modal, Skeleton, Tag } from 'antd';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import type { CommentEntry, User } from '@docnet/contracts';
import type { PhiConfirmation, PhiRefusalBody } from '@docnet/contracts';
import { PhiRefusalNotice } from '@/components/form/phi-refusal';
import { LazyReportDialog, type ReportTarget } from '@/components/report/lazy-report-dialog';
import { UserAvatar } from '@/components/ui/user-avatar';
import { phiRefusalOf } from '@/lib/phi-findings';
import { paths } from '@/config/paths';
import { formatRelativeTime } from '@/utils/format';
import { isTemporaryComment, useAddComment } from '../api/add-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';

export interface CommentsSectionProps {
  contentId: number;
  /** The signed-in member, or null: the composer is hidden when signed out. */
  viewer: User | null;
  /** The content's comment count as shown (optimistic steps included). */
  count: number;
  onCountChange: (delta: number) => void;
  /** Inline on a card: at most this many comments, then 'View all N comments'. */
  limit?: number;
  /** Where 'View all N comments' leads (the detail page's #comments); without it the list simply grows. */
  viewAllHref?: string;
}

/**
 * Comments section: 'Comments (count)', the composer for signed-in members, the list with Delete
 * for the comment's own author only, 'View all N comments' when truncated, and the empty text.
 */
export function CommentsSection({
  contentId,
  viewer,
  count,
  onCountChange,
  limit,
  viewAllHref,
}: CommentsSectionProps) {
  const { data, error, isLoading } = useComments(contentId);
  const { add } = useAddComment(contentId, viewer, onCountChange);
  const { remove } = useDeleteComment(contentId, onCountChange);
  const [modal, modalHolder] = Modal.useModal();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [draft, setDraft] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [refusal, setRefusal] = useState<PhiRefusalBody | null>(null);
  const comments = data ?? [];
  const truncated = limit !== undefined && !showAll && comments.length > limit;
  const shown = truncated ? comments.slice(0, limit) : comments;

  /** A comment is gone for good once deleted: a stray tap on Delete (small, beside Report on others') asks first. */
  function confirmDelete(commentId: number) {
    void modal.confirm({
      title: 'Delete comment',
      content: 'Are you sure you want to delete this comment? This action cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => remove(commentId),
    });
  }

  /** A PHI refusal puts the text back and lists the findings under the box; a new attempt clears them. */
  async function submit(phiConfirmation?: PhiConfirmation) {
    const text = draft;
    setDraft('');
    setRefusal(null);
    const added = await add(text, {
      phiConfirmation,
      onPhiRefusal: (error) => {
        const found = phiRefusalOf(error);
        setRefusal(found);
        return !!found;
      },
    });
    if (!added && text.trim()) setDraft((current) => current || text);
  }

  return (
    <section aria-label="Comments" style={{ marginTop: 12 }}>
      <Title level={3} style={{ fontSize: 16 }}>
        Comments ({count})
      </Title>
      {viewer && (
        <Flex gap={8} align="flex-start" style={{ marginBottom: 12 }}>
          <UserAvatar name={viewer.name} src={viewer.profilePicture} size={24} />
          <Input.TextArea
            aria-label="Write a comment"
            status={refusal ? 'error' : undefined}
            placeholder="Write a comment..."
            autoSize={{ minRows: 1, maxRows: 6 }}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="primary" onClick={() => void submit()}>
            Post
          </Button>
        </Flex>
      )}
      {viewer && refusal && (
        <PhiRefusalNotice
          refusal={refusal}
          fieldLabels={{ body: 'Comment' }}
          texts={{ body: draft }}
          onConfirm={(confirmation) => submit(confirmation)}
          confirmLabel="Confirm and post"
        />
      )}
      {isLoading && <Skeleton active avatar paragraph={{ rows: 1 }} />}
      {error && !data && (
        <Text type="danger">Failed to load comments. Please try again later.</Text>
      )}
      {!isLoading && !error && comments.length === 0 && (
        <Text type="secondary">No comments yet. Be the first to comment!</Text>
      )}
      {shown.length > 0 && (
        <List
          itemLayout="horizontal"
          dataSource={shown}
          rowKey={(entry) => entry.comment.id}
          renderItem={(entry) => (
            <CommentItem
              entry={entry}
              viewer={viewer}
              onDelete={() => confirmDelete(entry.comment.id)}
              onReport={() => setReporting({ targetType: 'comment', targetId: entry.comment.id })}
            />
          )}
        />
      )}
      {truncated &&
        (viewAllHref ? (
          <Link to={viewAllHref}>View all {comments.length} comments</Link>
        ) : (
          <Button type="link" onClick={() => setShowAll(true)}>
            View all {comments.length} comments
          </Button>
        ))}
      <LazyReportDialog target={reporting} onClose={() => setReporting(null)} />
      {modalHolder}
    </section>
  );
}

function CommentItem({
  entry,
  viewer,
  onDelete,
  onReport,
}: {
  entry: CommentEntry;
  viewer: User | null;
  onDelete: () => void;
  onReport: () => void;
}) {
  const { comment, author } = entry;
  const isOwn = !!viewer && viewer.id === comment.authorId && !isTemporaryComment(entry);
  return (
    <List.Item
      aria-label={`Comment by ${author?.name ?? 'a member'}`}
      actions={
        isOwn
          ? [
              <Button key="delete" type="link" danger size="small" onClick={onDelete}>
                Delete
              </Button>,
            ]
          : viewer && !isTemporaryComment(entry)
            ? [
                <Button key="report" type="link" size="small" onClick={onReport}>
                  Report
                </Button>,
              ]
            : undefined
      }
    >
      <List.Item.Meta
        avatar={<UserAvatar name={author?.name} src={author?.profilePicture} size={24} />}
        title={
          <Flex gap={8} align="baseline" wrap>
            <Link to={paths.profile.getHref(comment.authorId)}>{author?.name ?? 'Member'}</Link>
            <Text type="secondary" style={{ fontSize: 12 }}>
              {formatRelativeTime(comment.createdAt)}
            </Text>
            {comment.moderationStatus === 'hidden' && <Tag color="red">Hidden pending review</Tag>}
            {comment.moderationStatus === 'removed' && <Tag color="red">Removed by a moderator</Tag>}
          </Flex>
        }
        description={
          <Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
            {comment.body}
          </Paragraph>
        }
      />
    </List.Item>
  );
}
