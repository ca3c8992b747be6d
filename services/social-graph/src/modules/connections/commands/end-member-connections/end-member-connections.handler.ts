import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { ConnectionModel, type ConnectionDocument } from '../../persistence/connection.schema';
import { RemoveConnectionHandler } from '../remove-connection/remove-connection.handler';
import { WithdrawConnectionHandler } from '../withdraw-connection/withdraw-connection.handler';

type Live = Pick<ConnectionDocument, '_id' | 'requesterId' | 'status'>;

/**
 * A member deleted their account: each of their accepted connections is removed and each pending request, sent or
 * received, withdrawn, through the same writes a member's own removal and withdrawal make (events in the outbox, the
 * connections read model updated), so others' lists, counts, suggestions and notifications follow. A connection
 * answered meanwhile is ended by its own write (409 here is skipped); a redelivery finds none left.
 */
@Injectable()
export class EndMemberConnectionsHandler {
  constructor(
    @Inject(ConnectionModel) private readonly connections: ConnectionModel,
    private readonly remove: RemoveConnectionHandler,
    private readonly withdraw: WithdrawConnectionHandler,
  ) {}

  async execute(memberId: number): Promise<void> {
    const fields = { _id: 1, requesterId: 1, status: 1 };
    const live = { $in: ['pending', 'accepted'] };
    const [sent, received] = await Promise.all([
      this.connections.find({ requesterId: memberId, status: live }, fields).lean<Live[]>(),
      this.connections.find({ receiverId: memberId, status: live }, fields).lean<Live[]>(),
    ]);
    for (const connection of [...sent, ...received]) {
      try {
        if (connection.status === 'accepted') await this.remove.execute(connection._id, memberId);
        // A request the member received is withdrawn as its sender would: nobody is left to answer it.
        else await this.withdraw.execute(connection._id, connection.requesterId);
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
      }
    }
  }
}
