import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from './duplicate-key';

interface Counter {
  _id: string;
  value: number;
}

const counterSchema = new Schema<Counter>({ _id: String, value: Number }, { versionKey: false });

/** Numeric ids (the spec's /profile/{id} is numeric) from an atomic `$inc` counter. */
export class SequenceGenerator {
  private readonly counters: Model<Counter>;

  constructor(connection: Connection) {
    this.counters = connection.models.Counter ?? connection.model<Counter>('Counter', counterSchema, 'counters');
  }

  async next(sequence: string): Promise<number> {
    try {
      return await this.advance(sequence);
    } catch (error) {
      // Two first calls raced to create the counter; it exists now.
      if (!isDuplicateKey(error)) throw error;
      return this.advance(sequence);
    }
  }

  /** The last number handed out (0 before the first). */
  async current(sequence: string): Promise<number> {
    return (await this.counters.findOne({ _id: sequence }).lean())?.value ?? 0;
  }

  private async advance(sequence: string): Promise<number> {
    const counter = await this.counters
      .findOneAndUpdate({ _id: sequence }, { $inc: { value: 1 } }, { upsert: true, new: true })
      .lean();
    if (!counter) throw new Error(`sequence ${sequence} could not be advanced`);
    return counter.value;
  }
}
