/**
 * Whether a device's push address is on one of the configured push services' origins (`https://*.push.apple.com`
 * allows every subdomain). The service posts to these addresses, so an address a member made up (an internal host,
 * a link-local one) is refused when subscribing and skipped again at sending.
 */
export function onPushService(endpoint: string, allowedOrigins: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allowedOrigins
    .split(',')
    .map((origin) => origin.trim().toLowerCase())
    .filter(Boolean)
    .some((origin) => {
      const { protocol, host } = new URL(origin.replace('*.', 'wildcard.'));
      if (protocol !== url.protocol) return false;
      if (!origin.includes('*.')) return host === url.host;
      const parent = host.slice('wildcard.'.length);
      return url.host.endsWith(`.${parent}`);
    });
}
