import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';

/**
 * Every package README has one shape, so a newcomer finds the same things in the same places, and stays short: a
 * README is the overview, the detail lives in docs/ and is linked. A link that leads nowhere is a dead end.
 */
const root = join(__dirname, '../..');
const MAX_LINES = 150;
const MAX_CELL = 300;
const parts = [
  'what it owns',
  'how it fits',
  'run it alone',
  'test it alone',
  'configuration',
  'where to start reading',
];

const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;
const packageReadmes = workspaces.map((folder) => `${folder}/README.md`);

function markdownFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !file.includes('node_modules/') && existsSync(join(root, file)));
}

describe('package READMEs', () => {
  it.each(packageReadmes)('%s has the common shape, at most 150 lines and short table cells', (readme) => {
    const text = readFileSync(join(root, readme), 'utf8');
    const lines = text.split('\n');
    const headings = lines.filter((line) => line.startsWith('## ')).map((line) => line.toLowerCase());
    expect(parts.filter((part) => !headings.some((heading) => heading.includes(part)))).toEqual([]);
    expect(lines.length).toBeLessThanOrEqual(MAX_LINES);
    const longCells = lines
      .filter((line) => line.trimStart().startsWith('|'))
      .flatMap((line) => line.split('|').filter((cell) => cell.trim().length > MAX_CELL))
      .map((cell) => `${cell.trim().slice(0, 60)}…`);
    expect(longCells).toEqual([]);
  });
});

describe('markdown links', () => {
  it('lead to files of the repository', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      // Code spans show paths and links as text (an app route, a template), so they are left out.
      const text = readFileSync(join(root, file), 'utf8').replace(/`[^`\n]*`/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue;
        if (!existsSync(join(root, dirname(file), target))) broken.push(`${file} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
