import { Random } from '../random';

/*
 * The read-path bench's synthetic network (pure: no Redis here), skewed like the profession: most members share a
 * few specialties, states and hospitals (Zipf-weighted picks), and connection degrees follow a capped power law (most
 * members have a handful, a few have hundreds). Members are generated in id order and a network grows by appending, so
 * the 300,000-member network is the 100,000-member one plus 200,000 members.
 */

/** A member as the read models see them: the card's traits and the topics they write about. */
export interface BenchMember {
  id: number;
  name: string;
  specialty: string;
  state: string;
  city: string;
  affiliation: string | null;
  languages: string[];
  topics: string[];
}

/** A connection between two members, `requester` being the newer one (they asked an older member). */
export interface BenchConnection {
  id: number;
  requester: number;
  receiver: number;
  status: 'accepted' | 'pending';
}

/** Cumulative weights of a Zipf law over `n` ranks with exponent `s`: rank k (0-based) weighs 1 / (k + 1)^s. */
export function zipfCumulative(n: number, s: number): Float64Array {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let rank = 0; rank < n; rank += 1) {
    sum += 1 / (rank + 1) ** s;
    cumulative[rank] = sum;
  }
  for (let rank = 0; rank < n; rank += 1) cumulative[rank] /= sum;
  return cumulative;
}

/** The rank a uniform draw `u` in [0, 1) falls on (binary search over cumulative weights). */
export function rankOf(cumulative: Float64Array, u: number): number {
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle] > u) high = middle;
    else low = middle + 1;
  }
  return low;
}

export interface DegreeLaw {
  /** The fewest connections a member aims at. */
  min: number;
  /** The power law's exponent (2 < alpha: a finite mean of min (alpha - 1) / (alpha - 2)). */
  alpha: number;
  /** The most connections a member has: past it, a member takes no new ones. */
  cap: number;
}

/** Professional networks: a median around 8, a mean around 20, a long tail stopped at 1,500. */
export const DEFAULT_DEGREES: DegreeLaw = { min: 5, alpha: 2.4, cap: 1_500 };

/** The degree a uniform draw `u` in [0, 1) gives under the capped power law (inverse of its distribution). */
export function degreeOf(u: number, { min, alpha, cap }: DegreeLaw): number {
  return Math.min(cap, Math.floor(min * (1 - u) ** (-1 / (alpha - 1))));
}

const SPECIALTIES = [
  'Family Medicine', 'Internal Medicine', 'Pediatrics', 'General Dentistry', 'Emergency Medicine', 'Psychiatry',
  'Anesthesiology', 'Obstetrics and Gynecology', 'Radiology', 'Cardiology', 'Orthopedic Surgery', 'General Surgery',
  'Neurology', 'Dermatology', 'Oncology', 'Gastroenterology', 'Ophthalmology', 'Orthodontics', 'Pulmonology',
  'Urology', 'Nephrology', 'Endocrinology', 'Otolaryngology', 'Pathology', 'Periodontics', 'Endodontics',
  'Oral Surgery', 'Rheumatology', 'Infectious Disease', 'Plastic Surgery', 'Pediatric Dentistry', 'Prosthodontics',
  'Allergy and Immunology', 'Physical Medicine', 'Vascular Surgery', 'Nuclear Medicine', 'Medical Genetics',
  'Geriatrics', 'Sleep Medicine', 'Sports Medicine',
];
const STATES = [
  'CA', 'TX', 'NY', 'FL', 'PA', 'IL', 'OH', 'MA', 'MI', 'NC', 'NJ', 'GA', 'VA', 'WA', 'MD', 'MN', 'TN', 'AZ', 'MO',
  'WI', 'CO', 'IN', 'CT', 'OR', 'LA', 'SC', 'KY', 'AL', 'OK', 'UT', 'IA', 'KS', 'AR', 'NV', 'MS', 'NE', 'NM', 'WV',
  'HI', 'ME', 'NH', 'ID', 'RI', 'DE', 'MT', 'SD', 'ND', 'VT', 'AK', 'WY',
];
const CITIES_PER_STATE = 25;
const AFFILIATIONS_PER_STATE = 300;
const TOPICS = [
  'guidelines', 'case-report', 'imaging', 'cme', 'telehealth', 'ai', 'research', 'ethics', 'implants', 'oncology',
  'cardiology', 'pediatrics', 'billing', 'burnout', 'residency', 'opioids', 'vaccines', 'diabetes', 'stroke', 'sepsis',
  'orthodontics', 'anesthesia', 'genomics', 'wearables', 'public-health', 'rural-care', 'teaching', 'surgery-video',
  'dermoscopy', 'nutrition',
];
const LANGUAGES = ['Spanish', 'Mandarin', 'Hindi', 'Vietnamese', 'Arabic', 'French', 'Russian', 'Korean', 'Tagalog', 'Urdu'];
const FIRST = ['Aisha', 'Ben', 'Carla', 'Dmitri', 'Elena', 'Farid', 'Grace', 'Hiro', 'Inès', 'Jonas', 'Kemal', 'Lina', 'Marco', 'Nadia', 'Omar', 'Priya', 'Zoë', 'Seán'];
const LAST = ['Adams', 'Baker', 'Chen', 'Díaz', 'Evans', 'Fischer', 'García', "O'Brien", 'Ito', 'Jensen', 'Khan', 'López', 'Nguyen', 'Okafor', 'Patel', 'Rossi', 'Silva', 'Wójcik'];

