import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { invalid } from '#server/lib/app-error';
import { webhooksText } from '#shared/i18n/fr-webhooks';

const t = webhooksText.errors;

/**
 * Decision 0067, no request forgery: a webhook never reaches the server's own network. Every
 * address a name resolves to at delivery time is checked, and the connection goes to the
 * address checked (no second look-up a DNS rebinding could answer differently).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 of any IPv4
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 it is. */
const MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

export function isPrivateAddress(address: string) {
  const mapped = MAPPED.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain)$/i;

/**
 * Registration: https only, no credentials, and no private address or local name written in
 * the URL (a 422 naming the field). Names are resolved again at each delivery.
 */
export function checkEndpointUrl(value: string, allowPrivate: boolean) {
  const url = new URL(value);
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw invalid({ url: t.urlNotHttps }, t.urlNotHttps);
  }
  if (url.username || url.password) throw invalid({ url: t.urlCredentials }, t.urlCredentials);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const isLocal = isIP(host) ? isPrivateAddress(host) : LOCAL_NAME.test(host);
  if (isLocal && !allowPrivate) throw invalid({ url: t.urlPrivate }, t.urlPrivate);
  return url.toString();
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveWithDns: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

export class DeliveryRefused extends Error {}

/** The address to connect to, checked; every address of the name must be public. */
export async function resolveDeliveryAddress(
  hostname: string,
  allowPrivate: boolean,
  resolve: Resolver = resolveWithDns,
): Promise<ResolvedAddress> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  let addresses: ResolvedAddress[];
  if (family) addresses = [{ address: host, family: family === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new DeliveryRefused(t.dnsFailed);
    }
  }
  const [first] = addresses;
  if (!first) throw new DeliveryRefused(t.dnsFailed);
  if (!allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address))) {
    throw new DeliveryRefused(t.deliveryRefused);
  }
  return first;
}
