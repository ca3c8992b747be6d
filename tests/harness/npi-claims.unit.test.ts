import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimSyntheticProvider } from './npi-claims';

describe('claimSyntheticProvider', () => {
  let dir: string;
  const before = process.env.DOCNET_STACK_FILE;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'npi-claims-'));
    process.env.DOCNET_STACK_FILE = join(dir, 'sys-1.json');
  });
  afterEach(() => {
    process.env.DOCNET_STACK_FILE = before;
    rmSync(dir, { recursive: true, force: true });
  });

  it('hands out each record of a stack once, then says that none is left', () => {
    const medical = (record: { specialty: string }) => !/^dentist/i.test(record.specialty);
    const claimed: string[] = [];
    expect(() => {
      for (;;) claimed.push(claimSyntheticProvider(medical).npi);
    }).toThrow(/already claimed on this stack/);
    expect(claimed.length).toBeGreaterThan(1);
    expect(new Set(claimed).size).toBe(claimed.length);
  });

  it('starts afresh for another stack', () => {
    const first = claimSyntheticProvider((record) => record.lastName === 'CHEN');
    process.env.DOCNET_STACK_FILE = join(dir, 'sys-2.json');
    expect(claimSyntheticProvider((record) => record.npi === first.npi).npi).toBe(first.npi);
  });
});
