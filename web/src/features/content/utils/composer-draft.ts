import { contentTypes, DEFAULT_CONTENT_TYPE } from '@docnet/contracts';
import { MEMBER_STORAGE_PREFIX } from '@/lib/device-data';
import type { ContentFormValues } from './content-form-values';

/**
 * What a member is writing in 'Create Content', kept on this device under their id so a reload, a navigation or a
 * closed dialog loses none of it; the sign-out wipe forgets it with the member's other device data. Chosen files are
 * not kept (a File cannot be stored), only what is typed.
 */
export const composerDraftKey = (memberId: number | string) => `${MEMBER_STORAGE_PREFIX}${memberId}:composer-draft`;

/** Whether the values hold anything the member typed: an untouched form is no draft. */
export function hasText(values: Partial<ContentFormValues>): boolean {
  return [values.title, values.body, values.summary, values.attachmentUrl].some((text) => !!text?.trim()) || !!values.tags?.length;
}

export function loadComposerDraft(memberId: number | string): ContentFormValues | null {
  try {
    const stored = JSON.parse(localStorage.getItem(composerDraftKey(memberId)) ?? 'null') as Partial<ContentFormValues> | null;
    if (!stored || typeof stored !== 'object' || !hasText(stored)) return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      title: text(stored.title),
      body: text(stored.body),
      summary: text(stored.summary),
      contentType: contentTypes.find((type) => type === stored.contentType) ?? DEFAULT_CONTENT_TYPE,
      tags: Array.isArray(stored.tags) ? stored.tags.filter((tag): tag is string => typeof tag === 'string') : [],
      attachmentUrl: text(stored.attachmentUrl),
    };
  } catch {
    // A draft written by another version or edited by hand: no draft rather than a broken composer.
    return null;
  }
}

export function saveComposerDraft(memberId: number | string, values: ContentFormValues): void {
  try {
    if (hasText(values)) localStorage.setItem(composerDraftKey(memberId), JSON.stringify(values));
    else localStorage.removeItem(composerDraftKey(memberId));
  } catch {
    // Storage full or refused (private mode): the form keeps working, only the draft is not kept.
  }
}

export function clearComposerDraft(memberId: number | string): void {
  localStorage.removeItem(composerDraftKey(memberId));
}
