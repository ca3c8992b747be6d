import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './compose-file';

// ------------------------------------------------------------------------------ Dockerfile model

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  base: string;
  name?: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  globalArgs: Record<string, string>;
  stages: Stage[];
}

export function parseDockerfile(text: string): Dockerfile {
  const logical: string[] = [];
  let current = '';
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*#/.test(line)) continue; // comments (also inside continuations), parser directives
    if (/\\\s*$/.test(line)) {
      current += line.replace(/\\\s*$/, ' ');
      continue;
    }
    current += line;
    if (current.trim() !== '') logical.push(current.trim());
    current = '';
  }
  if (current.trim() !== '') logical.push(current.trim());

  const dockerfile: Dockerfile = { globalArgs: {}, stages: [] };
  for (const line of logical) {
    const [, keyword, args = ''] = /^(\S+)\s*([\s\S]*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: args.trim() };
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const asIndex = words.findIndex((w) => w.toUpperCase() === 'AS');
      dockerfile.stages.push({
        base: words[0],
        name: asIndex >= 0 ? words[asIndex + 1] : undefined,
        instructions: [],
      });
    } else if (dockerfile.stages.length === 0) {
      if (instruction.keyword === 'ARG') {
        const [name, ...value] = instruction.args.split('=');
        dockerfile.globalArgs[name] = value.join('=');
      }
    } else {
      dockerfile.stages[dockerfile.stages.length - 1].instructions.push(instruction);
    }
  }
  return dockerfile;
}

/** The final stage and the stages of this file it is built FROM, innermost (final) first. */
export function finalStageChain(dockerfile: Dockerfile): Stage[] {
  const chain: Stage[] = [];
  let stage: Stage | undefined = dockerfile.stages[dockerfile.stages.length - 1];
  while (stage && !chain.includes(stage)) {
    chain.push(stage);
    const base: string = stage.base;
    stage = dockerfile.stages.find((s) => s.name === base);
  }
  return chain;
}

/** The last `keyword` instruction in effect for the final image (searching the chain). */
export function effective(dockerfile: Dockerfile, keyword: string): Instruction | undefined {
  for (const stage of finalStageChain(dockerfile)) {
    const found = stage.instructions.filter((i) => i.keyword === keyword);
    if (found.length > 0) return found[found.length - 1];
  }
  return undefined;
}

export function resolveGlobalArg(dockerfile: Dockerfile, reference: string): string {
  return reference.replace(
    /\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g,
    (_m, name: string) => dockerfile.globalArgs[name] ?? '',
  );
}

export interface CopyInstruction {
  from?: string;
  sources: string[];
  destination: string;
}

export function copiesOf(stage: Stage): CopyInstruction[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')
    .map((i) => {
      const words = i.args.split(/\s+/);
      const flags = words.filter((w) => w.startsWith('--'));
      const paths = i.args.trim().startsWith('[')
        ? (JSON.parse(i.args.slice(i.args.indexOf('['))) as string[])
        : words.filter((w) => !w.startsWith('--'));
      const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
      return { from, sources: paths.slice(0, -1), destination: paths[paths.length - 1] };
    });
}

export function readDockerfile(relativePath: string): Dockerfile {
  return parseDockerfile(readFileSync(join(ROOT, relativePath), 'utf8'));
}
