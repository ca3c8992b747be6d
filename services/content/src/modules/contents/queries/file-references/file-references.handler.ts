import type { FileReferences } from '@docnet/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ContentModel } from '../../persistence/content.schema';

/**
 * Which of the given file URLs a content still uses as its attachment or thumbnail. A deleted content (marked,
 * not yet purged) uses none. Asked by the BFF before it removes an uploaded file; rare (a deletion, an edit
 * that replaced a file, the orphan sweep), so a scan of the two fields is fine.
 */
@Injectable()
export class FileReferencesHandler {
  constructor(@Inject(ContentModel) private readonly contents: ContentModel) {}

  async execute(urls: string[]): Promise<FileReferences> {
    const asked = [...new Set(urls)];
    if (asked.length === 0) return { referenced: [] };
    const using = await this.contents
      .find(
        { deletedAt: null, $or: [{ attachmentUrl: { $in: asked } }, { thumbnailUrl: { $in: asked } }] },
        { attachmentUrl: 1, thumbnailUrl: 1 },
      )
      .lean();
    const used = new Set(using.flatMap((content) => [content.attachmentUrl, content.thumbnailUrl]));
    return { referenced: asked.filter((url) => used.has(url)) };
  }
}
