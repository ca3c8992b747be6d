import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Alias, type Plugin } from 'vite';

/** What the SSR bundle of the prerender entry (src/app/prerender.tsx) exports. */
interface PrerenderModule {
  prerenderedPaths: string[];
  pagesWithScreenPreloads: Record<string, string>;
  prerender(pathname: string): Promise<{ html: string; styles: string; title: string }>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * Where a page is written, relative to dist: `<path>/index.html` (the BFF serves it for its path), except /,
 * whose `index.html` stays the empty shell that every client-rendered path loads: / is `home.html`.
 */
export const pageFile = (pathname: string): string =>
  pathname === '/' ? 'home.html' : `${pathname.slice(1)}/index.html`;

/** The chunks of the build manifest at `key` and everything it imports statically, each once. */
function chunkClosure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): ManifestChunk[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => chunkClosure(manifest, imported, seen))];
}

/**
 * The template with its stylesheets (the app's own few kB) inline: a prerendered page then paints from its
 * HTML alone, while a linked stylesheet shared the slow network with the scripts and held the first paint.
 */
export async function withInlineStylesheets(template: string, outDir: string): Promise<string> {
  let page = template;
  for (const [link, href] of template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)) {
    page = page.replace(link, await inlineStyle(outDir, href));
  }
  return page;
}

async function inlineStyle(outDir: string, file: string): Promise<string> {
  const css = await readFile(join(outDir, file), 'utf8');
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * The head elements of a page whose screen loads with it: a modulepreload for each of its chunks the page does
 * not load already, and their stylesheets inline (the prerendered screen is drawn with them before its scripts
 * run; Vite's own link, added when the chunk loads, then changes nothing).
 */
async function screenHead(template: string, outDir: string, chunks: ManifestChunk[]): Promise<string> {
  const styles = await Promise.all(
    [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => inlineStyle(outDir, file)),
  );
  return (
    modulePreloads(
      template,
      chunks.map((chunk) => chunk.file),
    ) + styles.join('')
  );
}

/** `<link rel="modulepreload">` for each file the page does not load already, as Vite writes them. */
export function modulePreloads(template: string, files: string[]): string {
  return files
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the page's markup in #root, its styles (and any extra head elements) in the head and its title. */
export function pageHtml(
  template: string,
  page: { html: string; styles: string; title: string },
  head = '',
): string {
  const withRoot = template.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  if (withRoot === template) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return withRoot
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${head}${page.styles}</head>`);
}

/**
 * After the client build, renders the public pages to `dist/<path>/index.html` and / to `dist/home.html` (the
 * BFF serves them for their path): the entry is bundled for Node in a temporary folder, then each page is
 * rendered into the built index.html, so the scripts and preloads stay those of the client build (plus the
 * screen's own chunks for the pages of `pagesWithScreenPreloads`), its stylesheets inline. Runs before precompress
 * (a sequential hook), which then writes the pages' .br and .gz copies too.
 */
export function prerender(entry: string): Plugin {
  let root = '';
  let outDir = '';
  let alias: Alias[] = [];
  return {
    name: 'docnet-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      alias = config.resolve.alias;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const ssrDir = await mkdtemp(join(tmpdir(), 'docnet-prerender-'));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: [react()],
            resolve: { alias },
            // One self-contained file: antd's ES modules cannot be imported by Node as they are published.
            ssr: { noExternal: true },
            build: {
              ssr: entry,
              outDir: ssrDir,
              emptyOutDir: true,
              rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
            },
          });
          const module = (await import(pathToFileURL(join(ssrDir, 'prerender.mjs')).href)) as PrerenderModule;
          const template = await withInlineStylesheets(
            await readFile(join(outDir, 'index.html'), 'utf8'),
            outDir,
          );
          const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
            string,
            ManifestChunk
          >;
          for (const pathname of module.prerenderedPaths) {
            const file = join(outDir, pageFile(pathname));
            const screen = module.pagesWithScreenPreloads[pathname];
            const head = screen ? await screenHead(template, outDir, chunkClosure(manifest, screen)) : '';
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, pageHtml(template, await module.prerender(pathname), head));
          }
          this.info(`prerendered ${module.prerenderedPaths.join(', ')}`);
        } finally {
          await rm(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
