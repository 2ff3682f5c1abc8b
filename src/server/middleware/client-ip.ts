import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

// Addresses of our own network: a proxy there (nginx, a load balancer) may be believed when it
// says, in X-Forwarded-For, whom it received the request from.
const ownNetwork = new BlockList();
for (const [address, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const) {
  ownNetwork.addSubnet(address, prefix, 'ipv4');
}
ownNetwork.addSubnet('::1', 128, 'ipv6');
ownNetwork.addSubnet('fc00::', 7, 'ipv6');
ownNetwork.addSubnet('fe80::', 10, 'ipv6');

const unmapped = (ip: string) =>
  ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;

export function isOwnNetwork(ip: string) {
  const family = isIP(ip);
  return family !== 0 && ownNetwork.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The address that per-IP rate limits count against. X-Forwarded-For is written by whoever sends
 * the request, so it is read from the right and believed only as far as each hop is a proxy of
 * our own network: a client reaching the server directly cannot choose its address, and one
 * behind our proxy cannot either (the proxy appends the address it saw). In-process requests
 * (tests) have no socket, and the header is all there is.
 */
export function getClientIp(c: Context): string {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming?.socket?.remoteAddress;
  let ip = socket ? unmapped(socket) : undefined;
  if (ip !== undefined && !isOwnNetwork(ip)) return ip;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => unmapped(hop.trim()))
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i -= 1) {
    ip = forwarded[i]!;
    if (!isOwnNetwork(ip)) return ip;
  }
  return ip ?? 'unknown';
}
