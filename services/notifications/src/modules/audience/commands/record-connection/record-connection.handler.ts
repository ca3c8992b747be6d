import { Injectable } from '@nestjs/common';
import { MemberConnections } from '../../persistence/member-connections';

/** Keeps the accepted connections that profile-update notices fan out to: an acceptance adds one, a removal drops it. */
@Injectable()
export class RecordConnectionHandler {
  constructor(private readonly connections: MemberConnections) {}

  accepted(connectionId: number, memberIds: [number, number]): Promise<void> {
    return this.connections.add(connectionId, memberIds);
  }

  removed(connectionId: number): Promise<void> {
    return this.connections.remove(connectionId);
  }
}
