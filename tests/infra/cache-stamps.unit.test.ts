import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../harness/paths';

/**
 * The stamps that tell whether the machine-wide cache (~/.cache/docnet: Kafka's jars, the FerretDB build) is current
 * must not depend on where the checkout is: CI clones into another folder, and every run there rebuilt FerretDB and
 * fetched Kafka again (and the next local run, again).
 */
describe('cache stamps', () => {
  const clones: string[] = [];
  afterAll(() => clones.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** The Kafka stamp as `infra/src` of a copy of the infra folder in `root` computes it. */
  function kafkaStampIn(root: string): string {
    const script = join(root, 'stamp.ts');
    writeFileSync(
      script,
      `import { join } from 'node:path';\nimport { hashFiles } from './infra/src/process';\n` +
        `process.stdout.write(hashFiles([join(__dirname, 'infra', 'kafka', 'pom.xml')]));\n`,
    );
    const tsx = pathToFileURL(require.resolve('tsx')).href;
    // `npm test` runs under tsx with this checkout's tsconfig named relative to it, which the copy does not have.
    const { TSX_TSCONFIG_PATH: _ours, ...env } = process.env;
    return execFileSync(process.execPath, ['--import', tsx, script], { encoding: 'utf8', cwd: root, env });
  }

  function cloneOfInfra(edit?: (root: string) => void): string {
    const root = mkdtempSync(join(tmpdir(), 'docnet-clone-'));
    clones.push(root);
    cpSync(join(repoRoot, 'infra', 'src'), join(root, 'infra', 'src'), { recursive: true });
    cpSync(join(repoRoot, 'infra', 'kafka'), join(root, 'infra', 'kafka'), { recursive: true });
    edit?.(root);
    return root;
  }

  it('are the same for the same files in clones in different folders, and differ when a file does', () => {
    const here = cloneOfInfra();
    const elsewhere = cloneOfInfra();
    const changed = cloneOfInfra((root) => writeFileSync(join(root, 'infra', 'kafka', 'pom.xml'), '<project/>\n'));

    expect(kafkaStampIn(here)).toMatch(/^[0-9a-f]{16}$/);
    expect(kafkaStampIn(elsewhere)).toBe(kafkaStampIn(here));
    expect(kafkaStampIn(changed)).not.toBe(kafkaStampIn(here));
  });
});
