/*
 * `npm run bench:search`: people search on both engines side by side, at the size of the profession. Seeds members
 * straight into each engine through its adapter's rebuild path (OpenSearch: bulk writes to an index of its own on the
 * local OpenSearch; the Redis index: its save script, on a scratch Redis of its own), grows the same network in steps
 * (100,000 then 1,000,000 members by default, adding members rather than seeding again), and at each size runs the
 * same searches on both engines at each rate (an open model, latencies from each search's due time): broad and narrow
 * text, one letter, a misspelt name, filters, and page 30 with the facet counts and without. Each search is what GET
 * /api/users/search does in profile: the index's answer, then the records shown. Prints a table per size, whether
 * the member whose exact name was searched came first, and appends the run to tests/bench/results/<day>.md.
 * Never asserted: the targets are read from the report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { searchAffiliations } from '../../../contracts/src/http/search';
import { connectRedis } from '../../../services/platform/src/redis/connect-redis';
import { searchableOf } from '../../../services/profile/src/modules/profiles/domain/search-keys';
import type { SearchableProfile, SearchCriteria, SearchIndex } from '../../../services/profile/src/modules/profiles/domain/search-index.port';
import { OpenSearchSearchIndex } from '../../../services/profile/src/modules/profiles/persistence/opensearch-search-index';
import { RedisSearchIndex } from '../../../services/profile/src/modules/profiles/persistence/redis-search-index';
import { peopleIndexAlias } from '../../../services/profile/src/modules/profiles/persistence/search-index.factory';
import { facetOptions } from '../../../services/profile/src/modules/profiles/queries/search-profiles/search-profiles.handler';
import { storedProfile } from '../../../services/profile/test/support/stored-profile';
import { quantile, runOpenSchedule } from '../open-loop';
import { Random } from '../random';
import { startSingle } from '../read-paths/redis-servers';

interface Options {
  sizes: number[];
  rates: number[];
  seconds: number;
  opensearchUrl: string;
  record: boolean;
}

function parseOptions(argv: readonly string[]): Options {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const list = (flag: string, fallback: string) => (value(flag) ?? fallback).split(',').map(Number);
  const sizes = list('--sizes', '100000,1000000');
  if (sizes.some((size, index) => !Number.isInteger(size) || size <= 0 || (index > 0 && size <= sizes[index - 1])))
    throw new Error('--sizes must be growing member counts, e.g. 100000,1000000');
  const rates = list('--rates', '50,100');
  if (rates.some((rate) => !(rate > 0))) throw new Error('--rates must be searches per second, e.g. 50,100');
  const seconds = Number(value('--seconds') ?? 5);
  if (!(seconds > 0)) throw new Error('--seconds must be a positive number');
  const infraFile = path.resolve(__dirname, '../../../.local/infra.json');
  const recorded = fs.existsSync(infraFile) ? (JSON.parse(fs.readFileSync(infraFile, 'utf8')) as { opensearchUrl?: string }).opensearchUrl : undefined;
  const opensearchUrl = value('--opensearch-url') ?? process.env.OPENSEARCH_URL ?? recorded;
  if (!opensearchUrl) throw new Error('No OpenSearch: run "npm run infra -- up", or give --opensearch-url');
  return { sizes, rates, seconds, opensearchUrl, record: !argv.includes('--no-record') };
}

/**
 * Members written per second into both engines at once (each batch to both together), measured at 20,000 members
 * while other work ran (1,100/s; OpenSearch alone about 2,000/s, the Redis index alone 3,600/s).
 */
const SEED_RATE = 1_100;
/** Seconds a search costs besides its measured run (its warm-up). */
const SEARCH_OVERHEAD_S = 1;
/** Warm-up calls of each search; their median decides whether it can be run at a rate at all. */
const WARM_UP = 3;
/** A search taking longer than this alone is not run at a rate: its queue would take minutes to drain. */
const TOO_SLOW_MS = 500;
const BATCH = 1_000;

const FIRST = ['Aoife', 'Zoë', 'Siobhán', 'José', 'Łukasz', 'Amélie', 'Ana', 'Omar', 'Priya', 'Wei', 'Sarah', 'John', 'Maya', 'Chidi', 'Ingrid',
  'Björn', 'Fatima', 'Hiroshi', 'Nguyen', 'Olga', 'Raúl', 'Søren', 'Thandiwe', 'Yusuf', 'Élodie', 'Kwame', 'Lucía', 'Mateo', 'Noor', 'Pádraig',
  'Rania', 'Sven', 'Tomás', 'Uma', 'Valentina', 'William', 'Xiadani', 'Yara', 'Zainab', 'Ahmed', 'Beatriz', 'Carlos', 'Dmitri', 'Emma', 'François',
  'Grace', 'Hannah', 'Ibrahim', 'Jia', 'Kofi', 'Leila', 'Mohammed', 'Nadia', 'Oliver', 'Paulo', 'Qiu', 'Rosa', 'Sebastián', 'Tariq', 'Ursula'];
