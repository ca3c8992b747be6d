#!/usr/bin/env node
// `npm run infra -- up|down|status`: runs infra/src/cli.ts through tsx (infra is not built).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
let tsxCli;
try {
  tsxCli = require.resolve('tsx/cli');
} catch {
  console.error('[infra] tsx is not installed — run `npm install` at the repository root');
  process.exit(1);
}
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

const child = spawn(process.execPath, [tsxCli, cli, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
