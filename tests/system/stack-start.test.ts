/**
 * The harness every suite, `npm start` and the bench start stacks with: a stack whose BFF cannot start stops the
 * services it had started, instead of leaving them running (and consuming) with no way in.
 */
import { serviceNames } from '@docnet/contracts';
import { dropNamespace, uniqueNamespace } from '@docnet/platform/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadStackState, processAlive, startStack } from '../harness/stack';

jest.setTimeout(120_000);

const suite = loadStackState(process.env.DOCNET_STACK_FILE);

it('stops every service it started when the BFF does not start', async () => {
  const namespace = uniqueNamespace('stackfail');
  const stateFile = join(mkdtempSync(join(tmpdir(), 'docnet-stack-')), 'state.json');
  try {
    // A secret the BFF's settings refuse: it exits at start, after the seven services are up.
    await expect(
      startStack({
        infra: suite.infra,
        namespace,
        ports: 'free',
        logLevel: 'warn',
        bffEnv: { SESSION_SECRET: 'too short' },
        stateFile,
      }),
    ).rejects.toThrow(/bff/i);
    const state = loadStackState(stateFile);
    for (const name of serviceNames) {
      expect(state.processes[name].pid).toBeGreaterThan(0);
      expect([name, processAlive(state, name)]).toEqual([name, false]);
    }
  } finally {
    await dropNamespace(suite.infra.mongoUrl, suite.infra.kafkaBrokers, namespace);
  }
});
