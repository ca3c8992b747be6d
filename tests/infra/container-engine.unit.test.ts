import { containerEngineReachable } from '@docnet/infra';

/**
 * Which world a test run uses: containers (testcontainers) when an engine answers, the native servers otherwise.
 * The container path itself needs an engine, which these machines lack; `DOCNET_INFRA=containers` forces it.
 */
describe('containerEngineReachable', () => {
  it('follows DOCNET_INFRA when it is set, without probing', async () => {
    expect(await containerEngineReachable({ DOCNET_INFRA: 'native', DOCKER_HOST: 'tcp://127.0.0.1:2375' })).toBe(false);
    expect(await containerEngineReachable({ DOCNET_INFRA: 'containers' })).toBe(true);
  });

  it('answers false when no engine listens where DOCKER_HOST points', async () => {
    const saved = process.env.DOCKER_HOST;
    process.env.DOCKER_HOST = 'tcp://127.0.0.1:9';
    try {
      expect(await containerEngineReachable({})).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.DOCKER_HOST;
      else process.env.DOCKER_HOST = saved;
    }
  });
});
