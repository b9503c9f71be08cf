import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes: no proxy, the number of proxy hops, or the proxies themselves. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY must name the proxy: its addresses or CIDR ranges (comma-separated), or how many proxy hops
 * stand in front. A blanket `true` would take the client address from an X-Forwarded-For that any client can
 * write, which lets one client pass every per-address throttle under a new name each time.
 */
export function parseTrustProxy(value: string | undefined, invalid: (message: string) => Error): TrustProxy {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) {
    throw invalid(
      'name the proxy: its addresses or CIDR ranges (e.g. 10.0.0.2,10.1.0.0/16) or a hop count (1)',
    );
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw invalid(`"${entry}" is not an IP address or CIDR range (names are not resolved)`);
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const maxBits = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= maxBits;
}

/** Fastify's typings take no hop count; a function of the hop index means the same as proxy-addr's number. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
