import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  ApiRoutes,
  autoSummary,
  normalizeTags,
  type Content,
  type ContentInput,
  type ContentType,
} from '@docnet/contracts';
import { ApiError, apiPost, apiPut, serverMessage } from '@/lib/api-client';
import type { PhiSaveOptions } from '@/lib/phi-findings';
import { toast } from '@/lib/toast';
import { contentKey } from './get-content';
import { revalidateContentLists } from './get-contents';

/** What the content form hands over once its files are uploaded. */
export interface ContentDraft {
  title: string;
  body: string;
  summary: string;
  contentType: ContentType;
  tags: string[];
  attachmentUrl: string | null;
  thumbnailUrl: string | null;
}

/**
 * The body of POST and PUT /api/contents: published at once, publishedAt now on create
 * only (an edit keeps it), an empty summary filled from the body, tags normalised.
 */
export function contentPayload(draft: ContentDraft, publishedAt: string): ContentInput {
  const title = draft.title.trim();
  const body = draft.body.trim();
  const summary = draft.summary.trim();
  return {
    title,
    body,
    summary: summary || autoSummary(body),
    contentType: draft.contentType,
    tags: normalizeTags(draft.tags),
    attachmentUrl: draft.attachmentUrl || null,
    thumbnailUrl: draft.thumbnailUrl || null,
    isPublished: true,
    publishedAt,
  };
}

/** The fields of a saved payload as the cached content holds them. */
function draftFields(payload: ContentInput): Partial<Content> {
  return {
    title: payload.title,
    body: payload.body,
    summary: payload.summary ?? '',
    contentType: payload.contentType,
    tags: payload.tags ?? [],
    attachmentUrl: payload.attachmentUrl ?? null,
    thumbnailUrl: payload.thumbnailUrl ?? null,
  };
}

type Mode = 'create' | 'update';

/** A content saved over confirmed details that name a patient is held: only its author sees it until a moderator clears it. */
const heldDescription =
  'You confirmed patient details, so only you can see this post until a moderator reviews it.';

export type { PhiSaveOptions };

function withConfirmation(payload: ContentInput, options: PhiSaveOptions): ContentInput {
  return options.phiConfirmation ? { ...payload, phiConfirmation: options.phiConfirmation } : payload;
}

const failureTitle: Record<Mode, string> = {
  create: 'Failed to create content',
  update: 'Failed to update content',
};

/** Content save failures: the server's answer names the failure; anything thrown is unexpected. */
function toastSaveFailure(mode: Mode, error: unknown): void {
  if (error instanceof ApiError) {
    toast({
      title: failureTitle[mode],
      description: serverMessage(error) ?? 'There was an error with your content.',
      variant: 'destructive',
    });
  } else {
    toast({
      title: 'Error',
      description: 'An unexpected error occurred. Please try again.',
      variant: 'destructive',
    });
  }
}

/** POST /api/contents; the lists are refetched after a publish. */
export function useCreateContent() {
  const { mutate } = useSWRConfig();
  const [isSaving, setSaving] = useState(false);

  async function create(draft: ContentDraft, options: PhiSaveOptions = {}): Promise<Content | null> {
    setSaving(true);
    try {
      const created = await apiPost<Content>(
        ApiRoutes.contents,
        withConfirmation(contentPayload(draft, new Date().toISOString()), options),
      );
      toast(
        created.moderationStatus === 'hidden'
          ? { title: 'Awaiting review', description: heldDescription }
          : { title: 'Content created', description: 'Your content has been published successfully.' },
      );
      void revalidateContentLists(mutate);
      return created;
    } catch (error) {
      if (options.onPhiRefusal?.(error)) return null;
      console.error('Failed to create content', error);
      toastSaveFailure('create', error);
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { create, isSaving };
}

/**
 * PUT /api/contents/{id}, optimistic on the cached item: it shows the change at once and is restored on
 * failure ('cached data restored'); the lists are refetched after.
 */
export function useUpdateContent(content: Content) {
  const { mutate } = useSWRConfig();
  const [isSaving, setSaving] = useState(false);

  async function update(draft: ContentDraft, options: PhiSaveOptions = {}): Promise<Content | null> {
    const payload = contentPayload(draft, content.publishedAt);
    let saved: Content | null = null;
    setSaving(true);
    try {
      await mutate<Content>(
        contentKey(content.id),
        async () => {
          saved = await apiPut<Content>(ApiRoutes.contentById(content.id), withConfirmation(payload, options));
          return saved;
        },
        {
          optimisticData: (current) => ({ ...(current ?? content), ...draftFields(payload) }),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
      toast(
        (saved as Content | null)?.moderationStatus === 'hidden' && content.moderationStatus !== 'hidden'
          ? { title: 'Awaiting review', description: heldDescription }
          : { title: 'Content updated', description: 'Your content has been updated successfully.' },
      );
      void revalidateContentLists(mutate);
      return saved;
    } catch (error) {
      if (options.onPhiRefusal?.(error)) return null;
      console.error('Failed to update content', error);
      toastSaveFailure('update', error);
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { update, isSaving };
}
