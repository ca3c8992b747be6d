import { MemberCardsModule, modelProvider, PhiGuardModule } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { ConnectionsModule } from '../connections/connections.module';
import { DeleteMemberConversationsHandler } from './commands/delete-member-conversations/delete-member-conversations.handler';
import { ConversationSummary } from './commands/conversation-summary/conversation-summary';
import { ConversationSummaryReconciler } from './jobs/conversation-summary.reconciler';
import { OpenConversationHandler } from './commands/open-conversation/open-conversation.handler';
import { ReadConversationHandler } from './commands/read-conversation/read-conversation.handler';
import { RepairConversationSummariesHandler } from './commands/repair-conversation-summaries/repair-conversation-summaries.handler';
import { HeldMessages } from './commands/send-message/held-messages';
import { SendMessageHandler } from './commands/send-message/send-message.handler';
import { ConversationsController } from './http/conversations.controller';
import { ConversationModel, conversationSchema } from './persistence/conversation.schema';
import { MessageModel, messageSchema } from './persistence/message.schema';
import { ConversationViews } from './queries/list-conversations/conversation-views';
import { UserDeletedMessagesConsumer } from './messaging/user-deleted.consumer';
import { ListMessagesHandler } from './queries/list-messages/list-messages.handler';

/** Direct messages between connected members: conversations, messages, unread counts and read receipts. */
@Module({
  imports: [MemberCardsModule, ConnectionsModule, PhiGuardModule],
  controllers: [ConversationsController, UserDeletedMessagesConsumer],
  providers: [
    modelProvider(ConversationModel, 'Conversation', conversationSchema, 'conversations', { outbox: true }),
    modelProvider(MessageModel, 'Message', messageSchema, 'messages', { outbox: true }),
    ConversationSummary,
    RepairConversationSummariesHandler,
    ConversationSummaryReconciler,
    ConversationViews,
    OpenConversationHandler,
    HeldMessages,
    SendMessageHandler,
    ReadConversationHandler,
    ListMessagesHandler,
    DeleteMemberConversationsHandler,
  ],
})
export class MessagesModule {}
