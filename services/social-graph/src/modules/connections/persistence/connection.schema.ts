import { outboxPlugin, schemaOptions, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';
import type { StoredConnectionStatus } from '../domain/connection-status';

export type ConnectionDocument = OutboxFields & {
  _id: number;
  requesterId: number;
  receiverId: number;
  status: StoredConnectionStatus;
  /**
   * The pair's live slot (`pairSlot` in domain/pair.ts): unique, so at most one pending or accepted
   * connection exists per pair whatever the direction, even under concurrent requests. A declined or
   * withdrawn request or a removed connection moves to a slot of its own, which frees the pair for a new request.
   */
  pairSlot: string;
  /** When the receiver accepted or declined; absent while pending. */
  answeredAt?: Date;
  /** When the requester withdrew a pending request. */
  withdrawnAt?: Date;
  /** Who removed an accepted connection, and when. */
  removedBy?: number;
  removedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
};

export const connectionSchema = new Schema<ConnectionDocument>(
  {
    _id: Number,
    requesterId: { type: Number, required: true },
    receiverId: { type: Number, required: true },
    status: { type: String, enum: ['pending', 'accepted', 'rejected', 'removed', 'withdrawn'], required: true },
    pairSlot: { type: String, required: true },
    answeredAt: Date,
    withdrawnAt: Date,
    removedBy: Number,
    removedAt: Date,
  },
  schemaOptions,
);
connectionSchema.plugin(outboxPlugin);
connectionSchema.index({ pairSlot: 1 }, { unique: true });
// A member's connections, requests and the adjacency behind mutual-connection counts.
connectionSchema.index({ requesterId: 1, status: 1 });
connectionSchema.index({ receiverId: 1, status: 1 });

export const ConnectionModel = Symbol('ConnectionModel');
export type ConnectionModel = Model<ConnectionDocument>;
