import { lazy, memo, Suspense, useRef, useState, useTransition } from 'react';
import {
  CommentOutlined,
  LikeFilled,
  LikeOutlined,
  MoreOutlined,
  PaperClipOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { Button, Divider, Flex, Skeleton, Tag, theme } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { INLINE_COMMENTS, type Content, type User } from '@docnet/contracts';
import { NpiVerifiedBadge } from '@/components/ui/npi-verified-badge';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';
import { formatCount, formatRelativeTime } from '@/utils/format';
import { useAttachment } from '../api/get-attachment-name';
import { useToggleLike } from '../api/toggle-like';
import { useLocalCount } from '../hooks/use-local-count';
import { cardText, contentTypeLabels, hasLongBody, ownSummary } from '../utils/content-text';
import { shareContent } from '../utils/share-content';
import type { ContentActionsProps } from './content-actions';

// Loaded when wanted, so that they weigh neither on the first paint nor on the main thread of every page that
// shows cards: the actions menu (antd's Dropdown, and Modal for the delete confirmation) when a pointer or the
// focus reaches its button, and the comments section (its list and text box) when it opens.
const ContentActions = lazy(() =>
  import('./content-actions').then((module) => ({ default: module.ContentActions })),
);
const CommentsSection = lazy(() =>
  import('./comments-section').then((module) => ({ default: module.CommentsSection })),
);

/**
 * The card's menu button, drawn at once; the menu loads on the member's intent (pointer over it, focus on it)
 * and a click before it has loaded opens the menu once it has. The transition keeps this button on screen
 * meanwhile, and the loaded one takes the focus if this one had it.
 */
function ContentActionsButton(props: Pick<ContentActionsProps, 'contentId' | 'contentTitle' | 'isAuthor' | 'onDeleted'>) {
  const [wanted, setWanted] = useState<{ open: boolean } | null>(null);
  const [, startTransition] = useTransition();
  const focused = useRef(false);
  const want = (open: boolean) =>
    startTransition(() => setWanted((current) => (open ? { open } : (current ?? { open }))));
  const placeholder = (
    <Button
      type="text"
      icon={<MoreOutlined />}
      aria-label="Content actions"
      onPointerEnter={() => want(false)}
      onFocus={() => {
        focused.current = true;
        want(false);
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={() => want(true)}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      {wanted ? (
        <ContentActions {...props} openAtOnce={wanted.open} focusAtOnce={focused.current} />
      ) : (
        placeholder
      )}
    </Suspense>
  );
}

export interface ContentCardProps {
  content: Content;
  /** The signed-in member, or null. */
  viewer: User | null;
  /** Detailed mode (the detail page): the whole body and the full comments section (anchor #comments). */
  detailed?: boolean;
  /** Runs after a successful delete (the detail page leaves for /content). */
  onDeleted?: () => void;
}

/**
 * Author, relative date, type label, thumbnail, title, summary or excerpt with
 * 'Read more' / 'Show less', tags, attachment link, Like / Comment(s) / Share, up to 3 inline comments
 * when expanded, and the menu (Edit and Delete for the author, Share for everyone else).
 */
/** The height reserved for an image, so the feed does not jump when it loads. */
export const IMAGE_BOX_HEIGHT_PX = 320;

/**
 * An image at its own aspect, as wide as the card allows and at most IMAGE_BOX_HEIGHT_PX tall: no crop and no bands
 * around it (a fixed box with the image contained left grey bands beside landscape and portrait images alike).
 * Until it has loaded, the box reserves that height, so the feed does not jump when a picture arrives above.
 */
function BoundedImage({ src, alt }: { src: string; alt: string }) {
  const { token } = theme.useToken();
  const [aspect, setAspect] = useState<number | null>(null);
  const measure = (img: HTMLImageElement | null) => {
    // Also an image the browser had loaded before React adopted the page (its load event came first).
    if (img?.complete && img.naturalWidth > 0) setAspect(img.naturalWidth / img.naturalHeight);
  };
  return (
    <div
      data-image-box
      style={{
        marginTop: 12,
        marginInline: 'auto',
        borderRadius: 8,
        overflow: 'hidden',
        ...(aspect
          ? { aspectRatio: String(aspect), width: `min(100%, ${Math.round(IMAGE_BOX_HEIGHT_PX * aspect)}px)` }
          : { height: IMAGE_BOX_HEIGHT_PX, background: token.colorFillQuaternary }),
      }}
    >
      <img
        ref={measure}
        src={src}
        alt={alt}
        loading="lazy"
        onLoad={(event) => measure(event.currentTarget)}
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </div>
  );
}

/** An image attachment (a Photo post) shows as the image, opening the file; any other file as a link named by its file name. */
function AttachmentView({ url, title }: { url: string; title: string }) {
  const attachment = useAttachment(url);
  const name = attachment?.name ?? url;
  return (
    <div style={{ marginTop: 8 }}>
      <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`View attachment ${name}`}>
        {attachment?.isImage ? (
          <BoundedImage src={url} alt={title} />
        ) : (
          <>
            <PaperClipOutlined /> {name}
          </>
        )}
      </a>
    </div>
  );
}

/**
 * Memoized: a list (feed, contents, a member's posts) re-renders on every swr answer, and a card whose
 * content and viewer are unchanged (swr keeps unchanged objects) need not render again.
 */
export const ContentCard = memo(function ContentCard({
  content,
  viewer,
  detailed = false,
  onDeleted,
}: ContentCardProps) {
  const [readMore, setReadMore] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const likes = useLocalCount(content.likesCount);
  const comments = useLocalCount(content.commentsCount);
  const like = useToggleLike(content.id, !!viewer, likes.change, content.likedByMe);
  const isAuthor = !!viewer && viewer.id === content.authorId;
  const author = content.author;
  const authorLine = [author?.specialty, author?.affiliation].filter(Boolean).join(' · ');
  const longBody = hasLongBody(content.body);

  function onCommentClick() {
    if (detailed) document.getElementById('comments')?.scrollIntoView({ behavior: 'smooth' });
    else setCommentsOpen((open) => !open);
  }

  const commentLabel = comments.count === 1 ? 'Comment' : 'Comments';

  return (
    <Card role="article" aria-label={content.title}>
      <Flex justify="space-between" align="flex-start" gap={12}>
        <Flex gap={12} align="center">
          <UserAvatar name={author?.name} src={author?.profilePicture} size={44} />
          <Flex vertical>
            <Link to={paths.profile.getHref(content.authorId)} style={{ fontWeight: 600 }}>
              {author?.name ?? 'Member'}
            </Link>
            <NpiVerifiedBadge verified={author?.npiVerified} />
            {authorLine && (
              <Text type="secondary" style={{ fontSize: 12 }}>
                {authorLine}
              </Text>
            )}
            <Text type="secondary" style={{ fontSize: 12 }}>
              <time dateTime={content.publishedAt}>{formatRelativeTime(content.publishedAt)}</time>
            </Text>
          </Flex>
        </Flex>
        <Flex gap={8} align="center">
          <Tag color="blue">{contentTypeLabels[content.contentType] ?? content.contentType}</Tag>
          {content.moderationStatus === 'hidden' && (
            <Tag color="red" title="Only you can see it until a moderator reviews it">
              Hidden pending review
            </Tag>
          )}
          {content.moderationStatus === 'removed' && <Tag color="red">Removed by a moderator</Tag>}
          <ContentActionsButton contentId={content.id} contentTitle={content.title} isAuthor={isAuthor} onDeleted={onDeleted} />
        </Flex>
      </Flex>

      {content.thumbnailUrl && <BoundedImage src={content.thumbnailUrl} alt="" />}

      <Title level={detailed ? 1 : 3} style={{ fontSize: detailed ? 24 : 18, marginTop: 12 }}>
        {detailed ? content.title : <Link to={paths.content.getHref(content.id)}>{content.title}</Link>}
      </Title>

      {detailed ? (
        <>
          {ownSummary(content) && (
            <Paragraph type="secondary" italic>
              {ownSummary(content)}
            </Paragraph>
          )}
          <Paragraph style={{ whiteSpace: 'pre-wrap' }}>{content.body}</Paragraph>
        </>
      ) : (
        <Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
          {readMore ? content.body : cardText(content)}
        </Paragraph>
      )}
      {!detailed && longBody && (
        <Button type="link" style={{ padding: 0 }} onClick={() => setReadMore((open) => !open)}>
          {readMore ? 'Show less' : 'Read more'}
        </Button>
      )}

      {content.tags.length > 0 && (
        <Flex gap={4} wrap style={{ marginTop: 8 }} aria-label="Content tags">
          {content.tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Flex>
      )}

      {content.attachmentUrl && <AttachmentView url={content.attachmentUrl} title={content.title} />}

      <Divider style={{ margin: '12px 0 8px' }} />
      {/* Spread over the row with narrow padding: with antd's 15 px a side, Share went to a line of its own on a phone. */}
      <Flex gap={4} wrap justify="space-between" className="content-card-footer">
        <Button
          type="text"
          icon={like.hasLiked ? <LikeFilled /> : <LikeOutlined />}
          aria-pressed={like.hasLiked}
          disabled={like.isToggling}
          onClick={() => void like.toggle()}
        >
          Like {formatCount(likes.count)}
        </Button>
        <Button
          type="text"
          icon={<CommentOutlined />}
          aria-expanded={detailed ? undefined : commentsOpen}
          onClick={onCommentClick}
        >
          {commentLabel} {formatCount(comments.count)}
        </Button>
        <Button type="text" icon={<ShareAltOutlined />} onClick={() => void shareContent(content)}>
          Share
        </Button>
      </Flex>

      {(detailed || commentsOpen) && (
        // On the detail page every comment, at the #comments anchor; in a feed the first few and a link there.
        <div id={detailed ? 'comments' : undefined} style={detailed ? { scrollMarginTop: 80 } : undefined}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
            <CommentsSection
              contentId={content.id}
              viewer={viewer}
              count={comments.count}
              onCountChange={comments.change}
              {...(detailed
                ? {}
                : { limit: INLINE_COMMENTS, viewAllHref: paths.content.getHref(content.id, 'comments') })}
            />
          </Suspense>
        </div>
      )}
    </Card>
  );
});
