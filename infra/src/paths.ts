import os from 'node:os';
import path from 'node:path';

export const infraDir = path.resolve(__dirname, '..');
export const repoRoot = path.resolve(infraDir, '..');
export const localDir = path.join(repoRoot, '.local');
export const endpointsFile = path.join(localDir, 'infra.json');

const stateDir = path.join(localDir, 'infra');
export const pieceDir = (piece: string): string => path.join(stateDir, piece);
export const pidFile = (piece: string): string => path.join(stateDir, `${piece}.pid`);
export const logFile = (piece: string): string => path.join(pieceDir(piece), `${piece}.log`);

// Outside the checkout, so that a fresh clone on the same machine reuses downloads and builds.
export const cacheRoot = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'docnet');
export const cacheDir = (toolAndVersion: string): string => path.join(cacheRoot, toolAndVersion);
