import { mkdirSync, openSync, closeSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDir, repoRoot } from './paths';

/** A record of identity's bundled synthetic NPI registry (the fields journeys look at). */
export interface SyntheticProvider {
  npi: string;
  firstName: string;
  lastName: string;
  specialty: string;
  city: string;
  state: string;
  /** The practice phone the registry lists: where NPI binding codes go. */
  phoneNumber: string;
}

const REGISTRY = join(
  repoRoot,
  'services/identity/src/modules/npi-discovery/registry/synthetic-providers.json',
);

/**
 * One NPI belongs to one account, and the registry holds only a few dozen records, so tests that register
 * with one must not pick the same record on one stack: a random pick collided between two journeys of one
 * run. Each pick is claimed with a file created exclusively (O_EXCL) in a folder of the running stack, so
 * test files in other workers, suites or reruns on that stack never get a claimed record.
 */
export function claimSyntheticProvider(
  accept: (record: SyntheticProvider) => boolean = () => true,
): SyntheticProvider {
  const records = (JSON.parse(readFileSync(REGISTRY, 'utf8')) as SyntheticProvider[]).filter(accept);
  const claims = claimsFolder();
  mkdirSync(claims, { recursive: true });
  for (const record of shuffled(records)) {
    try {
      closeSync(openSync(join(claims, record.npi), 'wx'));
      return record;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(
    `Every one of the ${records.length} synthetic NPI records asked for is already claimed on this stack (${claims})`,
  );
}

/** Beside the stack's state file, so a new stack (new namespace, empty databases) starts with no claims. */
function claimsFolder(): string {
  const stackFile = process.env.DOCNET_STACK_FILE;
  return stackFile ? `${stackFile.replace(/\.json$/, '')}.npi-claims` : join(localDir, 'npi-claims');
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
