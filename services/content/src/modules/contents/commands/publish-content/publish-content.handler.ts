import { ContentPublishedV1, ContentRoutes, type Content, type InternalContentInput } from '@docnet/contracts';
import {
  MemberCards,
  newEvent,
  OutboxRelay,
  PhiConfirmations,
  SequenceGenerator,
  withNewEvents,
} from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { ReviewHolds } from '../../../../domain/review-holds.port';
import { contentFacts, contentFieldsOf } from '../../domain/content-facts';
import { assertOwnUploads, contentText, holdsHighRiskPhi } from '../../domain/content-text';
import type { StoredContent } from '../../domain/stored-content';
import { toContent } from '../../persistence/content.mapper';
import { ContentTallies } from '../../persistence/content-tallies';
import { UpdateContentFeedHandler } from '../update-content-feed/update-content-feed.handler';
import { ContentModel } from '../../persistence/content.schema';

/**
 * A member publishes: at once (isPublished true), publishedAt now, content.content.published in the same write.
 * The PHI guard reads the text first: a likely identifier refuses it (422) unless the author confirmed it, and a
 * confirmation is recorded before the content is stored. A content confirmed over details that name a patient
 * outright is held: its case opened first, then stored hidden (its author alone reads it) until a moderator keeps it.
 */
@Injectable()
export class PublishContentHandler {
  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    private readonly sequences: SequenceGenerator,
    private readonly cards: MemberCards,
    private readonly relay: OutboxRelay,
    private readonly tallies: ContentTallies,
    private readonly feed: UpdateContentFeedHandler,
    private readonly phi: PhiConfirmations,
    private readonly holds: ReviewHolds,
  ) {}

  async execute(authorId: number, input: InternalContentInput): Promise<Content> {
    assertOwnUploads(input, authorId);
    const confirmed = this.phi.check(authorId, contentText(input), input.phiConfirmation);
    const id = await this.sequences.next('contents');
    await this.phi.record({ memberId: authorId, route: `POST ${ContentRoutes.contents}`, targetType: 'content', targetId: id }, confirmed);
    const fields = contentFieldsOf(input);
    const held = holdsHighRiskPhi(confirmed);
    if (held) {
      const item = { title: fields.title, text: fields.body, contentId: id, context: [] };
      await this.holds.hold({ targetType: 'content', targetId: id, authorId, item });
    }
    const now = new Date();
    const content: StoredContent = {
      _id: id,
      authorId,
      ...fields,
      ...(held ? { moderationStatus: 'hidden' as const, moderationRevision: 1 } : {}),
      isPublished: true,
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
      viewCount: 0,
      likesCount: 0,
      commentsCount: 0,
      countsRevision: 0,
      deletedAt: null,
    };
    const event = newEvent(ContentPublishedV1, 'content', content._id, contentFacts(content));
    const written = { ...content, ...withNewEvents([event]) };
    await this.contents.create(written);
    this.relay.nudgeInserted(this.contents, written);
    await this.tallies.published(content.contentType);
    await this.feed.written(content);
    return toContent(content, await this.cards.find([authorId]));
  }
}
