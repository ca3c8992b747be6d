import { MessagingTexts, type Conversation } from '@docnet/contracts';
import { isDuplicateKey, SequenceGenerator } from '@docnet/platform';
import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { ConnectionTies } from '../../../connections/persistence/connection-ties';
import { membersOf, pairKey, sideFields, sideOf, type Side } from '../../domain/conversation-members';
import { ConversationModel, type ConversationDocument } from '../../persistence/conversation.schema';
import { ConversationViews } from '../../queries/list-conversations/conversation-views';

export interface OpenedConversation {
  conversation: Conversation;
  created: boolean;
}

/**
 * Opens the conversation with a connection, or finds the one the pair already has (unique pair key, so
 * two members opening it at once still share one). Only between members connected now.
 */
@Injectable()
export class OpenConversationHandler {
  constructor(
    @Inject(ConversationModel) private readonly conversations: ConversationModel,
    private readonly ties: ConnectionTies,
    private readonly views: ConversationViews,
    private readonly sequences: SequenceGenerator,
  ) {}

  async execute(memberId: number, otherMemberId: number): Promise<OpenedConversation> {
    if (memberId === otherMemberId) throw new BadRequestException(MessagingTexts.self);
    if (!(await this.ties.connected(memberId, otherMemberId))) throw new ForbiddenException(MessagingTexts.notConnected);
    const key = pairKey(memberId, otherMemberId);
    const members = membersOf(memberId, otherMemberId);
    const side = sideOf(members, memberId) as Side;
    const existing = await this.conversations.findOne({ pairKey: key }, { _id: 1 }).lean();
    if (existing) return { conversation: await this.reopen(existing._id, memberId, side), created: false };
    const createdAt = new Date();
    const conversation: Omit<ConversationDocument, 'pendingEvents' | 'outboxPending' | 'outboxRevision'> = {
      _id: await this.sequences.next('conversations'),
      pairKey: key,
      ...members,
      lowOpened: side === 'low',
      highOpened: side === 'high',
      createdAt,
      activityAt: createdAt,
      lastMessageId: 0,
      lowUnread: 0,
      highUnread: 0,
      lowLastReadId: 0,
      highLastReadId: 0,
      summaryRevision: 0,
      summaryStale: false,
    };
    try {
      await this.conversations.create(conversation);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // The other member opened it at the same moment: theirs is the pair's conversation.
      const theirs = await this.conversations.findOne({ pairKey: key }, { _id: 1 }).lean();
      if (!theirs) throw error;
      return { conversation: await this.reopen(theirs._id, memberId, side), created: false };
    }
    return { conversation: await this.views.one(conversation._id, memberId), created: true };
  }

  /** Lists the conversation for this member from now on, even while it has no message. */
  private async reopen(conversationId: number, memberId: number, side: Side): Promise<Conversation> {
    await this.conversations.updateOne({ _id: conversationId, [sideFields(side).opened]: false }, { $set: { [sideFields(side).opened]: true } });
    return this.views.one(conversationId, memberId);
  }
}
