import {
  ApiRoutes,
  ContentOwnershipMessages,
  highRiskPhiKinds,
  isAutoSummaryOf,
  isUploadedContentFileUrl,
  type ContentInput,
  type InternalContentInput,
} from '@docnet/contracts';
import { BadRequestException } from '@nestjs/common';
import type { ConfirmedPhi, PhiTextFields } from '@docnet/platform';

/**
 * The member text of a content that the PHI guard reads, by the body's field names: title, summary, body, tags
 * (`tags.<index>`) and the attachment and thumbnail links the author typed; and of its uploads, which every reader
 * gets too, the names they were uploaded with (`attachmentName`, `thumbnailName`) and the attachment's text
 * (`attachmentText`), as the BFF read them. Left out: the links of our own uploads (their path is the member's id
 * and a random uuid), a summary that is the body's auto-summary sent back by an edit (the body's findings name
 * it), and the enumerations (type, language).
 */
export function contentText(input: InternalContentInput): PhiTextFields {
  return {
    title: input.title,
    summary: isAutoSummaryOf(input.summary, input.body) ? null : input.summary,
    body: input.body,
    tags: input.tags,
    attachmentUrl: typedLink(input.attachmentUrl),
    thumbnailUrl: typedLink(input.thumbnailUrl),
    attachmentName: input.uploadedFiles?.attachmentName,
    attachmentText: input.uploadedFiles?.attachmentText,
    thumbnailName: input.uploadedFiles?.thumbnailName,
  };
}

function typedLink(url: string | null | undefined): string | null {
  return url && !isUploadedContentFileUrl(url) ? url : null;
}

/** Whether the author confirmed a detail that names a patient outright: the content waits for a moderator. */
export function holdsHighRiskPhi(confirmed: ConfirmedPhi | null): boolean {
  return !!confirmed?.findings.some(({ kind }) => highRiskPhiKinds.includes(kind));
}

/**
 * A content shows only its author's own uploads (their member id is in the upload's URL): another member's file in
 * it would be served to the content's readers and kept after its uploader let it go. 400 otherwise.
 */
export function assertOwnUploads(input: Pick<ContentInput, 'attachmentUrl' | 'thumbnailUrl'>, authorId: number): void {
  const ownPrefix = `${ApiRoutes.uploadsContent}/${authorId}/`;
  for (const url of [input.attachmentUrl, input.thumbnailUrl]) {
    if (url && isUploadedContentFileUrl(url) && !url.startsWith(ownPrefix))
      throw new BadRequestException(ContentOwnershipMessages.foreignUpload);
  }
}
