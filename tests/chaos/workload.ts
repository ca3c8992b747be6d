import { ApiRoutes, type Connection, type Content, type ServiceName } from '@docnet/contracts';
import type { Answer, ChaosMember } from './bff';

/** One request the load sends: its route (for the report), the services it needs, and what its answer means. */
export interface Operation {
  route: string;
  needs: ServiceName[];
  member: ChaosMember;
  method: string;
  path: string;
  body?: unknown;
  /** Records what an acknowledged (2xx) or unacknowledged answer means for the ledger. */
  settle?: (answer: Answer) => void;
}

/** What happened to one write: acknowledged (2xx), or sent without an acknowledgement (it may or may not have happened). */
export type WriteState = 'acked' | 'unknown';

export interface ContentWrite {
  title: string;
  authorId: number;
  state: WriteState;
  id?: number;
}

export interface CommentWrite {
  contentId: number;
  authorId: number;
  body: string;
  state: WriteState;
}

export interface LikeWrite {
  contentId: number;
  memberId: number;
  state: WriteState;
}

/**
 * A pair of members' connection as the load drove it: 'requesting'/'accepting' while the call is out;
 * 'request-unknown' and 'accept-unknown' when the call got no acknowledgement (the pair is left alone then).
 */
export interface ConnectionWrite {
  requesterId: number;
  receiverId: number;
  state: 'requesting' | 'pending' | 'request-unknown' | 'accepting' | 'accepted' | 'accept-unknown';
  id?: number;
}

/** A member's names: the last acknowledged one, and any sent after it without an acknowledgement (either may be current). */
export interface NameWrites {
  acked: string;
  unknownAfter: string[];
  inFlight: boolean;
  acknowledgedChanges: number;
}

/** Every write the load sent, with what it should have produced. */
export class Ledger {
  readonly contents: ContentWrite[] = [];
  readonly comments: CommentWrite[] = [];
  readonly likes = new Map<string, LikeWrite>();
  readonly connections = new Map<string, ConnectionWrite>();
  readonly names = new Map<number, NameWrites>();

  constructor(members: ChaosMember[]) {
    for (const member of members) this.names.set(member.id, { acked: member.name, unknownAfter: [], inFlight: false, acknowledgedChanges: 0 });
  }

  /** The names a member may show now: exactly the acknowledged one unless a later change went unanswered. */
  possibleNames(memberId: number): string[] {
    const names = this.names.get(memberId);
    return names ? [names.acked, ...names.unknownAfter] : [];
  }

  summary() {
    const count = <T extends { state: string }>(items: Iterable<T>, state: string) => [...items].filter((item) => item.state === state).length;
    const names = [...this.names.values()];
    return {
      contents: { acked: count(this.contents, 'acked'), unknown: count(this.contents, 'unknown') },
      comments: { acked: count(this.comments, 'acked'), unknown: count(this.comments, 'unknown') },
      likes: { acked: count(this.likes.values(), 'acked'), unknown: count(this.likes.values(), 'unknown') },
      connectionRequests: {
        acked: [...this.connections.values()].filter((pair) => ['pending', 'accepting', 'accepted', 'accept-unknown'].includes(pair.state)).length,
        unknown: count(this.connections.values(), 'request-unknown'),
      },
      acceptances: { acked: count(this.connections.values(), 'accepted'), unknown: count(this.connections.values(), 'accept-unknown') },
      nameChanges: {
        acked: names.reduce((sum, name) => sum + name.acknowledgedChanges, 0),
        unknown: names.reduce((sum, name) => sum + name.unknownAfter.length, 0),
      },
    };
  }
}

export const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** A small seeded generator (mulberry32), so a run's choices can be replayed with --seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const acknowledged = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/**
 * The mixed workload: about 60% reads (feed, search, profiles, connections, suggestions, recommendations,
 * news, comments) and 40% writes (publish, comment, like, connect, accept, rename), each acting as a
 * random member. A write with nothing to act on (no content to like yet) becomes a feed read.
 */
export class Workload {
  readonly ledger: Ledger;
  private readonly pick: () => number;
  private sequence = 0;

  constructor(
    private readonly members: ChaosMember[],
    private readonly runTag: string,
    seed: number,
  ) {
    this.ledger = new Ledger(members);
    this.pick = random(seed);
  }

  private readonly mix: Array<[number, () => Operation | undefined]> = [
    [14, () => this.read('GET /api/contents', ['content'], `${ApiRoutes.contents}?limit=10`)],
    [4, () => this.commentsRead()],
    [7, () => this.read('GET /api/users/search', ['profile'], `${ApiRoutes.usersSearch}?query=Chaos`)],
    [6, () => this.otherProfile()],
    [5, () => this.read('GET /api/auth/me', ['identity'], ApiRoutes.authMe)],
    [6, () => this.read('GET /api/connections/suggestions', ['social-graph'], ApiRoutes.connectionsSuggestions)],
    [5, () => this.read('GET /api/connections', ['social-graph'], ApiRoutes.connections)],
    [4, () => this.read('GET /api/connections/ai-recommendations', ['ai-assistant'], ApiRoutes.connectionsAiRecommendations)],
    [5, () => this.read('GET /api/news/latest', ['events-news-cme'], ApiRoutes.newsLatest)],
    [4, () => this.read('GET /api/events', ['events-news-cme'], ApiRoutes.events)],
    [8, () => this.publish()],
    [9, () => this.comment()],
    [8, () => this.like()],
    [6, () => this.connect()],
    [5, () => this.accept()],
    [4, () => this.rename()],
  ];

  next(): Operation {
    const total = this.mix.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.pick() * total;
    for (const [weight, make] of this.mix) {
      roll -= weight;
      if (roll < 0) return make() ?? this.read('GET /api/contents', ['content'], `${ApiRoutes.contents}?limit=10`);
    }
    return this.read('GET /api/contents', ['content'], `${ApiRoutes.contents}?limit=10`);
  }

