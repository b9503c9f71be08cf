import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the server may open outbound connections to (fileUrl downloads, webhook deliveries).
 * Everything that is not on the public internet is refused unless the operator's `OUTBOUND_ALLOWLIST`
 * names it, so a customer cannot make the server reach its own network (server-side request forgery).
 */
const NON_PUBLIC_V4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes broadcast
];

const NON_PUBLIC_V6: ReadonlyArray<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): translates into the operator's own network
  ['2001::', 23], // IETF protocol assignments, including Teredo 2001::/32 (tunnels to any IPv4 host)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (deprecated, RFC 7526): relays reach whatever IPv4 address is embedded
  ['fc00::', 7], // unique local (ULA)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local
  ['ff00::', 8], // multicast
];

const nonPublic = new BlockList();
for (const [net, prefix] of NON_PUBLIC_V4) nonPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of NON_PUBLIC_V6) nonPublic.addSubnet(net, prefix, 'ipv6');

/**
 * IPv6 forms that carry an IPv4 address inside (`::ffff:a.b.c.d` mapped, `::ffff:0:a.b.c.d` translated,
 * `64:ff9b::/96` NAT64, `2002::/16` 6to4, `::a.b.c.d` compatible) are judged by the IPv4 address they
 * lead to; ranges whose translation is not public knowledge (local-use NAT64, Teredo, 6to4) are refused
 * whole by the list above.
 */
export function embeddedIPv4(address: string): string | null {
  if (isIP(address) !== 6) return null;
  const groups = expandIPv6(address);
  if (!groups) return null;
  const v4From = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zeroPrefix = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeroPrefix(5) && g5 === 0xffff) return v4From(g6, g7);
  if (zeroPrefix(4) && g4 === 0xffff && g5 === 0) return v4From(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return v4From(g6, g7);
  if (g0 === 0x2002) return v4From(g1, g2);
  if (zeroPrefix(6) && (g6 !== 0 || g7 > 1)) return v4From(g6, g7);
  return null;
}

/** The eight 16-bit groups of an IPv6 address, or null if it is not one. */
function expandIPv6(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) {
    const parts = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((parts[0] << 8) | parts[1]).toString(16)}:${((parts[2] << 8) | parts[3]).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined && missing !== 0) return null;
  const all = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  if (all.length !== 8) return null;
  return all.map((g) => Number.parseInt(g || '0', 16));
}

/** True when the address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !nonPublic.check(address, 'ipv4');
  // Both must be public: the IPv6 range itself (6to4, Teredo) and the IPv4 address it leads to.
  if (nonPublic.check(address, 'ipv6')) return false;
  const v4 = embeddedIPv4(address);
  return !(v4 && isIP(v4) === 4 && nonPublic.check(v4, 'ipv4'));
}

/** The operator's exceptions: host names (exact, case-insensitive) and IP addresses or CIDR ranges. */
export interface OutboundAllowlist {
  allowsHost(hostname: string): boolean;
  allowsAddress(address: string): boolean;
}

export function parseAllowlist(setting: string | undefined): OutboundAllowlist {
  const hosts = new Set<string>();
  const ranges = new BlockList();
  for (const raw of (setting ?? '').split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const [net, prefixText] = entry.split('/') as [string, string | undefined];
    const family = isIP(stripBrackets(net));
    if (family === 0) {
      if (prefixText !== undefined)
        throw new Error(`OUTBOUND_ALLOWLIST: "${raw.trim()}" is not a valid CIDR`);
      hosts.add(entry);
      continue;
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const prefix = prefixText === undefined ? (family === 4 ? 32 : 128) : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
      throw new Error(`OUTBOUND_ALLOWLIST: "${raw.trim()}" has an invalid prefix length`);
    ranges.addSubnet(stripBrackets(net), prefix, type);
  }
  return {
    allowsHost: (hostname) => hosts.has(stripBrackets(hostname).toLowerCase()),
    allowsAddress: (address) => {
      const family = isIP(address);
      if (family === 0) return false;
      const v4 = family === 6 ? embeddedIPv4(address) : null;
      if (v4 && ranges.check(v4, 'ipv4')) return true;
      return ranges.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** May the server connect to `address`, reached through the name `hostname`? */
export function isAddressAllowed(hostname: string, address: string, allowlist: OutboundAllowlist): boolean {
  return isPublicAddress(address) || allowlist.allowsHost(hostname) || allowlist.allowsAddress(address);
}
