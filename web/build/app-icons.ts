/**
 * The installed app's icons, drawn from the site's mark (public/favicon.svg's "D" on DocNet blue) and written to
 * public/icons/ once: `npx tsx web/build/app-icons.ts` (sharp, a dependency of the BFF). The PNGs are committed,
 * so a build needs no image library; run this again only when the mark changes.
 *
 * - icon-<size>.png ("any"): the rounded tile as it is, transparent outside it.
 * - maskable-<size>.png: a full-bleed blue square with the mark inside the middle 60 %, so every launcher's mask
 *   (circle, squircle, rounded square) keeps the whole "D" (the safe zone is the centred circle of 80 %).
 * - apple-touch-icon.png (180 px): iOS draws no transparency and rounds the corners itself: full bleed too.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BLUE = '#0958d9';
const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** The "D" of favicon.svg on a 32-unit grid, white. */
const mark = '<path d="M9 8h7a8 8 0 0 1 0 16H9z" fill="none" stroke="#fff" stroke-width="3"/>';

const tile = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
  `<rect width="32" height="32" rx="6" fill="${BLUE}"/>${mark}</svg>`;

/** The mark scaled to `share` of the square around its centre. */
const fullBleed = (size: number, share: number) => {
  const offset = (32 * (1 - share)) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" fill="${BLUE}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${share})">${mark}</g></svg>`
  );
};

async function write(file: string, svg: string): Promise<void> {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(`${outDir}${file}`);
  console.log(`wrote web/public/icons/${file}`);
}

await mkdir(outDir, { recursive: true });
for (const size of [192, 512]) {
  await write(`icon-${size}.png`, tile(size));
  await write(`maskable-${size}.png`, fullBleed(size, 0.6));
}
await write('apple-touch-icon.png', fullBleed(180, 0.8));
