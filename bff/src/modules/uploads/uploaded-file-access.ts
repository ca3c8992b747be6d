import { ApiRoutes, ContentRoutes } from '@docnet/contracts';
import { Injectable } from '@nestjs/common';
import { ContentClient } from '../../clients/service-clients.module';
import { Moderators } from '../../common/moderators';

/**
 * Who may read an uploaded content file: its uploader; a member who may read a content that shows it (the content
 * service knows: not deleted, and visible or theirs), so a file goes with its content when the content is deleted,
 * hidden or removed; and moderators, who review what was hidden or removed. Anyone else is answered as if the file
 * did not exist.
 */
@Injectable()
export class UploadedFileAccess {
  constructor(
    private readonly content: ContentClient,
    private readonly moderators: Moderators,
  ) {}

  async mayRead(memberId: number, uploaderId: number, fileId: string): Promise<boolean> {
    if (memberId === uploaderId) return true;
    const url = ApiRoutes.uploadedContentFile(uploaderId, fileId);
    const { readable } = await this.content.post(ContentRoutes.fileAccess, { body: { url }, actingUserId: memberId });
    return readable || this.moderators.isModerator(memberId);
  }
}
