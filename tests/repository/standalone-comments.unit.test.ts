import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Comments and test names say why in the project's own words: a citation of an issue number or of a section of a
 * document outside the repository means nothing to the next reader. A product rule that needs a reference cites
 * docs/product/<feature>.md.
 */
const root = join(__dirname, '../..');
const citations = [/\bissues? #?\d+/i, /§\s?\d/, /\bpart[- ][12](?:'s)?\b/i];
// A comment line, the comment at a line's end, or a test's name.
const commentOrName = /^\s*(?:\/\/|\/\*|\*|\{\/\*)|(?<![:"'`])\/\/|^\s*(?:describe|it|test)(?:\.\w+)?\(/;

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.includes('node_modules/'));
}

describe('comments stand alone', () => {
  it('cite no issue number and no section of an outside document', () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (commentOrName.test(line) && citations.some((citation) => citation.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
