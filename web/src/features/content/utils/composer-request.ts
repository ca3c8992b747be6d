/**
 * What the address asks of the home composer: the installed app's "Write a post" shortcut (`?compose=post`) opens
 * 'Create Content' empty; a share from another app (the manifest's share target: `?shareTitle=&shareText=&shareUrl=`)
 * opens it with the shared title, and the text and link in the body. Null: the composer stays closed.
 */
export interface ComposerRequest {
  title: string;
  body: string;
}

/** The query parameters the shortcut and the share target use: removed from the address once the dialog opens. */
export const composerRequestParams = ['compose', 'shareTitle', 'shareText', 'shareUrl'] as const;

export function composerRequest(search: URLSearchParams): ComposerRequest | null {
  if (!composerRequestParams.some((name) => search.has(name))) return null;
  const title = (search.get('shareTitle') ?? '').trim();
  const text = (search.get('shareText') ?? '').trim();
  const url = (search.get('shareUrl') ?? '').trim();
  // Apps that share a page often put its link in the text as well: the body names it once.
  const body = [text, url && !text.includes(url) ? url : ''].filter(Boolean).join('\n\n');
  return { title, body };
}
