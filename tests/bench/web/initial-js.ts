/**
 * The JavaScript a visitor's browser downloads before the first screen can start: the entry script of
 * web/dist/index.html and its static imports (the modulepreload links), read from Vite's manifest.
 * The prerendered /auth (web/dist/auth/index.html) loads the same scripts, so this is /auth's initial
 * JavaScript; the screens' lazy chunks (per route) come after and are reported apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../harness/paths';

/**
 * The budget of the check in `npm test` (kB = 1000 bytes, gzip, as Vite prints them). 151: the shell carries the
 * whole /api route table (`ApiRoutes`), which grows with every feature; splitting it so the shell holds only the
 * routes it calls is the way back under 150.
 */
export const INITIAL_JS_BUDGET_KB = 151;

export const webDist = join(repoRoot, 'web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface JavaScriptSize {
  chunks: ChunkSize[];
  bytes: number;
  gzipBytes: number;
}

function readManifest(distDir: string): Manifest {
  const file = join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the SPA first (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The chunk at `key` and everything it imports statically, each once. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the Vite manifest has no chunk ${key}`);
  return [key, ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen))];
}

function measure(distDir: string, manifest: Manifest, keys: string[]): JavaScriptSize {
  const chunks = keys.map((key) => {
    const file = manifest[key].file;
    const content = readFileSync(join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  return {
    chunks,
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
  };
}

/** The entry script of index.html and its static imports. */
export function initialJavaScript(distDir = webDist): JavaScriptSize {
  const manifest = readManifest(distDir);
  const size = measure(distDir, manifest, staticClosure(manifest, 'index.html'));
  // The manifest must describe the page actually served: its entry script is the one index.html loads.
  for (const page of ['index.html', 'auth/index.html']) {
    const html = readFileSync(join(distDir, page), 'utf8');
    for (const chunk of size.chunks) {
      if (!html.includes(`/${chunk.file}"`)) throw new Error(`${page} does not load ${chunk.file}: stale manifest?`);
    }
  }
  return size;
}

/** A screen's lazy chunk (e.g. src/app/routes/auth.tsx) and its static imports not already in the initial download. */
export function screenJavaScript(screenSource: string, distDir = webDist): JavaScriptSize {
  const manifest = readManifest(distDir);
  const initial = new Set(staticClosure(manifest, 'index.html'));
  const key = `src/app/routes/${screenSource}`;
  return measure(distDir, manifest, staticClosure(manifest, key).filter((chunk) => !initial.has(chunk)));
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
