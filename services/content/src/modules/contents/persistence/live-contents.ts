import { ContentOwnershipMessages } from '@docnet/contracts';
import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ContentModel, withoutOutbox } from './content.schema';
import { visibleTo } from '../../../domain/moderation-status';
import type { StoredContent } from '../domain/stored-content';

export const CONTENT_NOT_FOUND = 'Content not found';

/**
 * Reads of contents that are not deleted, with the 404 and author checks every command shares. A content hidden
 * pending review is found for its author only, one removed by a moderator for nobody.
 */
@Injectable()
export class LiveContents {
  constructor(@Inject(ContentModel) private readonly contents: ContentModel) {}

  async find(id: number, memberId?: number): Promise<StoredContent> {
    const content = await this.contents
      .findOne({ _id: id, deletedAt: null }, withoutOutbox)
      .lean<StoredContent>();
    if (!content || !visibleTo(content, memberId)) throw new NotFoundException(CONTENT_NOT_FOUND);
    return content;
  }

  /** A moderator's read: hidden and removed contents too, deleted ones never. */
  async findForModerator(id: number): Promise<StoredContent> {
    const content = await this.contents
      .findOne({ _id: id, deletedAt: null }, withoutOutbox)
      .lean<StoredContent>();
    if (!content) throw new NotFoundException(CONTENT_NOT_FOUND);
    return content;
  }

  async findOwn(id: number, actingUserId: number): Promise<StoredContent> {
    const content = await this.contents
      .findOne({ _id: id, deletedAt: null }, withoutOutbox)
      .lean<StoredContent>();
    if (!content || content.moderationStatus === 'removed') throw new NotFoundException(CONTENT_NOT_FOUND);
    if (content.authorId !== actingUserId) throw new ForbiddenException(ContentOwnershipMessages.content);
    return content;
  }
}
