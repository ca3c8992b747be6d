import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * /api/docs lists each operation by its summary: a name of a few words, so the list reads at a glance. What the
 * operation checks, answers and refuses goes into its description.
 */
const SUMMARY_MAX = 100;
const modules = join(__dirname, '../src/modules');

function controllers(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? controllers(join(folder, entry.name)) : entry.name.endsWith('.controller.ts') ? [join(folder, entry.name)] : [],
  );
}

describe('OpenAPI summaries', () => {
  it(`are at most ${SUMMARY_MAX} characters, the details in the description`, () => {
    const long: string[] = [];
    for (const file of controllers(modules)) {
      for (const [, summary] of readFileSync(file, 'utf8').matchAll(/summary:\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)/g)) {
        if (summary.length - 2 > SUMMARY_MAX) long.push(`${file.slice(modules.length + 1)}: ${summary.slice(0, 80)}…`);
      }
    }
    expect(long).toEqual([]);
  });
});
