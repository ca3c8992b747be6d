import { OutboxRelay } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { ConnectionTies } from '../../../connections/persistence/connection-ties';
import { MessageModel, type MessageDocument } from '../../persistence/message.schema';
import { ConversationSummary } from '../conversation-summary/conversation-summary';

export type HeldMessage = Pick<MessageDocument, '_id' | 'conversationId' | 'senderId' | 'recipientId'>;

/**
 * Makes the connection check and the insert of a message one decision, without transactions (FerretDB 1.x):
 * a message is inserted held (its event stored with it but left alone by the relay) and the connection is
 * checked after the insert. A removal that landed before the insert is seen by that check and the message
 * is taken back; a removal after the check came after the message existed. The reconciler settles the same
 * way a held message a crash left behind.
 */
@Injectable()
export class HeldMessages {
  constructor(
    @Inject(MessageModel) private readonly messages: MessageModel,
    private readonly ties: ConnectionTies,
    private readonly summary: ConversationSummary,
    private readonly relay: OutboxRelay,
  ) {}

  /** Releases the message's event while the two are connected, else takes the message back; true when released. */
  async settle(message: HeldMessage): Promise<boolean> {
    const connected = await this.ties.connected(message.senderId, message.recipientId);
    const stillHeld = { _id: message._id, held: true };
    const settledHere = connected
      ? (await this.messages.updateOne(stillHeld, { $set: { outboxPending: true }, $unset: { held: 1 } }))
          .matchedCount === 1
      : (await this.messages.deleteOne(stillHeld)).deletedCount === 1;
    // Settled already (the reconciler and a slow send): what the other decided stands.
    if (!settledHere) return (await this.messages.exists({ _id: message._id })) !== null;
    if (connected) this.relay.nudge(this.messages, message._id);
    // A summary derived meanwhile may have counted the message taken back.
    else await this.summary.takeOut(message.conversationId);
    return connected;
  }
}
