import type { Content } from '@docnet/contracts';
import { MemberCards } from '@docnet/platform';
import { Injectable } from '@nestjs/common';
import type { StoredContent } from '../../domain/stored-content';
import { toContent } from '../../persistence/content.mapper';
import { LiveContents } from '../../persistence/live-contents';

/** One live content (404 when it is missing or deleted), with its author's card. */
@Injectable()
export class GetContentHandler {
  constructor(
    private readonly live: LiveContents,
    private readonly cards: MemberCards,
  ) {}

  find(id: number): Promise<StoredContent> {
    return this.live.find(id);
  }

  async present(content: StoredContent): Promise<Content> {
    return toContent(content, await this.cards.find([content.authorId]));
  }
}
