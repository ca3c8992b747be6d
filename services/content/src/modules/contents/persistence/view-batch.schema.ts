import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

/**
 * A batch of counted views on its way out as `content.views.counted` (ADR 1: the event is stored with the
 * document that records it). Removed once the relay has published it.
 */
export interface ViewBatchDocument extends OutboxFields {
  _id: string;
  countedAt: Date;
}

export const viewBatchSchema = new Schema<ViewBatchDocument>({ _id: String, countedAt: Date }, { versionKey: false });
viewBatchSchema.plugin(outboxPlugin);

export const ViewBatchModel = Symbol('ViewBatchModel');
export type ViewBatchModel = Model<ViewBatchDocument>;
