import { join, resolve } from 'node:path';

/** The repository root, the compose file and the Dockerfile of every Node deployable. */
export const ROOT = resolve(__dirname, '..', '..', '..');
export const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');
export const SERVICE_DOCKERFILE = 'infra/docker/service.Dockerfile';

// ------------------------------------------------------------------------------------------ types

export type Dict = Record<string, unknown>;

export interface Healthcheck {
  test?: string | string[];
  disable?: boolean;
}

export interface BuildSpec {
  context?: string;
  dockerfile?: string;
  args?: Dict | string[];
}

export interface ComposeService {
  image?: string;
  build?: string | BuildSpec;
  environment?: Dict | string[];
  ports?: unknown[];
  expose?: unknown[];
  healthcheck?: Healthcheck;
  depends_on?: string[] | Record<string, { condition?: string }>;
  restart?: string;
  volumes?: unknown[];
  container_name?: string;
  hostname?: string;
  network_mode?: string;
  deploy?: Dict;
}

export interface ComposeFile {
  version?: unknown;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

// ------------------------------------------------------------------------ compose interpolation

export interface VariableReference {
  name: string;
  /** '' for $VAR / ${VAR}, otherwise one of :- - :? ? :+ + */
  operator: string;
  argument: string;
}

/** The `${VAR...}` / `$VAR` references of one string, honouring compose's `$$` escape. */
export function variableReferences(value: string): VariableReference[] {
  const refs: VariableReference[] = [];
  for (let i = 0; i < value.length; i++) {
    if (value[i] !== '$') continue;
    const next = value[i + 1];
    if (next === '$') {
      i++;
      continue;
    }
    if (next === '{') {
      let depth = 1;
      let j = i + 2;
      while (j < value.length && depth > 0) {
        if (value[j] === '{') depth++;
        if (value[j] === '}') depth--;
        j++;
      }
      const body = value.slice(i + 2, j - 1);
      const match = /^([A-Za-z_][A-Za-z0-9_]*)(:-|-|:\?|\?|:\+|\+)?([\s\S]*)$/.exec(body);
      if (!match) throw new Error(`invalid interpolation \${${body}} in ${JSON.stringify(value)}`);
      refs.push({ name: match[1], operator: match[2] ?? '', argument: match[3] });
      i = j - 1;
      continue;
    }
    const bare = /^[A-Za-z_][A-Za-z0-9_]*/.exec(value.slice(i + 1));
    if (bare) {
      refs.push({ name: bare[0], operator: '', argument: '' });
      i += bare[0].length;
    }
  }
  return refs;
}

/** The value compose would use with an empty environment; required variables become <NAME>. */
export function withDefaults(value: string): string {
  return value
    .replace(
      /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?([-?+]))?([^}]*)\}/g,
      (_m, name: string, op?: string, arg?: string) => {
        if (op === '-') return arg ?? '';
        if (op === '?') return `<${name}>`;
        return '';
      },
    )
    .replace(/\$\$/g, '$');
}

export function stringLeaves(node: unknown, path: string[] = []): Array<{ path: string; value: string }> {
  if (typeof node === 'string') return [{ path: path.join('.'), value: node }];
  if (Array.isArray(node)) return node.flatMap((item, i) => stringLeaves(item, [...path, String(i)]));
  if (node && typeof node === 'object') {
    return Object.entries(node as Dict).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  }
  return [];
}

export function keysNamed(node: unknown, key: string, path: string[] = []): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => keysNamed(item, key, [...path, String(i)]));
  if (node && typeof node === 'object') {
    return Object.entries(node as Dict).flatMap(([k, v]) => [
      ...(k === key ? [[...path, k].join('.')] : []),
      ...keysNamed(v, key, [...path, k]),
    ]);
  }
  return [];
}

// ------------------------------------------------------------------------------- compose helpers

export function environmentOf(service: ComposeService): Record<string, string> {
  const env: Record<string, string> = {};
  const raw = service.environment;
  if (Array.isArray(raw)) {
    for (const entry of raw) {
      const [key, ...rest] = String(entry).split('=');
      env[key] = rest.join('=');
    }
  } else if (raw) {
    for (const [key, value] of Object.entries(raw)) {
      // Compose allows string, number, boolean or null values here.
      env[key] =
        typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : '';
    }
  }
  return env;
}

export function buildOf(service: ComposeService): BuildSpec | undefined {
  if (service.build === undefined) return undefined;
  return typeof service.build === 'string' ? { context: service.build } : service.build;
}

export function buildArgsOf(service: ComposeService): Record<string, string> {
  const args = buildOf(service)?.args;
  if (!args) return {};
  if (Array.isArray(args)) {
    return Object.fromEntries(args.map((a) => String(a).split('=')).map(([k, ...v]) => [k, v.join('=')]));
  }
  return Object.fromEntries(Object.entries(args).map(([k, v]) => [k, String(v)]));
}

export function dependenciesOf(service: ComposeService): Record<string, string> {
  const deps = service.depends_on;
  if (!deps) return {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [d, 'service_started']));
  return Object.fromEntries(Object.entries(deps).map(([k, v]) => [k, v?.condition ?? 'service_started']));
}

export function healthcheckTest(service: ComposeService): string {
  const test = service.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
}

export function hasComposeHealthcheck(service: ComposeService): boolean {
  const hc = service.healthcheck;
  if (!hc || hc.disable === true || hc.test === undefined) return false;
  if (Array.isArray(hc.test)) {
    return (hc.test[0] === 'CMD' || hc.test[0] === 'CMD-SHELL') && hc.test.length > 1;
  }
  return typeof hc.test === 'string' && hc.test.trim() !== '';
}
