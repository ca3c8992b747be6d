import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { composerRequest } from '../src/features/content/utils/composer-request';
import {
  shouldShowInstallHint,
  type InstallHintEnvironment,
} from '../src/features/phone-app/utils/install-hint';
import { pushBody, pushTarget, pushTitle } from '../src/service-worker/push-texts';

const publicDir = join(__dirname, '../public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; url: string; icons?: ManifestIcon[] }[];
  share_target: { action: string; method: string; params: Record<string, string> };
}

const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8')) as WebAppManifest;

/** A PNG's width and height from its IHDR chunk. */
function pngSize(src: string): { width: number; height: number } {
  const png = readFileSync(join(publicDir, src));
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  it('installs DocNet as a standalone app on its whole origin', () => {
    expect(manifest).toMatchObject({
      name: 'DocNet',
      short_name: 'DocNet',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it.each([
    [192, 'any'],
    [512, 'any'],
    [192, 'maskable'],
    [512, 'maskable'],
  ])('has a %i px %s icon of that exact size', (size, purpose) => {
    const icon = manifest.icons.find(
      (candidate) => candidate.sizes === `${size}x${size}` && candidate.purpose === purpose,
    );
    expect(icon).toBeDefined();
    expect(icon?.type).toBe('image/png');
    expect(pngSize(icon!.src)).toEqual({ width: size, height: size });
  });

  it.each(['/icons/maskable-192.png', '/icons/maskable-512.png'])(
    'fills %s to its corners in the theme colour (a launcher cuts the edges, never shows them transparent)',
    async (src) => {
      const image = sharp(join(publicDir, src));
      expect((await image.stats()).isOpaque).toBe(true);
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const corner = `#${[...data.subarray(0, 3)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
      expect(corner).toBe(manifest.theme_color);
      // The mark stays inside the centred circle of 80 % that every mask keeps: nothing white outside it.
      const radius = (info.width * 0.8) / 2;
      for (let y = 0; y < info.height; y += 4) {
        for (let x = 0; x < info.width; x += 4) {
          if (Math.hypot(x - info.width / 2, y - info.height / 2) <= radius) continue;
          expect(data[(y * info.width + x) * info.channels]).toBeLessThan(128);
        }
      }
    },
  );

  it('offers shortcuts to write a post, to messages and to the CME wallet, inside its scope', () => {
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/?compose=post',
      '/messages',
      '/resources/cme-wallet',
    ]);
    for (const shortcut of manifest.shortcuts)
      for (const icon of shortcut.icons ?? []) expect(pngSize(icon.src).width).toBeGreaterThanOrEqual(96);
  });

  it('receives shares into the composer: what it sends is what the composer reads', () => {
    const { action, method, params } = manifest.share_target;
    expect({ action, method }).toEqual({ action: '/', method: 'GET' });
    const shared = new URLSearchParams({
      [params.title]: 'Étude: pédiatrie d’urgence',
      [params.text]: 'Worth reading before Monday’s rounds',
      [params.url]: 'https://example.org/articles/42',
    });
    expect(composerRequest(shared)).toEqual({
      title: 'Étude: pédiatrie d’urgence',
      body: 'Worth reading before Monday’s rounds\n\nhttps://example.org/articles/42',
    });
  });
});

describe('the composer opened from the address', () => {
  it('stays closed for an ordinary visit to the feed', () => {
    expect(composerRequest(new URLSearchParams(''))).toBeNull();
    expect(composerRequest(new URLSearchParams('tab=recent'))).toBeNull();
  });

  it('opens empty for the "Write a post" shortcut', () => {
    expect(composerRequest(new URLSearchParams('compose=post'))).toEqual({ title: '', body: '' });
  });

  it('names a shared link once when the sharing app put it in the text as well', () => {
    const search = new URLSearchParams({
      shareText: 'See https://example.org/a?b=1 for the protocol',
      shareUrl: 'https://example.org/a?b=1',
    });
    expect(composerRequest(search)).toEqual({
      title: '',
      body: 'See https://example.org/a?b=1 for the protocol',
    });
  });

  it('keeps a long shared text whole (the form then says what is too long)', () => {
    const text = 'Ré'.repeat(30_000);
    expect(composerRequest(new URLSearchParams({ shareText: text }))?.body).toBe(text);
  });
});

describe('the install hint', () => {
  const iPhone: InstallHintEnvironment = {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    platform: 'iPhone',
    maxTouchPoints: 5,
    standalone: false,
    alreadyShown: false,
  };

  it('shows on an iPhone in Safari, and on an iPad that presents itself as a Mac', () => {
    expect(shouldShowInstallHint(iPhone)).toBe(true);
    expect(
      shouldShowInstallHint({
        ...iPhone,
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15',
        platform: 'MacIntel',
      }),
    ).toBe(true);
  });

  it('never shows twice, inside the installed app, on a Mac or on Android (whose browser offers installation)', () => {
    expect(shouldShowInstallHint({ ...iPhone, alreadyShown: true })).toBe(false);
    expect(shouldShowInstallHint({ ...iPhone, standalone: true })).toBe(false);
    expect(
      shouldShowInstallHint({
        ...iPhone,
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
        platform: 'MacIntel',
        maxTouchPoints: 0,
      }),
    ).toBe(false);
    expect(
      shouldShowInstallHint({
        ...iPhone,
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile',
        platform: 'Linux armv8l',
      }),
    ).toBe(false);
  });
});

describe('the service worker’s push texts', () => {
  it('names only the kind on the lock screen, and a kind it does not know generically', () => {
    expect([pushTitle({ type: 'directMessages', id: 7, link: '/messages?with=3' }), pushBody()]).toEqual(['New message', 'Open DocNet to read it.']);
    expect(pushTitle({ type: 'surgeryRoster' as never, id: 8, link: null })).toBe('New notification on DocNet');
  });

  it('opens only paths inside DocNet', () => {
    expect(pushTarget('/content/12#comments')).toBe('/content/12#comments');
    for (const link of ['//attacker.example/x', 'https://attacker.example/', 'javascript:alert(1)', null, 42]) expect(pushTarget(link)).toBe('/notifications');
  });
});