const LAST = ['Smith', 'Chen', 'Ångström', 'Mayer', 'Lindqvist', 'Okafor', 'Ruiz', "O'Connor", 'Núñez', 'Wojciechowska', 'Nakamura', 'Müller',
  'García', 'Kowalczyk', 'Dubois', 'Rossi', 'Andersson', 'Papadopoulos', 'Haddad', 'Mensah', 'Ivanova', 'Singh', 'Patel', 'Kim', 'Nguyen',
  'Johansson', 'Fernández', 'Brennan', "D'Angelo", 'MacLeod', 'Schröder', 'Łęcka', 'Yılmaz', 'Abubakar', 'Castillo', 'Delacroix', 'Eriksen',
  'Fitzgerald', 'Gonçalves', 'Horvath', 'Iglesias', 'Jovanović', 'Kaczmarek', 'Larsen', 'Moreau', 'Novak', 'Olsen', 'Petrov', 'Quintero',
  'Ramírez', 'Santos', 'Takahashi', 'Umarov', 'Varga', 'Walsh', 'Xu', 'Yamamoto', 'Zimmermann', 'Adeyemi', 'Bianchi', 'Costa', 'Dimitriou',
  'Esposito', 'Fischer', 'Gallagher', 'Hoffmann', 'Ito', 'Jensen', 'Keller', 'Lombardi', 'Moretti', 'Nowak', "O'Sullivan", 'Pereira', 'Quinn',
  'Richter', 'Sato', 'Tanaka', 'Usman', 'Vasquez', 'Weber', 'Yoshida', 'Zhang', 'Alvarez', 'Becker', 'Cohen', 'Duarte', 'Evans', 'Ferreira'];
const SPECIALTIES = ['General Practitioner', 'Orthodontist', 'Periodontist', 'Oral Surgeon', 'Prosthodontist', 'Implantologist', 'Cardiologist',
  'Dermatologist', 'Pediatrician', 'Radiologist', null];
const PLACES: [string, string, string][] = [['Boston', 'MA', '02118'], ['Chicago', 'IL', '60611'], ['Austin', 'TX', '78701'], ['Miami', 'FL', '33130'],
  ['Portland', 'OR', '97205'], ['Nashville', 'TN', '37203'], ['Seattle', 'WA', '98104'], ['Atlanta', 'GA', '30303'], ['Denver', 'CO', '80202']];

/** Member `id` of the network: the same every run (the generator is seeded by the id). */
function memberOf(id: number): SearchableProfile {
  const random = new Random(id * 7919);
  const last = random.next() < 0.2 ? `${random.pick(LAST)}-${random.pick(LAST)}` : random.pick(LAST);
  const [city, state, zipcode] = random.pick(PLACES);
  const affiliation = random.next() < 0.6 ? random.pick(searchAffiliations.filter((name) => name !== 'None')) : null;
  return searchableOf(
    storedProfile({
      _id: id,
      name: `Dr. ${random.pick(FIRST)} ${last}`,
      specialty: random.pick(SPECIALTIES),
      affiliation,
      city,
      state,
      zipcode,
      privacy: { publicProfile: true, searchVisibility: random.next() >= 0.03, locationSharing: random.next() >= 0.2 },
    }),
  );
}

/** Members whose name no other member has, so the exact-name search has one right first answer. */
const TARGET_NAMES = ["Dr. Saoirse Ní Bhriain-Kowalczyk", 'Dr. Zoë Núñez Wojciechowska', "Dr. Siobhán O'Connor-Ångström"];
const targetOf = (id: number, name: string) => searchableOf(storedProfile({ _id: id, name, specialty: 'Orthodontist', affiliation: 'Heartland Dental' }));

interface Search {
  label: string;
  criteria: SearchCriteria;
  /** Page 30 (findPage) with the facets' counts or without (facets=false: the SPA's totals and served pages), rather than the first 500 (find). */
  page?: 'counted' | 'uncounted';
  /** The member searched for: where it comes is reported (first is right). */
  target?: number;
}

const criteria = (overrides: Partial<SearchCriteria>): SearchCriteria => ({
  text: '',
  textIn: 'name',
  specialties: [],
  affiliations: [],
  order: 'relevance',
  limit: 500,
  ...overrides,
});

