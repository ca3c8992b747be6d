import type { Content } from '@docnet/contracts';
import { MemberCards } from '@docnet/platform';
import { Injectable } from '@nestjs/common';
import type { StoredContent } from '../../domain/stored-content';
import { toContent } from '../../persistence/content.mapper';
import { LiveContents } from '../../persistence/live-contents';

/** A content as the API answers it, with its author's card. */
@Injectable()
export class GetContentHandler {
  constructor(
    private readonly cards: MemberCards,
    private readonly live: LiveContents,
  ) {}

  /** A moderator's read: hidden and removed contents too; no view is counted. */
  async forModerator(id: number): Promise<Content> {
    return this.present(await this.live.findForModerator(id));
  }

  async present(content: StoredContent): Promise<Content> {
    return toContent(content, await this.cards.find([content.authorId]));
  }
}
