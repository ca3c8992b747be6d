import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '../mongo/duplicate-key';

interface ProcessedEvent {
  eventId: string;
  consumer: string;
  processedAt: Date;
}

const processedEventSchema = new Schema<ProcessedEvent>(
  { eventId: String, consumer: String, processedAt: Date },
  { versionKey: false },
);
processedEventSchema.index({ eventId: 1, consumer: 1 }, { unique: true });

/**
 * Idempotent consumers: a record unique on (eventId, consumer) is written after a handler succeeds,
 * and a redelivered event whose record exists is skipped. Handlers still make their effect idempotent
 * (upsert, revision guard), which covers a crash between the effect and this record.
 */
export class Inbox {
  readonly model: Model<ProcessedEvent>;

  constructor(connection: Connection) {
    this.model =
      (connection.models.ProcessedEvent as Model<ProcessedEvent> | undefined) ??
      connection.model<ProcessedEvent>('ProcessedEvent', processedEventSchema, 'processed_events');
  }

  async seen(eventId: string, consumer: string): Promise<boolean> {
    return (await this.model.exists({ eventId, consumer })) !== null;
  }

  async record(eventId: string, consumer: string): Promise<void> {
    try {
      await this.model.create({ eventId, consumer, processedAt: new Date() });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