function searches(targets: number[]): Search[] {
  return [
    { label: 'broad text (a common surname)', criteria: criteria({ text: 'smith' }) },
    { label: 'narrow text (an exact, unique name)', criteria: criteria({ text: 'dr. zoë núñez wojciechowska' }), target: targets[1] },
    { label: 'one letter', criteria: criteria({ text: 'a' }) },
    { label: 'misspelt name (one letter off, no accents)', criteria: criteria({ text: 'wojcechowska nunez' }), target: targets[1] },
    { label: 'specialty filter', criteria: criteria({ specialties: ['orthodontist'] }) },
    { label: 'text + specialty + affiliation', criteria: criteria({ text: 'chen', specialties: ['periodontist'], affiliations: ['heartland dental', ''] }) },
    { label: 'everyone, name order', criteria: criteria({ order: 'asc' }) },
    { label: 'page 30 of 10, with facet counts', criteria: criteria({ specialties: ['orthodontist'], limit: 10 }), page: 'counted' },
    { label: 'page 30 of 10, without facet counts', criteria: criteria({ specialties: ['orthodontist'], limit: 10 }), page: 'uncounted' },
  ];
}

/** One search as profile answers it: the index's members, then their records as others see them. */
async function searchOnce(index: SearchIndex, search: Search): Promise<number[]> {
  const options = search.page === 'counted' ? facetOptions : { specialties: [], affiliations: [] };
  const members = search.page ? (await index.findPage(search.criteria, 29 * search.criteria.limit, options)).members : await index.find(search.criteria);
  const ids = members.map((member) => member.id);
  await index.seenByOthers(ids);
  return ids;
}

interface Figures {
  engine: string;
  search: string;
  rate: number;
  /** Results of the warm-up call. */
  found: number;
  /** Where the member searched for came (1: first), 0 when not found. */
  targetAt?: number;
  p50?: number;
  p95?: number;
  p99?: number;
  errors?: number;
  /** Set when the search was too slow to run at a rate (it would only queue): the median of its warm-up calls. */
  singleMs?: number;
  /** Set when the engine fell behind the rate: the searches sent before arrivals were stopped. */
  overloadedAfter?: number;
}

async function measure(engine: string, index: SearchIndex, search: Search, rate: number, seconds: number): Promise<Figures> {
  let ids: number[] = [];
  const warmUps: number[] = [];
  for (let call = 0; call < WARM_UP; call += 1) {
    const started = performance.now();
    ids = await searchOnce(index, search);
    warmUps.push(performance.now() - started);
  }
  const singleMs = warmUps.sort((a, b) => a - b)[Math.floor(WARM_UP / 2)];
  const base: Figures = { engine, search: search.label, rate, found: ids.length, ...(search.target ? { targetAt: ids.indexOf(search.target) + 1 } : {}) };
  if (singleMs > TOO_SLOW_MS) return { ...base, singleMs };
  const latencies: number[] = [];
  let errors = 0;
  let inFlight = 0;
  // An engine that cannot keep up queues without end: arrivals stop once half a second of them waits, and the run
  // says so (its figures are those of the searches sent until then).
  const backlog = Math.max(10, rate / 2);
  const overloaded = new AbortController();
  await runOpenSchedule({
    rate,
    seconds,
    signal: overloaded.signal,
    fire: async (due) => {
      inFlight += 1;
      if (inFlight > backlog) overloaded.abort();
      try {
        await searchOnce(index, search);
      } catch {
        errors += 1;
      }
      inFlight -= 1;
      latencies.push(Number(process.hrtime.bigint() - due) / 1e6);
    },
  });
  latencies.sort((a, b) => a - b);
  const figures = { ...base, p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), p99: quantile(latencies, 0.99), errors };
  return overloaded.signal.aborted ? { ...figures, overloadedAfter: latencies.length } : figures;
}

/**
 * Adds members from..to (exclusive) to every engine through its rebuild path, each batch to all of them at once, then
 * marks each complete. Resolves to members per second.
 */
async function grow(indexes: SearchIndex[], from: number, to: number, extra: SearchableProfile[]): Promise<number> {
  const started = performance.now();
  // Two batches in flight: the engines work on one while the next is built.
  const pending: Promise<unknown>[] = [];
  for (let start = from; start < to; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, to - start) }, (_, at) => memberOf(start + at));
    const members = start === from ? [...extra, ...batch] : batch;
    pending.push(Promise.all(indexes.map((index) => index.save(members, { rebuilding: true }))));
    if (pending.length >= 2) await pending.shift();
  }
  await Promise.all(pending);
  for (const index of indexes) {
    const claim = await index.claimRebuild(60_000);
    if (!claim) throw new Error('the index is being rebuilt by another process');
    await index.finishRebuild(claim, true);
  }
  return (to - from) / ((performance.now() - started) / 1000);
}

