// SSRF guard for webhook deliveries: the callback host is resolved at delivery time and every address
// it resolves to must be a globally reachable unicast address. Loopback, private, CGNAT, link-local,
// multicast, unspecified, broadcast, reserved, documentation, unique-local, IPv4-mapped/compatible
// IPv6, NAT64/6to4 forms of a refused IPv4 address and cloud metadata addresses are refused. The
// vetted address is then pinned for the connection (see ./http.ts), so a second DNS answer (DNS
// rebinding) cannot swap it. WEBHOOK_ALLOW_PRIVATE_NETWORKS=true lifts the guard.
import dns from 'node:dns';
import net from 'node:net';

export class GuardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GuardError';
  }
}

type V4Rule = [base: number, bits: number, reason: string];

function v4(text: string): number {
  const p = text.split('.').map(Number);
  return (((p[0]! << 24) >>> 0) + (p[1]! << 16) + (p[2]! << 8) + p[3]!) >>> 0;
}

const V4_RULES: V4Rule[] = [
  [v4('169.254.169.254'), 32, 'a cloud metadata address'],
  [v4('0.0.0.0'), 8, 'an unspecified ("this network") address'],
  [v4('10.0.0.0'), 8, 'a private address'],
  [v4('100.64.0.0'), 10, 'a shared (CGNAT) address'],
  [v4('127.0.0.0'), 8, 'a loopback address'],
  [v4('169.254.0.0'), 16, 'a link-local address'],
  [v4('172.16.0.0'), 12, 'a private address'],
  [v4('192.0.0.0'), 24, 'a reserved (IETF protocol assignments) address'],
  [v4('192.0.2.0'), 24, 'a documentation address'],
  [v4('192.88.99.0'), 24, 'a reserved (6to4 relay) address'],
  [v4('192.168.0.0'), 16, 'a private address'],
  [v4('198.18.0.0'), 15, 'a reserved (benchmarking) address'],
  [v4('198.51.100.0'), 24, 'a documentation address'],
  [v4('203.0.113.0'), 24, 'a documentation address'],
  [v4('224.0.0.0'), 4, 'a multicast address'],
  [v4('255.255.255.255'), 32, 'the broadcast address'],
  [v4('240.0.0.0'), 4, 'a reserved address'],
];

function v4Reason(addr: number): string | null {
  for (const [base, bits, reason] of V4_RULES) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if ((addr & mask) >>> 0 === base) return reason;
  }
  return null;
}

