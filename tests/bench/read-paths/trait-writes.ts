import type Redis from 'ioredis';
import { TRAIT_BUCKET_SIZE } from '../../../services/platform/src/redis/member-trait-index';

/**
 * What the trait buckets' own `save` writes for members new to the index, recorded instead of sent, so the bench sends
 * them in bulk: the adapter saves each member by a script and one transaction per bucket (a member is in up to 23
 * buckets), milliseconds of the bench's CPU per member, hours for a million. The keys and values are the adapter's (it
 * runs its own `save` over this recorder); only the sending differs: each member's traits key SET, and per bucket one
 * ZADD of the batch's members while the bucket has room. The network is seeded in id order and a bucket keeps its
 * TRAIT_BUCKET_SIZE lowest ids, so a member added to a full bucket is the one its trim removes: leaving them out leaves
 * every bucket as the member-by-member transactions would.
 */
export class TraitWritesRecorder {
  private readonly traits = new Map<string, string>();
  private readonly joins = new Map<string, string[]>();
  /** How many members each bucket holds (up to TRAIT_BUCKET_SIZE), over every batch sent. */
  private readonly held = new Map<string, number>();

  /** The adapter defines its scripts on its client: nothing to define here. */
  defineCommand(): void {}

  /** The traits script on a key that holds nothing: the stored value is written, and no bucket was held before. */
  traitBucketsSave(key: string, _revision: string, _rebuilding: string, stored: string): Promise<string> {
    this.traits.set(key, stored);
    return Promise.resolve('{"k":[]}');
  }

  zrem(): Promise<number> {
    return Promise.reject(new Error('a member new to the index leaves no bucket'));
  }

  multi() {
    const chain = {
      zadd: (key: string, _score: number, member: string) => {
        const members = this.joins.get(key);
        if (members) members.push(member);
        else this.joins.set(key, [member]);
        return chain;
      },
      zremrangebyrank: () => chain,
      exec: () => Promise.resolve([]),
    };
    return chain;
  }

  /** Sends what was recorded (sent together: one round trip per node), and forgets it. */
  async flush(redis: Redis): Promise<void> {
    const sends: Promise<unknown>[] = [];
    for (const [key, stored] of this.traits) sends.push(redis.set(key, stored));
    for (const [key, members] of this.joins) {
      const held = this.held.get(key) ?? 0;
      const room = members.slice(0, Math.max(0, TRAIT_BUCKET_SIZE - held));
      if (!room.length) continue;
      this.held.set(key, held + room.length);
      sends.push(redis.zadd(key, ...room.flatMap((member) => [0, member])));
    }
    this.traits.clear();
    this.joins.clear();
    await Promise.all(sends);
  }
}
