import type { Statistics } from '@docnet/contracts';

/** The statistics tallied before they are written; article views come with their events, one write each. */
export type TalliedStatistic = Exclude<keyof Statistics, 'articleViews'>;
export type Tallies = Record<TalliedStatistic, number>;

export const none = (): Tallies => ({ profileViews: 0, searchAppearances: 0 });

export function add(into: Map<number, Tallies>, id: number, more: Tallies): void {
  const held = into.get(id) ?? none();
  into.set(id, { profileViews: held.profileViews + more.profileViews, searchAppearances: held.searchAppearances + more.searchAppearances });
}

/*
 * Where the tallied statistics wait between the replicas and the profiles (ADR 3: counters that are not facts), shared
 * by the tally's adapter, which adds to a shard's `pending`, and ProfileStatisticsWriter, which writes them to the
 * profiles. The members' counts spread over STATISTICS_SHARDS shards (a member's is its id modulo their number), each
 * its own hash tag, so they spread over a Redis Cluster's slots and a statistics card reads one member's fields in
 * one slot. Keys after the service's prefix:
 *   {profile-statistics}:flushes      string  the last write number given (every shard's writes share the numbering)
 *   {profile-statistics}:flush        string  the number of the write in progress, until every shard finished it
 *   {profile-statistics}:claim        string  the replica writing them
 *   {profile-statistics:<shard>}:pending    hash    'v:<id>' / 's:<id>' → views / appearances not written yet
 *   {profile-statistics:<shard>}:flushing   hash    the same, taken from pending by the write in progress
 *   {profile-statistics:<shard>}:flush      string  that write's number while this shard's part of it runs; each profile
 *                                                   records the last one applied (statistics.flushed), so a write
 *                                                   that starts again after a crash adds to each profile once
 *   {profile-statistics:<shard>}:written    string  the last write number this shard finished (a write taken up again
 *                                                   never takes the shard's newer pending counts under that number)
 */
export const statisticsKeys = (prefix: string) => `${prefix}{profile-statistics}:`;
/** How many shards the pending counts spread over: fixed, as a member's shard is its id modulo it. */
export const STATISTICS_SHARDS = 64;
/** The key base of a shard's pending counts. */
export const statisticsShardKeys = (prefix: string, shard: number) => `${prefix}{profile-statistics:${shard}}:`;
/** The shard of a member's pending counts. */
export const statisticsShardOf = (memberId: number): number => memberId % STATISTICS_SHARDS;
/** Each statistic's field prefix in the hashes: `v:<member id>`, `s:<member id>`. */
export const FIELD: Record<TalliedStatistic, string> = { profileViews: 'v', searchAppearances: 's' };
export const STATISTICS = Object.keys(FIELD) as TalliedStatistic[];

/**
 * Profile views and search appearances, counted where a member causes them without a database write: a search counts
 * up to 500 members, so the counts are added up in this process's memory, pushed every second to a store the replicas
 * share (ProfileStatisticsPusher) and written to the profiles every STATISTICS_FLUSH_MS by one replica
 * (ProfileStatisticsWriter). Writing them every minute from memory made each replica update every member found in
 * that minute, ~10,000 updates at 10,000 members: seconds of the document store's CPU that searches and feeds queued
 * behind. The statistics card adds what is not written yet (`withPending`), so counts show at once.
 */
export abstract class ProfileStatisticsTally {
  /** One more of `statistic` for each of these members, in memory. */
  abstract count(statistic: TalliedStatistic, memberIds: readonly number[]): void;

  /**
   * A member's statistics as stored (read by `read`) plus what is counted and not written yet: in this process's
   * memory, in the shared store waiting, and in a write in progress unless the profile shows it applied.
   */
  abstract withPending(id: number, read: () => Promise<Statistics & { flushed?: number }>): Promise<Statistics>;

  /** The counts held in memory, to the shared store; kept for the next push when it cannot take them. */
  abstract push(): Promise<void>;

  /** The counts held in memory, taken out of it (a stop that could not push them writes them itself). */
  abstract takeHeld(): [number, Tallies][];
}
