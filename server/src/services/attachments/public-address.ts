import ipaddr from 'ipaddr.js';

/**
 * Whether an address is on the public internet: ipaddr.js's `unicast` range, after an
 * IPv4-mapped IPv6 address is read as the IPv4 it carries. Loopback, private, link-local,
 * carrier-grade NAT, unique-local, multicast, reserved and the IPv6 ranges that tunnel to IPv4
 * (6to4, Teredo, NAT64) are not.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}
