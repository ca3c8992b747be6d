import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

/** Copies the content's link: 'Link copied' / 'Content link copied to clipboard'. */
export async function shareContent(id: number): Promise<void> {
  const link = new URL(paths.content.getHref(id), window.location.origin).toString();
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: 'Link copied', description: 'Content link copied to clipboard' });
  } catch (error) {
    console.error('Could not copy the content link', error);
  }
}
