import { existsSync, readdirSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { HomeFirstReads } from '@docnet/contracts';
import express, { type NextFunction, type Request, type Response } from 'express';

/** The encodings the web build writes beside each file (`<file>.br`, `<file>.gz`), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** URL paths (e.g. `/assets/index-abc.js`) of the files that have a precompressed copy, per suffix. */
function precompressedFiles(root: string): Map<string, Set<string>> {
  const bySuffix = new Map<string, Set<string>>(ENCODINGS.map(({ suffix }) => [suffix, new Set<string>()]));
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const encoding = ENCODINGS.find(({ suffix }) => file.endsWith(suffix));
    if (!encoding) continue;
    const original = file.slice(0, -encoding.suffix.length);
    if (existsSync(original)) bySuffix.get(encoding.suffix)?.add(`/${relative(root, original).split(sep).join('/')}`);
  }
  return bySuffix;
}

/**
 * Answers a request for a file that has a precompressed copy with the copy the browser accepts (brotli, else
 * gzip) and the original's type, by pointing the request at the copy for the static handler that follows.
 * The build never changes while the BFF runs, so the copies are listed once.
 */
function precompressedCopies(root: string) {
  const available = precompressedFiles(root);
  return (request: Request, response: Response, next: NextFunction) => {
    if (!['GET', 'HEAD'].includes(request.method)) return next();
    const path = request.path;
    const offered = ENCODINGS.filter(({ suffix }) => available.get(suffix)?.has(path));
    if (!offered.length) return next();
    response.vary('Accept-Encoding');
    // Our order, not the header's: browsers list gzip first but brotli is smaller.
    const encoding = offered.find(({ name }) => request.acceptsEncodings(name) === name);
    if (!encoding) return next();
    response.type(extname(path));
    response.setHeader('Content-Encoding', encoding.name);
    request.url = `${path}${encoding.suffix}${request.url.slice(request.path.length)}`;
    next();
  };
}

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/** The prerendered page of / (`index.html` is the empty shell of every client-rendered path). */
const HOME_PAGE = 'home.html';

/**
 * The pages prerendered by the web build (`<folder>/<path>/index.html`, e.g. auth/index.html for /auth, and
 * home.html for /), by their lower-cased URL path: the client router matches paths case-insensitively, and so
 * does this lookup.
 */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (existsSync(join(root, HOME_PAGE))) pages.set('/', `/${HOME_PAGE}`);
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html' || entry.parentPath === root) continue;
    const file = join(entry.parentPath, entry.name);
    pages.set(`/${relative(root, entry.parentPath).split(sep).join('/')}`.toLowerCase(), `/${relative(root, file).split(sep).join('/')}`);
  }
  return pages;
}

/**
 * What a page of a signed-in member reads first, hinted with the page (`Link: rel=preload`) so the browser
 * loads it beside the scripts instead of after them: the home feed's first reads, as the SPA requests them
 * (same URL and credentials, or the browser would download twice).
 */
const firstReadsOfPages = new Map<string, string>([
  ['/', Object.values(HomeFirstReads).map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ')],
]);

export interface SinglePageAppOptions {
  /** The session cookie's name: only a request that carries one gets the hints of a member's first reads. */
  sessionCookie: string;
}

const carriesCookie = (request: Request, name: string): boolean =>
  (request.headers.cookie ?? '').split(';').some((pair) => pair.trimStart().startsWith(`${name}=`));

/** `/Auth/` and `/auth` are the same page. */
const pageKey = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** Nest's application or a bare express one (the tests'). */
interface MiddlewareHost {
  use(...middleware: unknown[]): unknown;
}

/**
 * Serves the built SPA on the BFF's origin: hashed assets cached for a year, compressed copies made at build
 * time when the browser accepts them, a prerendered page for its path (the public pages and the home feed's
 * frame: HTML that paints before the scripts run, then hydrates; a member's / also hints the feed's first
 * reads), and every other non-/api GET answered with index.html so the client router decides (including its
 * 404 page). Pages are revalidated on every load (`no-cache`).
 */
export function serveSinglePageApp(app: MiddlewareHost, folder: string, { sessionCookie }: SinglePageAppOptions): void {
  const root = resolve(folder);
  const index = join(root, 'index.html');
  if (!existsSync(index)) throw new Error(`WEB_DIST ${root} has no index.html: build the SPA with "npm run build -w web"`);
  // The SPA's handlers run before the API's routes: without this guard every /api call paid a file lookup.
  const outsideApi =
    (handler: (request: Request, response: Response, next: NextFunction) => void) =>
    (request: Request, response: Response, next: NextFunction) => (isApiPath(request.path) ? next() : handler(request, response, next));
  const pages = prerenderedPages(root);
  const copies = precompressedCopies(root);
  app.use(outsideApi(copies));
  app.use('/assets', express.static(join(root, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  // No redirect from a page's folder (/auth) to /auth/: the fallback below answers with the page itself.
  app.use(outsideApi(express.static(root, { index: false, redirect: false })));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isApiPath(request.path)) return next();
    const page = pages.get(pageKey(request.path));
    // A prerendered form submitted before the scripts took over posts to its page: load the page again.
    if (page && request.method === 'POST') return response.redirect(303, request.originalUrl);
    if (!['GET', 'HEAD'].includes(request.method)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    if (!page) return response.sendFile(index);
    const firstReads = firstReadsOfPages.get(pageKey(request.path));
    if (firstReads) {
      response.vary('Cookie');
      if (carriesCookie(request, sessionCookie)) response.setHeader('Link', firstReads);
    }
    // The page's compressed copy, through the same negotiation as the assets (the inline styles compress well).
    const query = request.url.slice(request.path.length);
    request.url = `${page}${query}`;
    copies(request, response, () => {
      response.type('html');
      response.sendFile(join(root, request.path));
    });
  });
}
