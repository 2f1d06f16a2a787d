import { BlockList, isIP } from 'node:net';

/**
 * Who is asking, for the rate limits: the socket's address, or, when that address is one of the
 * reverse proxies named in TRUSTED_PROXIES, the address those proxies saw (docs/deploy.md, "Behind a
 * reverse proxy").
 *
 * Each proxy appends the address it received the request from to `X-Forwarded-For`, so the header reads
 * "<whatever the client wrote>, <seen by proxy 1>, <seen by proxy 2>…". Walking it from the right, past
 * our own proxies, the first address that is not one of them was written by a proxy we trust: that is
 * the client. Everything left of it was written by the client and could be anything. From an address
 * that is not a trusted proxy, the header is ignored (anyone could have sent it).
 */
export function clientAddress(env: unknown, forwardedFor: string | undefined, trustedProxies: BlockList | undefined): string {
  const socket = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  if (!socket) return 'unknown';
  if (!trustedProxies || !forwardedFor || !isTrusted(trustedProxies, socket)) return socket;
  let client = socket;
  for (const entry of forwardedFor.split(',').reverse()) {
    const address = entry.trim();
    // Not an address: not written by one of our proxies; keep the last address a trusted proxy gave.
    if (isIP(address) === 0) return client;
    client = address;
    if (!isTrusted(trustedProxies, address)) return client;
  }
  // Every hop is one of ours (a request from inside the network): the farthest one is the client.
  return client;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why one TRUSTED_PROXIES entry is not usable, or undefined when every entry is an address or a CIDR range. */
export function invalidTrustedProxy(text: string): string | undefined {
  return proxyEntries(text).find((entry) => parseEntry(entry) === undefined);
}

/** TRUSTED_PROXIES ("10.0.0.1, 10.1.0.0/16, fd00::/8") as a BlockList; invalid entries are refused by the config first. */
export function parseTrustedProxies(text: string): BlockList {
  const list = new BlockList();
  for (const entry of proxyEntries(text)) {
    const parsed = parseEntry(entry);
    if (!parsed) throw new Error(`not an IP address or CIDR range: ${entry}`);
    if (parsed.prefix === undefined) list.addAddress(parsed.address, parsed.type);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.type);
  }
  return list;
}

function proxyEntries(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function parseEntry(entry: string): { address: string; prefix: number | undefined; type: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return undefined;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: undefined, type };
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return undefined;
  return { address, prefix: Number(prefixText), type };
}

/**
 * The address as the per-address limits count it (issue 26 §4): an IPv4 client by its address, an IPv6
 * client by its /64. One IPv6 subscriber, or one cheap server, is handed a whole /64 and can send each
 * request from a fresh address in it, so counting single IPv6 addresses limits nothing. An IPv4 address
 * written as IPv6 (`::ffff:203.0.113.9`, how a dual-stack socket reports it) is the IPv4 address.
 */
export function limitedAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address.split('%', 1)[0]!);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with "::" and a trailing dotted IPv4 part expanded). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const groups = tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}