const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(1));
const overload = ({ overloadedAfter }: Figures) => (overloadedAfter === undefined ? '' : `; fell behind the rate after ${overloadedAfter} searches`);
const placeOf = ({ targetAt }: Figures) => (targetAt === undefined ? '' : targetAt === 0 ? 'not found' : targetAt === 1 ? 'first' : `#${targetAt}`);

function table(size: number, rows: Figures[], seedRate: number): string {
  const lines = [
    `### ${size.toLocaleString('en-US')} members`,
    '',
    `Seeding: ${Math.round(seedRate)} members/s into both engines at once.`,
    '',
    '| search | engine | rate | found | searched member at | p50 ms | p95 ms | p99 ms | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) =>
      row.singleMs !== undefined
        ? `| ${row.search} | ${row.engine} | ${row.rate}/s | ${row.found} | ${placeOf(row)} | not run at this rate: one search takes ${row.singleMs.toFixed(0)} ms | | | |`
        : `| ${row.search} | ${row.engine} | ${row.rate}/s | ${row.found} | ${placeOf(row)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.errors}${overload(row)} |`,
    ),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const largest = options.sizes[options.sizes.length - 1];
  const seedSeconds = largest / SEED_RATE;
  const searchSeconds = options.sizes.length * searches([]).length * 2 * options.rates.length * (options.seconds + SEARCH_OVERHEAD_S);
  console.log(
    `bench:search: sizes ${options.sizes.join(', ')}, rates ${options.rates.join(', ')}/s for ${options.seconds} s each. ` +
      `Estimated ${Math.ceil((seedSeconds + searchSeconds) / 60)} min (seeding ~${Math.ceil(seedSeconds / 60)} min at ` +
      `${SEED_RATE} members/s into both engines, searches ~${Math.ceil(searchSeconds / 60)} min; a search slower than ` +
      `${TOO_SLOW_MS} ms alone is measured only alone, and one the engine falls behind on stops early).`,
  );

  const scratch = await startSingle();
  const redis = connectRedis(scratch.url);
  const namespace = `bench${Date.now().toString(36)}`;
  const alias = peopleIndexAlias(namespace);
  const engines: [string, SearchIndex][] = [
    ['OpenSearch', new OpenSearchSearchIndex(redis, `${namespace}-os:`, { urls: [options.opensearchUrl], alias })],
    ['Redis index', new RedisSearchIndex(redis, `${namespace}-redis:`)],
  ];
  const report: string[] = [];
  try {
    const targetIds = TARGET_NAMES.map((_, at) => largest + 1 + at);
    const targets = TARGET_NAMES.map((name, at) => targetOf(targetIds[at], name));
    let seeded = 0;
    for (const size of options.sizes) {
      console.log(`adding members ${seeded + 1}..${size} to both engines`);
      const seedRate = await grow(engines.map(([, index]) => index), seeded + 1, size + 1, seeded === 0 ? targets : []);
      console.log(`  ${Math.round(seedRate)} members/s`);
      seeded = size;
      const rows: Figures[] = [];
      for (const search of searches(targetIds)) {
        for (const rate of options.rates) {
          for (const [engine, index] of engines) {
            const figures = await measure(engine, index, search, rate, options.seconds);
            rows.push(figures);
            const place = figures.targetAt === undefined ? '' : `, searched member ${placeOf(figures)}`;
            const latency =
              figures.singleMs !== undefined
                ? `not run at this rate (${figures.singleMs.toFixed(0)} ms a search)`
                : `p50 ${ms(figures.p50)} p95 ${ms(figures.p95)} p99 ${ms(figures.p99)} ms${overload(figures)}`;
            console.log(`  ${size} ${search.label}, ${engine} ${rate}/s: found ${figures.found}${place}, ${latency}`);
          }
        }
      }
      const section = table(size, rows, seedRate);
      console.log(`\n${section}\n`);
      report.push(section);
    }
  } finally {
    await fetch(new URL(`/${alias}-*`, options.opensearchUrl), { method: 'DELETE' }).catch(() => undefined);
    redis.disconnect();
    await scratch.stop();
  }
  if (options.record) {
    const day = new Date().toISOString().slice(0, 10);
    const file = path.resolve(__dirname, `../results/${day}.md`);
    const heading = `## People search, OpenSearch beside the Redis index (bench:search, ${new Date().toISOString()})\n\nSizes ${options.sizes.join(', ')}; each search at ${options.rates.join(' and ')}/s for ${options.seconds} s (open model: latency from each search's due time), on this machine's local OpenSearch (one node) and a scratch Redis. A search is the index's answer plus the records shown, as profile answers GET /api/users/search.\n\n`;
    fs.appendFileSync(file, `\n${heading}${report.join('\n\n')}\n`);
    console.log(`Appended to ${path.relative(process.cwd(), file)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
