import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/** How many leading 16-bit groups of an IPv6 address one holder is counted by (a /64). */
const HOLDER_GROUPS = 4;

/**
 * The client address a quota counts: the address express sees through `TRUST_PROXY` hops. An IPv6
 * client counts by its /64, since one subscriber is usually given a whole /64 and could otherwise
 * take a fresh address for every attempt; an IPv4-mapped one counts as its IPv4 address.
 */
export function clientAddress(req: Pick<Request, 'ip'>): string | undefined {
  const ip = req.ip?.split('%', 1)[0];
  if (!ip) return undefined;
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const holder = (address as ipaddr.IPv6).parts.slice(0, HOLDER_GROUPS);
  return `${holder.map((group) => group.toString(16)).join(':')}::/64`;
}