/** Parse an IPv6 text (with optional zone id and embedded IPv4 tail) into eight 16-bit groups. */
export function parseIPv6(text: string): number[] | null {
  let s = text.replace(/^\[|\]$/g, '');
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (!net.isIPv6(s)) return null;
  const lastColon = s.lastIndexOf(':');
  const last = s.slice(lastColon + 1);
  if (last.includes('.')) {
    const n = v4(last);
    s = `${s.slice(0, lastColon + 1)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const parts = s.split('::');
  if (parts.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((h) => parseInt(h, 16)));
  const head = parse(parts[0]!);
  const tail = parts.length === 2 ? parse(parts[1]!) : [];
  const fill = parts.length === 2 ? 8 - head.length - tail.length : 0;
  if (fill < 0) return null;
  const groups = [...head, ...Array<number>(fill).fill(0), ...tail];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function startsWith(g: number[], prefix: number[], bits: number): boolean {
  let remaining = bits;
  for (let i = 0; remaining > 0; i++, remaining -= 16) {
    const take = Math.min(16, remaining);
    const mask = (0xffff << (16 - take)) & 0xffff;
    if (((g[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

function embeddedV4(hi: number, lo: number): number {
  return ((hi << 16) >>> 0) + lo;
}

function v6Reason(g: number[]): string | null {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (g.every((x) => x === 0)) return 'an unspecified address';
  if (zeroUpTo(7) && g[7] === 1) return 'a loopback address';
  if (zeroUpTo(5) && g[5] === 0xffff) return `an IPv4-mapped IPv6 address`;
  if (zeroUpTo(6)) return 'an IPv4-compatible IPv6 address';
  if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return 'an IPv4-translated IPv6 address';
  if (startsWith(g, [0xfd00, 0x0ec2, 0, 0, 0, 0, 0, 0x0254], 128)) return 'a cloud metadata address';
  if (startsWith(g, [0x0064, 0xff9b], 96) && g.slice(2, 6).every((x) => x === 0)) {
    const inner = v4Reason(embeddedV4(g[6]!, g[7]!));
    return inner ? `a NAT64 address of ${inner}` : null;
  }
  if (startsWith(g, [0x0064, 0xff9b, 0x0001], 48)) return 'a local-use NAT64 address';
  if (startsWith(g, [0x2002], 16)) {
    const inner = v4Reason(embeddedV4(g[1]!, g[2]!));
    return inner ? `a 6to4 address of ${inner}` : null;
  }
  if (startsWith(g, [0x2001, 0x0db8], 32)) return 'a documentation address';
  if (startsWith(g, [0x2001, 0], 23)) return 'a reserved (IETF protocol assignments, Teredo) address';
  if (startsWith(g, [0x3fff], 20)) return 'a documentation address';
  if (startsWith(g, [0xfc00], 7)) return 'a unique-local address';
  if (startsWith(g, [0xfe80], 10)) return 'a link-local address';
  if (startsWith(g, [0xfec0], 10)) return 'a site-local address';
  if (startsWith(g, [0xff00], 8)) return 'a multicast address';
  if (!startsWith(g, [0x2000], 3)) return 'a reserved address';
  return null;
}

/** Why this IP address must not be called, or null when it is a globally reachable unicast address. */
export function forbiddenAddressReason(address: string): string | null {
  const a = address.replace(/^\[|\]$/g, '');
  if (net.isIPv4(a)) return v4Reason(v4(a));
  const g = parseIPv6(a);
  if (!g) return 'not an IP address';
  return v6Reason(g);
}

/** `localhost` and every name under it (RFC 6761: always loopback), with or without the trailing dot. */
export function isLocalhostName(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost');
}

/**
 * Why a URL's hostname is refused without asking DNS: an IP literal that is not globally reachable, or
 * `localhost`. Null for every other name (those are vetted after resolution, at each delivery). The
 * submission check (./url.ts) and the delivery guard below share these rules.
 */
export function literalHostReason(hostname: string): string | null {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return forbiddenAddressReason(host);
  if (isLocalhostName(host)) return 'a loopback name (localhost)';
  return null;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

const systemLookup: Lookup = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));

/**
 * Resolve `hostname` (a URL's hostname: IPv6 literals may keep their brackets) and vet every address.
 * Throws GuardError naming the refused address; returns the addresses (all allowed) otherwise.
 */
export async function resolveAndVet(hostname: string, opts: { allowPrivate: boolean; lookup?: Lookup }): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (!opts.allowPrivate) {
    const literal = literalHostReason(host);
    if (literal) throw new GuardError(`refused: ${host} is ${literal}`);
  }
  let addresses: ResolvedAddress[];
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIPv6(host) ? 6 : 4 }];
  } else {
    try {
      addresses = await (opts.lookup ?? systemLookup)(host);
    } catch (err) {
      throw new GuardError(`cannot resolve ${host}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
    if (!addresses.length) throw new GuardError(`cannot resolve ${host}: no addresses`);
  }
  if (opts.allowPrivate) return addresses;
  for (const a of addresses) {
    const reason = forbiddenAddressReason(a.address);
    if (reason) {
      const shown = a.address === host ? a.address : `${host} resolves to ${a.address}, which`;
      throw new GuardError(`refused: ${shown} is ${reason}`);
    }
  }
  return addresses;
}