const specialtyLaw = zipfCumulative(SPECIALTIES.length, 1.1);
const stateLaw = zipfCumulative(STATES.length, 1.0);
const cityLaw = zipfCumulative(CITIES_PER_STATE, 1.2);
const affiliationLaw = zipfCumulative(AFFILIATIONS_PER_STATE, 1.0);
const topicLaw = zipfCumulative(TOPICS.length, 1.0);

/** Where a member's connections come from: their hospital, their state, anywhere (friends of friends exist). */
const PARTNER_SOURCES = { affiliation: 0.5, state: 0.3 } as const;
/** The share of connections still pending (a request not answered). */
const PENDING_SHARE = 0.1;

export interface NetworkOptions {
  seed?: number;
  degrees?: DegreeLaw;
}

/**
 * The growing network: `grow(count)` appends members and their connections to earlier members, deterministically
 * for a seed. Keeps per member only their degree and per hospital and state the ids, so a million members cost
 * tens of megabytes in the bench's process.
 */
export class BenchNetwork {
  private readonly random: Random;
  private readonly degrees: DegreeLaw;
  private readonly degree: number[] = [0];
  private readonly byAffiliation = new Map<string, number[]>();
  private readonly byState = new Map<string, number[]>();
  private nextConnection = 1;
  size = 0;

  constructor({ seed = 33, degrees = DEFAULT_DEGREES }: NetworkOptions = {}) {
    this.random = new Random(seed);
    this.degrees = degrees;
  }

  /** The member's connection count so far (both directions, pending included). */
  degreeOf(id: number): number {
    return this.degree[id] ?? 0;
  }

  /** The most connections any member has. */
  maxDegree(): number {
    let most = 0;
    for (const count of this.degree) if (count > most) most = count;
    return most;
  }

  /** The next `count` members, and their connections to members before them. */
  grow(count: number): { members: BenchMember[]; connections: BenchConnection[] } {
    const members: BenchMember[] = [];
    const connections: BenchConnection[] = [];
    for (let index = 0; index < count; index += 1) {
      const member = this.member(this.size + 1);
      this.size += 1;
      this.degree[member.id] = this.degree[member.id] ?? 0;
      // Half of a member's connections are the ones they ask; the other half come from members who join later.
      const asked = Math.ceil(degreeOf(this.random.next(), this.degrees) / 2);
      const partners = new Set<number>();
      for (let attempt = 0; partners.size < asked && attempt < asked * 3 && member.id > 1; attempt += 1) {
        const partner = this.partnerFor(member);
        if (partner !== member.id && this.degreeOf(partner) < this.degrees.cap) partners.add(partner);
      }
      for (const partner of partners) {
        if (this.degreeOf(member.id) >= this.degrees.cap) break;
        this.degree[partner] += 1;
        this.degree[member.id] += 1;
        const status = this.random.next() < PENDING_SHARE ? 'pending' : 'accepted';
        connections.push({ id: this.nextConnection++, requester: member.id, receiver: partner, status });
      }
      if (member.affiliation) push(this.byAffiliation, `${member.state}:${member.affiliation}`, member.id);
      push(this.byState, member.state, member.id);
      members.push(member);
    }
    return { members, connections };
  }

  private member(id: number): BenchMember {
    const random = this.random;
    const state = STATES[rankOf(stateLaw, random.next())];
    const topicCount = random.int(4);
    const topics = new Set<string>();
    for (let index = 0; index < topicCount; index += 1) topics.add(TOPICS[rankOf(topicLaw, random.next())]);
    return {
      id,
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      specialty: SPECIALTIES[rankOf(specialtyLaw, random.next())],
      state,
      city: `${state} City ${rankOf(cityLaw, random.next()) + 1}`,
      affiliation: random.next() < 0.2 ? null : `${state} Hospital ${rankOf(affiliationLaw, random.next()) + 1}`,
      languages: random.next() < 0.7 ? ['English'] : ['English', random.pick(LANGUAGES)],
      topics: [...topics],
    };
  }

  private partnerFor(member: BenchMember): number {
    const roll = this.random.next();
    const colleagues = member.affiliation ? this.byAffiliation.get(`${member.state}:${member.affiliation}`) : undefined;
    if (roll < PARTNER_SOURCES.affiliation && colleagues?.length) return this.random.pick(colleagues);
    const neighbours = this.byState.get(member.state);
    if (roll < PARTNER_SOURCES.affiliation + PARTNER_SOURCES.state && neighbours?.length) return this.random.pick(neighbours);
    return 1 + this.random.int(member.id - 1);
  }
}

function push(index: Map<string, number[]>, key: string, id: number): void {
  const ids = index.get(key);
  if (ids) ids.push(id);
  else index.set(key, [id]);
}

/** What a model holds at one network size, from a scan of its keys and a sample of their MEMORY USAGE. */
export interface ModelKeys {
  /** How many keys of the model the scan found. */
  keys: number;
  /** How many of them were sampled, and their summed MEMORY USAGE (bytes). */
  sampled: number;
  sampledBytes: number;
}

/** A model's estimated bytes: its key count times the mean sampled key's size (0 when nothing was sampled). */
export function modelBytes({ keys, sampled, sampledBytes }: ModelKeys): number {
  return sampled === 0 ? 0 : Math.round((keys * sampledBytes) / sampled);
}

/** Bytes per member of each model, and of all of them, at a network of `members`. */
export function bytesPerMember(models: Readonly<Record<string, ModelKeys>>, members: number): { perModel: Record<string, number>; total: number } {
  const perModel: Record<string, number> = {};
  let total = 0;
  for (const [name, keys] of Object.entries(models)) {
    const bytes = modelBytes(keys);
    perModel[name] = members === 0 ? 0 : bytes / members;
    total += bytes;
  }
  return { perModel, total: members === 0 ? 0 : total / members };
}
