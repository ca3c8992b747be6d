import { ContentOwnershipMessages } from '@docnet/contracts';
import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ContentModel, withoutOutbox } from './content.schema';
import type { StoredContent } from '../domain/stored-content';

export const CONTENT_NOT_FOUND = 'Content not found';

/** Reads of contents that are not deleted, with the 404 and author checks every command shares. */
@Injectable()
export class LiveContents {
  constructor(@Inject(ContentModel) private readonly contents: ContentModel) {}

  async find(id: number): Promise<StoredContent> {
    const content = await this.contents
      .findOne({ _id: id, deletedAt: null }, withoutOutbox)
      .lean<StoredContent>();
    if (!content) throw new NotFoundException(CONTENT_NOT_FOUND);
    return content;
  }

  async findOwn(id: number, actingUserId: number): Promise<StoredContent> {
    const content = await this.find(id);
    if (content.authorId !== actingUserId) throw new ForbiddenException(ContentOwnershipMessages.content);
    return content;
  }
}
