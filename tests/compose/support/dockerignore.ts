// ---------------------------------------------------------------------------- .dockerignore model

export interface IgnoreRule {
  negate: boolean;
  regex: RegExp;
}

export function dockerignoreRules(text: string): IgnoreRule[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = (negate ? line.slice(1) : line).trim().replace(/^\/+/, '').replace(/\/+$/, '');
      let source = '';
      for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '*' && pattern[i + 1] === '*') {
          if (pattern[i + 2] === '/') {
            source += '(?:.*/)?';
            i += 2;
          } else {
            source += '.*';
            i += 1;
          }
        } else if (c === '*') source += '[^/]*';
        else if (c === '?') source += '[^/]';
        else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      }
      return { negate, regex: new RegExp(`^${source}$`) };
    });
}

/** Docker's rule: a path is excluded when the last pattern matching it, or one of its parent
 * folders, is not a `!` exception. */
export function isIgnored(rules: IgnoreRule[], path: string): boolean {
  const parts = path.replace(/^\.\//, '').replace(/\/+$/, '').split('/');
  const candidates = parts.map((_p, i) => parts.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const rule of rules) {
    if (candidates.some((c) => rule.regex.test(c))) ignored = !rule.negate;
  }
  return ignored;
}
