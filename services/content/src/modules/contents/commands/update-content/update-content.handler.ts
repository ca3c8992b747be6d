import { ContentModeratedV1, ContentRoutes, ContentUpdatedV1, type Content, type InternalContentInput } from '@docnet/contracts';
import { MemberCards, newEvent, OutboxRelay, PhiConfirmations, withEvents } from '@docnet/platform';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ReviewHolds } from '../../../../domain/review-holds.port';
import { contentFacts, contentFieldsOf } from '../../domain/content-facts';
import { assertOwnUploads, contentText, holdsHighRiskPhi } from '../../domain/content-text';
import type { StoredContent } from '../../domain/stored-content';
import { toContent } from '../../persistence/content.mapper';
import { ContentTallies } from '../../persistence/content-tallies';
import { ContentModel, type ContentDocument } from '../../persistence/content.schema';
import { CONTENT_NOT_FOUND, LiveContents } from '../../persistence/live-contents';
import { UpdateContentFeedHandler } from '../update-content-feed/update-content-feed.handler';

/**
 * The author edits: every field of the form is replaced, publishedAt stays, content.content.updated in the same write.
 * The PHI guard reads the new text once the author is known (422 unless confirmed; a confirmation recorded first).
 * New text confirmed over details that name a patient outright is held like a new post: its case opened first, then
 * the content hidden in the same write as the edit. Any other edit voids an earlier decision that kept the content.
 */
@Injectable()
export class UpdateContentHandler {
  constructor(
    @Inject(ContentModel) private readonly contents: ContentModel,
    private readonly live: LiveContents,
    private readonly cards: MemberCards,
    private readonly relay: OutboxRelay,
    private readonly tallies: ContentTallies,
    private readonly feed: UpdateContentFeedHandler,
    private readonly phi: PhiConfirmations,
    private readonly holds: ReviewHolds,
  ) {}

  async execute(id: number, actingUserId: number, input: InternalContentInput): Promise<Content> {
    const current = await this.live.findOwn(id, actingUserId);
    assertOwnUploads(input, actingUserId);
    const confirmed = this.phi.check(actingUserId, contentText(input), input.phiConfirmation);
    await this.phi.record({ memberId: actingUserId, route: `PUT ${ContentRoutes.content(':id')}`, targetType: 'content', targetId: id }, confirmed);
    const updatedAt = new Date();
    const fields = contentFieldsOf(input);
    const held = holdsHighRiskPhi(confirmed);
    if (held) {
      const item = { title: fields.title, text: fields.body, contentId: id, context: [] };
      await this.holds.hold({ targetType: 'content', targetId: id, authorId: actingUserId, item });
    } else {
      await this.holds.edited('content', id);
    }
    const event = newEvent(ContentUpdatedV1, 'content', id, {
      ...contentFacts({ ...current, ...fields }),
      updatedAt: updatedAt.toISOString(),
      previousAttachmentUrl: current.attachmentUrl,
      previousThumbnailUrl: current.thumbnailUrl,
    });
    const hiding = held && !current.moderationStatus;
    const moderationRevision = (current.moderationRevision ?? 0) + 1;
    const hidden = newEvent(ContentModeratedV1, 'content', id, {
      contentId: id,
      authorId: current.authorId,
      status: 'hidden',
      moderationRevision,
      changedAt: updatedAt.toISOString(),
    });
    const updated = await this.contents
      .findOneAndUpdate(
        // Hiding is conditional on the state read, like every moderation move.
        hiding ? { _id: id, deletedAt: null, moderationStatus: current.moderationStatus ?? null } : { _id: id, deletedAt: null },
        hiding
          ? withEvents<ContentDocument>({ $set: { ...fields, updatedAt, moderationStatus: 'hidden', moderationRevision } }, [event, hidden])
          : withEvents<ContentDocument>({ $set: { ...fields, updatedAt } }, [event]),
        { new: true },
      )
      .lean<StoredContent>();
    if (!updated) throw new NotFoundException(CONTENT_NOT_FOUND);
    this.relay.nudge(this.contents, id);
    await this.tallies.retyped(current.contentType, updated.contentType);
    await this.feed.written(updated);
    return toContent(updated, await this.cards.find([updated.authorId]));
  }
}
