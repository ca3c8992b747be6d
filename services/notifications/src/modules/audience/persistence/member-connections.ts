import { Inject, Injectable } from '@nestjs/common';
import { MemberConnectionModel } from './member-connection.schema';

/** The accepted connections projection (connection.accepted adds, connection.removed drops). */
@Injectable()
export class MemberConnections {
  constructor(@Inject(MemberConnectionModel) private readonly connections: MemberConnectionModel) {}

  async add(connectionId: number, memberIds: [number, number]): Promise<void> {
    await this.connections.updateOne({ _id: connectionId }, { $set: { memberIds } }, { upsert: true });
  }

  async remove(connectionId: number): Promise<void> {
    await this.connections.deleteOne({ _id: connectionId });
  }

  async of(memberId: number): Promise<number[]> {
    const found = await this.connections.find({ memberIds: memberId }).lean();
    return found.flatMap(({ memberIds }) => memberIds.filter((id) => id !== memberId));
  }
}
