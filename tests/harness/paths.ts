import { join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '../..');
export const localDir = join(repoRoot, '.local');
