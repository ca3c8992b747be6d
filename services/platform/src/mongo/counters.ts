import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from './duplicate-key';

interface Counter {
  _id: string;
  value: number;
}

const counterSchema = new Schema<Counter>({ _id: String, value: Number }, { versionKey: false });

/** How many ids `nextFromBlock` reserves per counter write. */
const BLOCK_SIZE = 50;

/** Numeric ids (the SPA's routes, e.g. /profile/{id}, take numbers) from an atomic `$inc` counter. */
export class SequenceGenerator {
  private readonly counters: Model<Counter>;
  /** Per sequence, this process's reserved block: the next id to hand out and the block's last. */
  private readonly blocks = new Map<string, { next: number; last: number }>();
  private readonly reserving = new Map<string, Promise<void>>();

  constructor(connection: Connection) {
    this.counters =
      connection.models.Counter ?? connection.model<Counter>('Counter', counterSchema, 'counters');
  }

  /** The next id: each call one counter write, so ids follow the order of the calls across every replica. */
  async next(sequence: string): Promise<number> {
    return this.advance(sequence, 1);
  }

  /**
   * The next id of a block this process reserved (one counter write per BLOCK_SIZE ids): for records listed by
   * time, whose id only breaks ties. Ids stay unique, but two replicas interleave their blocks, and a restart
   * skips the rest of its block.
   */
  async nextFromBlock(sequence: string): Promise<number> {
    for (;;) {
      const block = this.blocks.get(sequence);
      if (block && block.next <= block.last) return block.next++;
      let reserving = this.reserving.get(sequence);
      if (!reserving) {
        reserving = this.advance(sequence, BLOCK_SIZE)
          .then((last) => {
            this.blocks.set(sequence, { next: last - BLOCK_SIZE + 1, last });
          })
          .finally(() => this.reserving.delete(sequence));
        this.reserving.set(sequence, reserving);
      }
      await reserving;
    }
  }

  /** The last number reserved (0 before the first). */
  async current(sequence: string): Promise<number> {
    return (await this.counters.findOne({ _id: sequence }).lean())?.value ?? 0;
  }

  private async advance(sequence: string, by: number): Promise<number> {
    try {
      return await this.increment(sequence, by);
    } catch (error) {
      // Two first calls raced to create the counter; it exists now.
      if (!isDuplicateKey(error)) throw error;
      return this.increment(sequence, by);
    }
  }

  private async increment(sequence: string, by: number): Promise<number> {
    const counter = await this.counters
      .findOneAndUpdate({ _id: sequence }, { $inc: { value: by } }, { upsert: true, new: true })
      .lean();
    if (!counter) throw new Error(`sequence ${sequence} could not be advanced`);
    return counter.value;
  }
}