  private any<T>(items: T[]): T | undefined {
    return items.length ? items[Math.floor(this.pick() * items.length)] : undefined;
  }

  private someone(): ChaosMember {
    return this.any(this.members)!;
  }

  private member(id: number): ChaosMember {
    return this.members.find((member) => member.id === id)!;
  }

  private read(route: string, needs: ServiceName[], path: string): Operation {
    return { route, needs, member: this.someone(), method: 'GET', path };
  }

  private ackedContents(): ContentWrite[] {
    return this.ledger.contents.filter((content) => content.state === 'acked' && content.id !== undefined);
  }

  private commentsRead(): Operation | undefined {
    const content = this.any(this.ackedContents());
    return content && this.read('GET /api/contents/:id/comments', ['content'], ApiRoutes.contentComments(content.id!));
  }

  private otherProfile(): Operation {
    const member = this.someone();
    const other = this.any(this.members.filter((candidate) => candidate.id !== member.id))!;
    return { route: 'GET /api/users/:id', needs: ['profile'], member, method: 'GET', path: ApiRoutes.usersById(other.id) };
  }

  private publish(): Operation {
    this.sequence += 1;
    const member = this.someone();
    const write: ContentWrite = { title: `Chaos ${this.runTag} content ${this.sequence}`, authorId: member.id, state: 'unknown' };
    this.ledger.contents.push(write);
    return {
      route: 'POST /api/contents',
      needs: ['content'],
      member,
      method: 'POST',
      path: ApiRoutes.contents,
      body: { title: write.title, body: `Written under fault injection (${this.sequence}).`, contentType: 'article', tags: ['chaos'] },
      settle: (answer) => {
        if (!acknowledged(answer)) return;
        write.state = 'acked';
        write.id = (answer.body as Content).id;
      },
    };
  }

  private comment(): Operation | undefined {
    const content = this.any(this.ackedContents());
    if (!content) return undefined;
    this.sequence += 1;
    const member = this.someone();
    const write: CommentWrite = { contentId: content.id!, authorId: member.id, body: `Chaos ${this.runTag} comment ${this.sequence}`, state: 'unknown' };
    this.ledger.comments.push(write);
    return {
      route: 'POST /api/contents/:id/comments',
      needs: ['content'],
      member,
      method: 'POST',
      path: ApiRoutes.contentComments(content.id!),
      body: { body: write.body },
      settle: (answer) => {
        if (acknowledged(answer)) write.state = 'acked';
      },
    };
  }

  private like(): Operation | undefined {
    const member = this.someone();
    const content = this.any(this.ackedContents().filter((candidate) => !this.ledger.likes.has(`${candidate.id}:${member.id}`)));
    if (!content) return undefined;
    const write: LikeWrite = { contentId: content.id!, memberId: member.id, state: 'unknown' };
    this.ledger.likes.set(`${content.id}:${member.id}`, write);
    return {
      route: 'POST /api/contents/:id/likes',
      needs: ['content'],
      member,
      method: 'POST',
      path: ApiRoutes.contentLikes(content.id!),
      body: {},
      settle: (answer) => {
        if (acknowledged(answer)) write.state = 'acked';
      },
    };
  }

  private connect(): Operation | undefined {
    const requester = this.someone();
    const receiver = this.any(
      this.members.filter((candidate) => candidate.id !== requester.id && !this.ledger.connections.has(pairKey(requester.id, candidate.id))),
    );
    if (!receiver) return undefined;
    const write: ConnectionWrite = { requesterId: requester.id, receiverId: receiver.id, state: 'requesting' };
    this.ledger.connections.set(pairKey(requester.id, receiver.id), write);
    return {
      route: 'POST /api/connections',
      needs: ['social-graph'],
      member: requester,
      method: 'POST',
      path: ApiRoutes.connections,
      body: { receiverId: receiver.id },
      settle: (answer) => {
        if (!acknowledged(answer)) {
          write.state = 'request-unknown';
          return;
        }
        write.state = 'pending';
        write.id = (answer.body as Connection).id;
      },
    };
  }

  private accept(): Operation | undefined {
    const write = this.any([...this.ledger.connections.values()].filter((pair) => pair.state === 'pending'));
    if (!write) return undefined;
    write.state = 'accepting';
    return {
      route: 'PUT /api/connections/:id',
      needs: ['social-graph'],
      member: this.member(write.receiverId),
      method: 'PUT',
      path: ApiRoutes.connectionById(write.id!),
      body: { status: 'accepted' },
      settle: (answer) => {
        write.state = acknowledged(answer) ? 'accepted' : 'accept-unknown';
      },
    };
  }

  /** A name change; one at a time per member, so the order they are applied in is the order they were sent. */
  private rename(): Operation | undefined {
    const member = this.any(this.members.filter((candidate) => !this.ledger.names.get(candidate.id)!.inFlight));
    if (!member) return undefined;
    this.sequence += 1;
    const names = this.ledger.names.get(member.id)!;
    const name = `Dr. Chaos ${member.id} r${this.sequence}`;
    names.inFlight = true;
    return {
      route: 'PATCH /api/users/:id',
      // The profile stores the name; the answer merges the account from identity.
      needs: ['profile', 'identity'],
      member,
      method: 'PATCH',
      path: ApiRoutes.usersById(member.id),
      body: { name },
      settle: (answer) => {
        names.inFlight = false;
        if (acknowledged(answer)) {
          names.acked = name;
          names.unknownAfter = [];
          names.acknowledgedChanges += 1;
        } else {
          names.unknownAfter.push(name);
        }
      },
    };
  }
}
