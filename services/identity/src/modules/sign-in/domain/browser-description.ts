import Bowser from 'bowser';

/**
 * A browser as a member recognises it in a login alert ('Chrome 131 on Android 14, a phone'), read from its
 * User-Agent by bowser; what it cannot read is shown as sent, so nothing is hidden from the member.
 */
export function describeBrowser(userAgent: string): string {
  if (!userAgent.trim()) return 'unknown';
  const { browser, os, platform } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent;
  const major = browser.version?.split('.')[0];
  const name = major ? `${browser.name} ${major}` : browser.name;
  // Every Mac says 10.15.7 whatever it runs: its version would mislead.
  const version = os.name === 'macOS' ? undefined : (os.versionName ?? os.version);
  const system = os.name ? ` on ${[os.name, version].filter(Boolean).join(' ')}` : '';
  const kind = platform.type === 'mobile' ? ', a phone' : platform.type === 'tablet' ? ', a tablet' : '';
  return `${name}${system}${kind}`;
}
