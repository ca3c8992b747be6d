import { ApiRoutes, type ContentUploadResponse, type UploadKind } from '@docnet/contracts';
import { ApiError, PARSE_ERROR_MESSAGE } from '@/lib/api-client';

/**
 * POST /api/uploads/content (multipart, field `file`; `kind=thumbnail` for a thumbnail, images only)
 * answering {attachmentUrl}. XMLHttpRequest rather
 * than fetch because only it reports upload progress (the form's progress bar). Errors follow the
 * api-client's rule: a non-OK answer raises an ApiError "<status>: <body or status text>".
 */
export function uploadContentFile(
  file: File,
  kind: UploadKind,
  onProgress: (percent: number) => void,
): Promise<ContentUploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(
      'POST',
      kind === 'thumbnail' ? `${ApiRoutes.uploadsContent}?kind=thumbnail` : ApiRoutes.uploadsContent,
    );
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText, request.statusText));
        return;
      }
      try {
        const answer = JSON.parse(request.responseText) as ContentUploadResponse;
        if (!answer?.attachmentUrl) throw new Error('no attachmentUrl');
        onProgress(100);
        resolve(answer);
      } catch {
        reject(new Error(PARSE_ERROR_MESSAGE));
      }
    });
    request.addEventListener('error', () => reject(new Error('Failed to upload file')));
    request.addEventListener('abort', () => reject(new Error('Failed to upload file')));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}
