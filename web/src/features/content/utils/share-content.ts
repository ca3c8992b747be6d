import type { Content } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { shareLink } from '@/lib/share-link';

/** Shares the content's link (the share sheet, else copied: 'Link copied' / 'Content link copied to clipboard'). */
export function shareContent(content: Pick<Content, 'id' | 'title'>): Promise<void> {
  return shareLink({
    path: paths.content.getHref(content.id),
    title: content.title,
    copied: { title: 'Link copied', description: 'Content link copied to clipboard' },
  });
}
