'use strict';
// Container health probe of DocNet's Node images: GET http://127.0.0.1:$PORT<path>, healthy on 2xx.
// Usage: node healthcheck.cjs [path]   (path defaults to $HEALTH_PATH, then /health)
// Plain node + global fetch, so the slim runtime image needs no curl or wget.

const port = process.env.PORT;
const path = process.argv[2] || process.env.HEALTH_PATH || '/health';
const timeoutMs = Number(process.env.HEALTHCHECK_TIMEOUT_MS) || 4000;

if (!port) {
  console.error('healthcheck: PORT is not set');
  process.exit(1);
}

fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(timeoutMs) }).then(
  async (res) => {
    const body = await res.text().catch(() => '');
    if (!res.ok) console.error(`healthcheck: ${path} answered ${res.status} ${body.slice(0, 500)}`);
    process.exit(res.ok ? 0 : 1);
  },
  (err) => {
    console.error(`healthcheck: ${path} failed: ${err && err.message ? err.message : err}`);
    process.exit(1);
  },
);
