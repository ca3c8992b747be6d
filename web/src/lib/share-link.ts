import { toast } from './toast';

export interface ShareLinkOptions {
  /** A path of the app ('/content/12'), shared as an address of this site. */
  path: string;
  /** What the share sheet names the link by (the content's or article's title). */
  title: string;
  /** The toast once the link is copied instead. */
  copied: { title: string; description: string };
}

/**
 * Shares a link with the device's share sheet where the browser has one (phones: messages, mail, other apps),
 * else copies it with the screen's toast; only copying left a phone's member to paste the link somewhere by hand.
 * Closing the sheet shares nothing and says nothing; a sheet that fails copies instead; a copy that fails shows
 * the link to copy by hand.
 */
export async function shareLink({ path, title, copied }: ShareLinkOptions): Promise<void> {
  const url = new URL(path, window.location.origin).toString();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast(copied);
  } catch {
    toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}
