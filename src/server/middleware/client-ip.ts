import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/** Config.trustProxy: 0 = nobody; n = the n proxies in front of us; a list = those addresses. */
export type TrustProxy = number | string[];

const unmapped = (ip: string) =>
  ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;

const trustedLists = new WeakMap<string[], BlockList>();
/** The proxy list as a BlockList ('10.0.0.5', '10.0.0.0/8', '::1'), built once per config. */
function blockListOf(addresses: string[]) {
  let list = trustedLists.get(addresses);
  if (list) return list;
  list = new BlockList();
  for (const entry of addresses) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUST_PROXY: not an address: ${entry}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  trustedLists.set(addresses, list);
  return list;
}

function isTrusted(trust: TrustProxy, ip: string, hop: number) {
  if (typeof trust === 'number') return hop < trust;
  const family = isIP(ip);
  return family !== 0 && blockListOf(trust).check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * How many hops of [socket, …X-Forwarded-For from the right] are trusted proxies. Whoever sends
 * the request writes X-Forwarded-For, so it is read from the right and believed only as far as
 * each hop is a proxy that TRUST_PROXY names (each one appends the address it saw).
 */
function trustedHops(socket: string, forwarded: string[], trust: TrustProxy) {
  const chain = [socket, ...[...forwarded].reverse()];
  let hop = 0;
  while (hop < chain.length - 1 && isTrusted(trust, chain[hop]!, hop)) hop += 1;
  return { chain, hop };
}

/** The client's address from the socket's and the X-Forwarded-For header (pure, tested). */
export function resolveClientIp(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((hop) => unmapped(hop.trim()))
    .filter(Boolean);
  const { chain, hop } = trustedHops(socket ? unmapped(socket) : 'unknown', forwarded, trust);
  return chain[hop]!;
}

const socketAddressOf = (c: Context) =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;

const trustOf = (c: Context): TrustProxy =>
  (c.var as { deps?: { config: { trustProxy: TrustProxy } } }).deps?.config.trustProxy ?? 0;

/**
 * The address that per-IP rate limits count against. By default (TRUST_PROXY unset) the
 * socket's: X-Forwarded-For is whatever the client wrote. In-process requests (tests) have no
 * socket; the test harness trusts one hop, so their header counts.
 */
export const getClientIp = (c: Context, trust: TrustProxy = trustOf(c)) =>
  resolveClientIp(socketAddressOf(c), c.req.header('x-forwarded-for'), trust);

/** The socket's peer is a proxy TRUST_PROXY names: its X-Forwarded-* headers may be believed. */
export function isFromTrustedProxy(c: Context, trust: TrustProxy = trustOf(c)) {
  const socket = socketAddressOf(c);
  return isTrusted(trust, socket ? unmapped(socket) : 'unknown', 0);
}

/**
 * HTTPS as the browser sees it: the request itself, or X-Forwarded-Proto written by the
 * trusted proxy that handed it to us (only the socket's peer can be that proxy).
 */
export function isHttpsRequest(c: Context, trust: TrustProxy = trustOf(c)) {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!isFromTrustedProxy(c, trust)) return false;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}
