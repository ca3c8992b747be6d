import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The contracts package builds to CommonJS for Node; the SPA bundles its TypeScript source instead.
const contractsSource = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
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

export default defineConfig({
  plugins: [react()],
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
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks: app changes do not invalidate the framework code in browsers' caches.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (
            /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run)[\\/]/.test(
              id,
            )
          )
            return 'react';
          if (/[\\/]node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/.test(id))
            return 'antd';
          return 'vendor';
        },
      },
    },
  },
});
