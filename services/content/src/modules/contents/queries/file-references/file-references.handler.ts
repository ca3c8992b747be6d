import type { FileAccess, FileReferences } from '@docnet/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ContentModel } from '../../persistence/content.schema';

/**
 * Which of the given file URLs a content still uses as its attachment or thumbnail, and who may read a file. A deleted content (marked,
 * not yet purged) uses none, nor does one whose removal by a moderator became final (no appeal can bring it back). Asked by the BFF before it removes an uploaded file; rare (a deletion, an edit
 * that replaced a file, the orphan sweep), so a scan of the two fields is fine.
 */
@Injectable()
export class FileReferencesHandler {
  constructor(@Inject(ContentModel) private readonly contents: ContentModel) {}

  /**
   * Whether a content the member may read (not deleted; visible, or theirs) shows the file: one look-up on each
   * field's index, at every file served to anyone but its uploader.
   */
  async readableBy(url: string, memberId: number): Promise<FileAccess> {
    const readable = { deletedAt: null, $or: [{ moderationStatus: null }, { authorId: memberId }] };
    const [attached, thumbnail] = await Promise.all([
      this.contents.exists({ attachmentUrl: url, ...readable }),
      this.contents.exists({ thumbnailUrl: url, ...readable }),
    ]);
    return { readable: !!attached || !!thumbnail };
  }

  async execute(urls: string[]): Promise<FileReferences> {
    const asked = [...new Set(urls)];
    if (asked.length === 0) return { referenced: [] };
    const using = await this.contents
      .find(
        {
          deletedAt: null,
          removalFinalAt: null,
          $or: [{ attachmentUrl: { $in: asked } }, { thumbnailUrl: { $in: asked } }],
        },
        { attachmentUrl: 1, thumbnailUrl: 1 },
      )
      .lean();
    const used = new Set(using.flatMap((content) => [content.attachmentUrl, content.thumbnailUrl]));
    return { referenced: asked.filter((url) => used.has(url)) };
  }
}
