import { ApiRoutes, type ContentInput, UPLOADED_TEXT_MAX, type UploadedFileTexts as Texts } from '@docnet/contracts';
import { Injectable } from '@nestjs/common';
import { ObjectStorage } from '../clients/object-storage';
import { textKeyOf, uploadedFileKey } from './uploaded-file-keys';

/** The most bytes of a kept text read back: UPLOADED_TEXT_MAX characters of four bytes each. */
const TEXT_MAX_BYTES = UPLOADED_TEXT_MAX * 4;

/**
 * What every reader of a content gets of its uploads besides their bytes: the names they were uploaded with (the
 * download's file name) and the attachment's text, as kept at the upload. The BFF reads them for the content
 * service, whose PHI guard reads them with the content's own text.
 */
@Injectable()
export class UploadedFileTexts {
  constructor(private readonly storage: ObjectStorage) {}

  /**
   * The names and text of the author's own uploads the content shows; undefined when it shows none. Another
   * member's upload is not read: the content service refuses it anyway.
   */
  async of(authorId: number, input: Pick<ContentInput, 'attachmentUrl' | 'thumbnailUrl'>): Promise<Texts | undefined> {
    const ownKey = (url: string | null | undefined) => {
      const key = uploadedFileKey(url);
      return key && url?.startsWith(`${ApiRoutes.uploadsContent}/${authorId}/`) ? key : null;
    };
    const attachment = ownKey(input.attachmentUrl);
    const thumbnail = ownKey(input.thumbnailUrl);
    if (!attachment && !thumbnail) return undefined;
    const [attachmentName, attachmentText, thumbnailName] = await Promise.all([
      attachment ? this.name(attachment) : undefined,
      attachment ? this.text(textKeyOf(attachment)) : undefined,
      thumbnail ? this.name(thumbnail) : undefined,
    ]);
    return { attachmentName, attachmentText, thumbnailName };
  }

  private async name(key: string): Promise<string | undefined> {
    const stored = await this.storage.head(key);
    const name = stored?.metadata['file-name'];
    if (!name) return undefined;
    try {
      return decodeURIComponent(name);
    } catch {
      return undefined;
    }
  }

  private async text(key: string): Promise<string | undefined> {
    const stored = await this.storage.get(key);
    if (!stored) return undefined;
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of stored.body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      bytes += chunk.length;
      if (bytes >= TEXT_MAX_BYTES) break;
    }
    stored.body.destroy();
    return Buffer.concat(chunks, bytes).toString('utf8').slice(0, UPLOADED_TEXT_MAX);
  }
}
