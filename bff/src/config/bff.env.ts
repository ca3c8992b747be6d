import { ServiceCatalog, serviceNames, serviceUrlVariable, type ServiceName } from '@docnet/contracts';
import { kafkaEnv, loadConfig, port, redisUrlSetting, sharedEnv } from '@docnet/platform';
import * as yup from 'yup';
import { parseBaseUrls } from '../clients/service-replicas';

/** `<SERVICE>_URL`: one URL, or several separated by commas (one per replica); the catalogue's local port by default. */
const serviceUrlSetting = (name: ServiceName) =>
  yup
    .string()
    .test('urls', `${serviceUrlVariable(name)} must be a URL, or URLs separated by commas (one per replica)`, (value) => {
      const urls = parseBaseUrls(value ?? '');
      return urls.length > 0 && urls.every((url) => yup.string().url().isValidSync(url));
    })
    .default(`http://127.0.0.1:${ServiceCatalog[name].port}`);

const serviceUrls: Record<string, ReturnType<typeof serviceUrlSetting>> = Object.fromEntries(
  serviceNames.map((name) => [serviceUrlVariable(name), serviceUrlSetting(name)]),
);

export const bffEnvSchema = yup.object({
  ...sharedEnv,
  PORT: port('PORT', 8080),
  /** GET /metrics (Prometheus) on a port of its own: the main port is public, metrics are for the internal scraper. */
  METRICS_PORT: port('METRICS_PORT', 9464),
  /** One Redis (`redis://`) or a Redis Cluster (`redis+cluster://host:port,…`), as the services read it. */
  REDIS_URL: redisUrlSetting,
  /** The live stream (GET /api/live) reads the notification and message topics, as the services do. */
  ...kafkaEnv,
  /**
   * Put before every Redis key of this BFF (sessions, the per-member session sets, rate limits, caches):
   * deployments sharing one Redis (test stacks side by side) then never see each other's members.
   */
  REDIS_KEY_PREFIX: yup.string().default(''),
  SESSION_SECRET: yup
    .string()
    .required('SESSION_SECRET is required')
    .min(32, 'SESSION_SECRET must be at least 32 characters'),
  /** Reverse proxies in front of the BFF (nginx in compose: 1), so rate limits see the client's address. */
  TRUST_PROXY_HOPS: yup.number().integer().min(0).default(0),
  /** Set behind TLS so the session cookie is Secure. */
  COOKIE_SECURE: yup.boolean().default(false),
  /** Extra origins allowed to make state-changing calls (comma-separated), besides the BFF's own. */
  TRUSTED_ORIGINS: yup.string().default(''),
  /** Folder of the built SPA to serve on the same origin; unset when a web server serves it. */
  WEB_DIST: yup.string().optional(),
  /**
   * Failed sign-ins per account (the login as typed) and address in 15 minutes; as many failures on the
   * account from every address start growing delays for browsers that never signed in to it. And
   * registrations per address per hour.
   */
  SIGN_IN_ATTEMPTS_PER_15_MIN: yup.number().integer().min(1).default(10),
  REGISTRATIONS_PER_HOUR: yup.number().integer().min(1).default(20),
  /**
   * Accounts activated per phone number and per browser (its device cookie) in a day: an address alone is cheap to
   * change, and puppet accounts made from one phone or one browser could hide contents by reports.
   */
  REGISTRATIONS_PER_PHONE_PER_DAY: yup.number().integer().min(1).default(3),
  REGISTRATIONS_PER_DEVICE_PER_DAY: yup.number().integer().min(1).default(3),
  /** Failed sign-ins per address in 15 minutes, across accounts. */
  SIGN_IN_ATTEMPTS_PER_IP_PER_15_MIN: yup.number().integer().min(1).default(100),
  /** Email and SMS codes sent per destination, and per address, in an hour. */
  VERIFICATION_CODES_PER_HOUR: yup.number().integer().min(1).default(5),
  VERIFICATION_CODES_PER_IP_PER_HOUR: yup.number().integer().min(1).default(30),
  /** Code checks and NPI searches per address per hour: codes are 6 digits, registry searches cost a provider call. */
  VERIFICATION_CHECKS_PER_IP_PER_HOUR: yup.number().integer().min(1).default(60),
  NPI_SEARCHES_PER_IP_PER_HOUR: yup.number().integer().min(1).default(60),
  /** Password-reset requests per email, and reset calls (requests and resets) per address, in an hour. */
  PASSWORD_RESETS_PER_HOUR: yup.number().integer().min(1).default(5),
  PASSWORD_RESETS_PER_IP_PER_HOUR: yup.number().integer().min(1).default(20),
  /** Password changes per member per hour: each try checks the current password, so guesses are limited too. */
  PASSWORD_CHANGES_PER_HOUR: yup.number().integer().min(1).default(5),
  /** Contact form messages per address per hour: the form is public and each one mails support. */
  CONTACT_MESSAGES_PER_IP_PER_HOUR: yup.number().integer().min(1).default(5),
  /**
   * Suspension appeals per address per hour: the route is signed out, so its token is its only other gate, and each try
   * checks a token and may reach the content service and the PHI guard. A member appeals once; a few tries fix a typo.
   */
  SUSPENSION_APPEALS_PER_IP_PER_HOUR: yup.number().integer().min(1).default(10),
  /** Messages to the AI assistant per member per minute: each may cost a language model call. */
  AI_CHAT_MESSAGES_PER_MINUTE: yup.number().integer().min(1).default(20),
  /** Direct messages a member may send per minute: a human typing sends far fewer, a script flooding connections more. */
  DIRECT_MESSAGES_PER_MINUTE: yup.number().integer().min(1).default(30),
  /**
   * Writes per member per hour that reach other members (their notifications, emails and feeds): contents,
   * comments, likes, connection requests, and events, news and CME (each). Well above what anyone does by hand;
   * the bench, which writes as fast as it is told, raises them.
   */
  CONTENTS_PER_HOUR: yup.number().integer().min(1).default(30),
  COMMENTS_PER_HOUR: yup.number().integer().min(1).default(120),
  LIKES_PER_HOUR: yup.number().integer().min(1).default(300),
  CONNECTION_REQUESTS_PER_HOUR: yup.number().integer().min(1).default(100),
  LISTINGS_PER_HOUR: yup.number().integer().min(1).default(30),
  /** Reports per member per hour: each may open a case in the moderators' queue. */
  REPORTS_PER_HOUR: yup.number().integer().min(1).default(20),
  /** A member's edits (and deletions) of their posts and comments, and changes of their profile, per hour. */
  CONTENT_EDITS_PER_HOUR: yup.number().integer().min(1).default(120),
  PROFILE_EDITS_PER_HOUR: yup.number().integer().min(1).default(120),
  /**
   * Calls to each service: at most SERVICE_MAX_CONCURRENT_CALLS in flight, up to SERVICE_MAX_QUEUED_CALLS more
   * waiting at most SERVICE_MAX_QUEUE_WAIT_MS for a place, the rest refused at once (503, Retry-After);
   * a call taking longer than SERVICE_CALL_TIMEOUT_MS is a 504.
   */
  SERVICE_MAX_CONCURRENT_CALLS: yup.number().integer().min(1).default(32),
  SERVICE_MAX_QUEUED_CALLS: yup.number().integer().min(0).default(32),
  SERVICE_MAX_QUEUE_WAIT_MS: yup.number().integer().min(0).default(2000),
  /**
   * Of those places (in flight or waiting), what the calls made for one member may hold at once; past it, 429. A page
   * has at most six requests in flight (a browser's connections to one origin), each a few calls: well under it.
   */
  SERVICE_MAX_CALLS_PER_MEMBER: yup.number().integer().min(1).default(16),
  /**
   * The same share for the signed-out calls of one client address. Its own setting: an address may be a whole
   * hospital behind one NAT (or every request, when TRUST_PROXY_HOPS is wrong behind a proxy), where a member is one
   * person.
   */
  SERVICE_MAX_CALLS_PER_ADDRESS: yup.number().integer().min(1).default(16),
  SERVICE_CALL_TIMEOUT_MS: yup.number().integer().min(1).default(10_000),
  /** The S3-compatible object store of uploads (profile pictures); endpoint unset means AWS itself. */
  S3_ENDPOINT: yup.string().url('S3_ENDPOINT must be a URL').optional(),
  S3_REGION: yup.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: yup.string().optional(),
  S3_SECRET_ACCESS_KEY: yup.string().optional(),
  S3_BUCKET: yup.string().default('docnet-attachments'),
  /**
   * Uploaded attachments and thumbnails that no content uses are removed by a sweep every
   * UPLOAD_SWEEP_INTERVAL_MINUTES (0: never) once older than UPLOAD_ORPHAN_GRACE_MINUTES (a form may upload
   * a file well before it is saved; the default, a day, leaves a member all the time they need).
   */
  UPLOAD_ORPHAN_GRACE_MINUTES: yup.number().min(0).default(24 * 60),
  UPLOAD_SWEEP_INTERVAL_MINUTES: yup.number().min(0).default(60),
  /**
   * Uploads are parsed (images re-encoded, documents stripped of their metadata) by a pool of
   * UPLOAD_PARSER_THREADS threads; up to UPLOAD_PARSER_QUEUE more wait for one (then 429). Each runs within
   * UPLOAD_PARSER_MEMORY_MB of heap and UPLOAD_PARSER_TIMEOUT_MS, else its thread is ended and the file refused
   * (415); images of more than UPLOAD_IMAGE_MAX_MEGAPIXELS are refused, and longer sides than
   * UPLOAD_IMAGE_MAX_SIDE pixels scaled down.
   */
  UPLOAD_PARSER_THREADS: yup.number().integer().min(1).default(2),
  UPLOAD_PARSER_QUEUE: yup.number().integer().min(0).default(16),
  UPLOAD_PARSER_MEMORY_MB: yup.number().integer().min(16).default(512),
  UPLOAD_PARSER_TIMEOUT_MS: yup.number().integer().min(100).default(30_000),
  UPLOAD_IMAGE_MAX_MEGAPIXELS: yup.number().min(1).default(100),
  UPLOAD_IMAGE_MAX_SIDE: yup.number().integer().min(64).default(8192),
  ...serviceUrls,
});

export type BffConfig = yup.InferType<typeof bffEnvSchema> & Record<`${string}_URL`, string>;

export function loadBffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  return loadConfig('bff', bffEnvSchema, env);
}

/** A service's base URLs: one per replica, or one name that resolves to all of them (as in compose). */
export function serviceBaseUrls(config: BffConfig, name: ServiceName): string[] {
  return parseBaseUrls(config[serviceUrlVariable(name) as `${string}_URL`]);
}

export const BFF_CONFIG = Symbol('BFF_CONFIG');
