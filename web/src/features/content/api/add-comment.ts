import { useSWRConfig } from 'swr';
import { ValidationError } from 'yup';
import { ApiRoutes, CommentMessages, commentSchema, type CommentEntry, type User } from '@docnet/contracts';
import { apiPost, serverMessage } from '@/lib/api-client';
import type { PhiSaveOptions } from '@/lib/phi-findings';
import { toast } from '@/lib/toast';
import { commentsKey } from './get-comments';
import { contentKey } from './get-content';
import { revalidateContentLists } from './get-contents';

/** A comment shown before the server has answered; its negative id marks it as not yet saved. */
export function temporaryComment(
  contentId: number,
  author: User,
  body: string,
  now = new Date(),
): CommentEntry {
  return {
    comment: { id: -now.getTime(), body, authorId: author.id, contentId, createdAt: now.toISOString() },
    author: {
      id: author.id,
      name: author.name,
      specialty: author.specialty ?? null,
      affiliation: author.affiliation ?? null,
      profilePicture: author.profilePicture ?? null,
      npiVerified: author.npiVerified,
    },
  };
}

/** The comment box's check, by the rule of POST /api/contents/{id}/comments: the body to send or the rule's message. */
export function checkComment(text: string): { body: string } | { problem: string } {
  try {
    return { body: commentSchema.validateSync({ body: text }).body };
  } catch (error) {
    return { problem: error instanceof ValidationError ? error.errors[0] : CommentMessages.empty };
  }
}

export const isTemporaryComment = (entry: CommentEntry) => entry.comment.id < 0;

/**
 * POST /api/contents/{id}/comments {body}, optimistic: a temporary comment is prepended and
 * the count raised at once; both roll back on error; the lists are refetched on success.
 */
export function useAddComment(
  contentId: number,
  viewer: User | null,
  onCountChange: (delta: number) => void,
) {
  const { mutate } = useSWRConfig();

  async function add(text: string, options: PhiSaveOptions = {}): Promise<boolean> {
    if (!viewer) {
      toast({
        title: CommentMessages.signedOutTitle,
        description: CommentMessages.signedOut,
        variant: 'destructive',
      });
      return false;
    }
    const checked = checkComment(text);
    if ('problem' in checked) {
      toast({
        title: checked.problem === CommentMessages.empty ? CommentMessages.emptyTitle : 'Comment not posted',
        description: checked.problem,
        variant: 'destructive',
      });
      return false;
    }
    const { body } = checked;
    const temporary = temporaryComment(contentId, viewer, body);
    onCountChange(1);
    try {
      await mutate<CommentEntry[]>(
        commentsKey(contentId),
        async (current) => {
          await apiPost<CommentEntry>(
            ApiRoutes.contentComments(contentId),
            options.phiConfirmation ? { body, phiConfirmation: options.phiConfirmation } : { body },
          );
          return current;
        },
        {
          optimisticData: (current) => [temporary, ...(current ?? [])],
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      );
    } catch (error) {
      onCountChange(-1);
      if (options.onPhiRefusal?.(error)) return false;
      toast({
        title: 'Failed to add comment',
        description: serverMessage(error) ?? 'There was an error posting your comment.',
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: 'Comment added', description: 'Your comment has been posted successfully.' });
    void mutate(contentKey(contentId));
    void revalidateContentLists(mutate);
    return true;
  }

  return { add };
}
