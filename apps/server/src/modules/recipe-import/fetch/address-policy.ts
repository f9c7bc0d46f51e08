/**
 * Which addresses a recipe fetch may connect to. Only public unicast addresses pass: loopback,
 * unspecified, private, link-local (cloud metadata at 169.254.169.254 included), CGNAT, multicast,
 * broadcast, reserved and documentation ranges are refused, and so is every IPv6 form that wraps one
 * of those IPv4 addresses (IPv4-mapped, NAT64 64:ff9b::/96, 6to4 2002::/16). The ranges come from
 * ipaddr.js; this file only decides which of its named ranges count as public.
 *
 * IPv6 text is first written out in hex by WHATWG URL's serializer, because ipaddr.js reads the
 * deprecated IPv4-compatible `::a.b.c.d` as if it were the mapped `::ffff:a.b.c.d`, which is not the
 * address a socket would dial.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** IPv6 global unicast (RFC 4291): nothing outside it is a public host, IPv4-compatible ::/96 included. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
/** The well-known NAT64 prefix; its local-use sibling 64:ff9b:1::/48 is never public. */
const WELL_KNOWN_NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

function isPublicV4(ip: ipaddr.IPv4): boolean {
  return ip.range() === 'unicast';
}

function embeddedV4(ip: ipaddr.IPv6, from: number): ipaddr.IPv4 {
  return new ipaddr.IPv4(ip.toByteArray().slice(from, from + 4));
}

function isPublicV6(ip: ipaddr.IPv6): boolean {
  if (ip.zoneId !== undefined) return false;
  switch (ip.range()) {
    case 'ipv4Mapped':
      return isPublicV4(ip.toIPv4Address());
    case 'rfc6052':
      return ip.match(WELL_KNOWN_NAT64) && isPublicV4(embeddedV4(ip, 12));
    case '6to4':
      return isPublicV4(embeddedV4(ip, 2));
    case 'unicast':
      return ip.match(GLOBAL_UNICAST_V6);
    default:
      // Teredo, ORCHID, benchmarking, documentation, unique-local, link-local, multicast and the rest.
      return false;
  }
}

/**
 * True only for a public unicast IP address written plainly (as DNS answers and WHATWG URLs write
 * them); anything else, a hostname or an unusual spelling included, is not public.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0 || address.includes('%')) return false;
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip =
      isIP(address) === 6
        ? ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1))
        : ipaddr.IPv4.parse(address);
  } catch {
    return false;
  }
  return ip.kind() === 'ipv4' ? isPublicV4(ip as ipaddr.IPv4) : isPublicV6(ip as ipaddr.IPv6);
}

/** `localhost` and every `*.localhost` name (RFC 6761), which must never leave this machine. */
export function isLocalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}
