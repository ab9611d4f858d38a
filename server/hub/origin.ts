// Where a request comes from: the one origin check of the hub and of the routes.

/** True when the Origin names the host (and port) the request was sent to. */
function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Whether a browser sent this request from another site. Sec-Fetch-Site is the browser's own
 * verdict; without it, Origin is compared with the address the browser used (Host: a cross-site
 * page cannot make the victim's browser send another Host) and with the allowed origins. Neither
 * header: not a browser, nothing to forge. The hub's negotiate and WebSocket upgrade
 * (docs/hub.md §1.1) and the routes' request guards (server/plugins/requestGuards.ts) share it.
 */
export function isCrossSite(
  headers: { origin?: string; host?: string; 'sec-fetch-site'?: string | string[] },
  allowed: ReadonlySet<string>,
): boolean {
  const origin = headers.origin;
  const allowedOrigin = typeof origin === 'string' && allowed.has(origin);
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none' && !allowedOrigin;
  if (typeof origin !== 'string') return false;
  return !allowedOrigin && !sameHost(origin, headers.host);
}

/** The allowed origins as isCrossSite compares them (no trailing slash). */
export function originSet(origins: readonly string[]): Set<string> {
  return new Set(origins.map((o) => o.replace(/\/+$/, '')));
}
