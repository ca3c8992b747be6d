import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Alias, type Plugin } from 'vite';

/** What the SSR bundle of the prerender entry (src/app/prerender.tsx) exports. */
interface PrerenderModule {
  prerenderedPaths: string[];
  prerender(pathname: string): Promise<{ html: string; styles: string; title: string }>;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the page's markup in #root, its styles in the head and its title. */
export function pageHtml(template: string, page: { html: string; styles: string; title: string }): string {
  const withRoot = template.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  if (withRoot === template) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return withRoot
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${page.styles}</head>`);
}

/**
 * After the client build, renders the public pages to `dist/<path>/index.html` (the BFF serves them for
 * their path): the entry is bundled for Node in a temporary folder, then each page is rendered into the
 * built index.html, so the scripts and preloads stay those of the client build. Runs before precompress
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
            build: { ssr: entry, outDir: ssrDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'prerender.mjs' } } },
          });
          const module = (await import(pathToFileURL(join(ssrDir, 'prerender.mjs')).href)) as PrerenderModule;
          const template = await readFile(join(outDir, 'index.html'), 'utf8');
          for (const pathname of module.prerenderedPaths) {
            const folder = join(outDir, pathname);
            await mkdir(folder, { recursive: true });
            await writeFile(join(folder, 'index.html'), pageHtml(template, await module.prerender(pathname)));
          }
          this.info(`prerendered ${module.prerenderedPaths.join(', ')}`);
        } finally {
          await rm(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
