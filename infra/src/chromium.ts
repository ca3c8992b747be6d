import fs from 'node:fs';
import { aptInstall } from './apt';
import type { Log } from './process';

const CHROMIUM = '/usr/bin/chromium';

/** Debian's chromium, installed with apt-get when missing (browser downloads are not reachable here). */
export async function ensureChromium(options: { log?: Log } = {}): Promise<string> {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  await aptInstall(['chromium'], `Chromium: ${CHROMIUM} is missing`, options.log ?? (() => undefined));
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`Chromium: apt-get installed chromium but ${CHROMIUM} is still missing`);
  return CHROMIUM;
}
