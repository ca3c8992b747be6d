import { highRiskPhiKinds, isAutoSummaryOf, isUploadedContentFileUrl, type ContentInput } from '@docnet/contracts';
import type { ConfirmedPhi, PhiTextFields } from '@docnet/platform';

/**
 * The member text of a content that the PHI guard reads, by the body's field names: title, summary, body, tags
 * (`tags.<index>`) and the attachment and thumbnail links the author typed. Left out: the links of our own
 * uploads (their path is the member's id and a random uuid), a summary that is the body's auto-summary sent back
 * by an edit (the body's findings name it), and the enumerations (type, language).
 */
export function contentText(input: ContentInput): PhiTextFields {
  return {
    title: input.title,
    summary: isAutoSummaryOf(input.summary, input.body) ? null : input.summary,
    body: input.body,
    tags: input.tags,
    attachmentUrl: typedLink(input.attachmentUrl),
    thumbnailUrl: typedLink(input.thumbnailUrl),
  };
}

function typedLink(url: string | null | undefined): string | null {
  return url && !isUploadedContentFileUrl(url) ? url : null;
}

/** Whether the author confirmed a detail that names a patient outright: the content waits for a moderator. */
export function holdsHighRiskPhi(confirmed: ConfirmedPhi | null): boolean {
  return !!confirmed?.findings.some(({ kind }) => highRiskPhiKinds.includes(kind));
}
