import useSWR from 'swr';
import { attachmentName, fileNameFromDisposition, isUploadedAttachment } from '../utils/attachment';

/** What a reader is shown of an attachment: its file name, and whether it is an image (shown as the image). */
export interface AttachmentFacts {
  name: string;
  isImage: boolean;
}

/**
 * HEAD of an uploaded attachment: its URL ends in a generated id, the file's name comes with the answer's
 * Content-Disposition and its kind with the Content-Type the upload was sniffed as. Until then, or if the read
 * fails, the URL's last segment and not an image. An external link is never shown as an image: the pages'
 * Content-Security-Policy loads images from our origin only (img-src 'self').
 */
export function useAttachment(url: string | null): AttachmentFacts | null {
  const uploaded = isUploadedAttachment(url);
  const { data } = useSWR(url && uploaded ? ['attachment-head', url] : null, async () => {
    const response = await fetch(url as string, { method: 'HEAD', credentials: 'include' });
    if (!response.ok) return null;
    return {
      name: fileNameFromDisposition(response.headers.get('content-disposition')),
      type: response.headers.get('content-type') ?? '',
    };
  });
  if (!url) return null;
  return {
    name: data?.name ?? attachmentName(url),
    isImage: uploaded && Boolean(data?.type.toLowerCase().startsWith('image/')),
  };
}

/** The file name of an uploaded attachment (HEAD), else the URL's last segment. */
export function useAttachmentName(url: string | null): string | null {
  return useAttachment(url)?.name ?? null;
}
