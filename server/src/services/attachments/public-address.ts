import { isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';

/** IANA's global unicast block: every routable IPv6 address lies in it. */
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * The address ipaddr.js should judge, or undefined when it is none. IPv6 goes through the URL
 * parser first: ipaddr.js reads `::a.b.c.d` as the IPv4-mapped `::ffff:a.b.c.d`, while the
 * connection goes to the IPv4-compatible `::a.b.c.d` (`::7f00:1`) the URL parser reads.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!isIPv6(address)) return ipaddr.isValid(address) ? ipaddr.process(address) : undefined;
  try {
    return ipaddr.process(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  } catch {
    return undefined;
  }
}

/**
 * Whether an address is on the public internet: ipaddr.js's `unicast` range, after an
 * IPv4-mapped IPv6 address is read as the IPv4 it carries. Loopback, private, link-local,
 * carrier-grade NAT, unique-local, multicast, reserved and the IPv6 ranges that tunnel to IPv4
 * (6to4, Teredo, NAT64) are not. An IPv6 address must also lie in 2000::/3: ipaddr.js calls the
 * rest of `::/8` `unicast`, the IPv4-compatible `::/96` (`::127.0.0.1`) included.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  if (parsed.kind() === 'ipv6' && !parsed.match(IPV6_GLOBAL_UNICAST)) return false;
  return parsed.range() === 'unicast';
}

export function isLoopbackAddress(address: string): boolean {
  return parseAddress(address)?.range() === 'loopback';
}
