import type { Content } from '@docnet/contracts';
import { MemberCards } from '@docnet/platform';
import { Injectable } from '@nestjs/common';
import type { StoredContent } from '../../domain/stored-content';
import { toContent } from '../../persistence/content.mapper';

/** A content as the API answers it, with its author's card. */
@Injectable()
export class GetContentHandler {
  constructor(private readonly cards: MemberCards) {}

  async present(content: StoredContent): Promise<Content> {
    return toContent(content, await this.cards.find([content.authorId]));
  }
}
