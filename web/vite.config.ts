import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';

// The contracts package builds to CommonJS for Node; the SPA bundles its TypeScript source instead.
const contractsSource = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const contractsDir = fileURLToPath(new URL('../contracts/src/', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));

// Dev and preview servers forward /api to the BFF (same-origin cookies, as in production).
const apiTarget = process.env.DOCNET_API_URL ?? 'http://127.0.0.1:8080';

const apiProxy: Record<string, ProxyOptions> = {
  '/api': {
    target: apiTarget,
    changeOrigin: true,
    // The BFF checks Origin on state-changing requests; present the proxied request as same-origin.
    configure: (proxy) => {
      proxy.on('proxyReq', (proxyReq) => {
        if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', new URL(apiTarget).origin);
      });
    },
  },
};

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // The public pages as HTML with their critical CSS (before precompress, which compresses them too).
    prerender('src/app/prerender.tsx'),
    precompress(),
    // The service worker (src/service-worker/sw.ts, Workbox) with the app shell's precache list injected. The web app
    // manifest is public/manifest.webmanifest and the page registers the worker itself, for members only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // The empty shell every client-rendered path loads, the scripts and styles of every screen, the icons: the
        // prerendered pages stay network-only (their markup is the page's state at build time, the shell serves all).
        globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'manifest.webmanifest', 'icons/*.png'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    // `npm run analyze -w web`: what each chunk carries, gzipped, in dist/stats.html (not part of a normal build).
    mode === 'analyze' && visualizer({ filename: 'dist/stats.html', template: 'treemap', gzipSize: true, brotliSize: true }),
  ],
  resolve: {
    alias: [
      { find: /^@docnet\/contracts$/, replacement: contractsSource },
      { find: /^@\//, replacement: `${srcDir}/` },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, proxy: apiProxy },
  preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the initial-JavaScript budget check (tests/bench/web) reads the entry's imports.
    manifest: true,
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // The contracts' modules only declare routes, types and schemas: what the SPA does not use is dropped
      // (otherwise one import from the barrel pulls every schema, event and yup into the entry chunk).
      treeshake: { moduleSideEffects: (id) => !id.startsWith(contractsDir) },
      output: {
        // A long-lived framework chunk: app changes do not invalidate it in browsers' caches. antd and the
        // other libraries are left to Rollup, so each screen's chunk carries only the components it uses
        // (one antd chunk would put every component of every screen into the first download).
        manualChunks(id) {
          if (
            /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run)[\\/]/.test(
              id,
            )
          )
            return 'react';
          return undefined;
        },
      },
    },
  },
}));
