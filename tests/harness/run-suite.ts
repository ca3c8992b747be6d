/**
 * Runs one package's contract tests alone: `npm test -w services/<name>` (or bff).
 * Provisions the infrastructure (reusing what runs), then runs jest on that package's test folder.
 */
import { ensureInfra, infraEnv } from '@docnet/infra';
import { printSummary, runJest } from './suites';

async function main(): Promise<boolean> {
  const suite = process.argv[2] ?? '';
  const [kind, name] = suite.split(':');
  if (kind !== 'contract' || !name) throw new Error('usage: run-suite contract:<service>|contract:bff');
  const infra = await ensureInfra({ log: (line) => console.log(`[infra] ${line}`) });
  const folder = name === 'bff' ? 'bff' : `services/${name}`;
  const result = await runJest(suite, 'contract.config.js', { ...process.env, ...infraEnv(infra) }, [`${folder}/test/`]);
  printSummary([result]);
  return result.ok;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
