import useSWR from 'swr';
import { attachmentName, fileNameFromDisposition } from '../utils/attachment';

/**
 * HEAD of an uploaded attachment: its URL ends in a generated id, the file's name comes with the answer's
 * Content-Disposition. Until then, or if the read fails, the URL's last segment.
 */
export function useAttachmentName(url: string | null): string | null {
  const { data } = useSWR(url ? ['attachment-name', url] : null, async () => {
    const response = await fetch(url as string, { method: 'HEAD', credentials: 'include' });
    return response.ok ? fileNameFromDisposition(response.headers.get('content-disposition')) : null;
  });
  if (!url) return null;
  return data ?? attachmentName(url);
}
