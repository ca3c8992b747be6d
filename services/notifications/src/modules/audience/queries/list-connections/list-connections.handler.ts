import { Injectable } from '@nestjs/common';
import { MemberConnections } from '../../persistence/member-connections';

/** The members a member is connected to (accepted connections). */
@Injectable()
export class ListConnectionsHandler {
  constructor(private readonly connections: MemberConnections) {}

  execute(memberId: number): Promise<number[]> {
    return this.connections.of(memberId);
  }
}
