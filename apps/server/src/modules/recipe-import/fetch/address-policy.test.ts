import { describe, expect, it } from 'vitest';
import { isLocalHostname, isPublicAddress } from './address-policy.ts';

const NOT_PUBLIC: [string, string][] = [
  ['IPv4 loopback', '127.0.0.1'],
  ['IPv4 loopback, top of 127/8', '127.255.255.254'],
  ['IPv4 unspecified', '0.0.0.0'],
  ['IPv4 "this network" 0/8', '0.1.2.3'],
  ['private 10/8', '10.0.0.1'],
  ['private 10/8, top', '10.255.255.255'],
  ['private 172.16/12', '172.16.0.1'],
  ['private 172.16/12, top', '172.31.255.254'],
  ['private 192.168/16', '192.168.1.1'],
  ['link-local', '169.254.1.1'],
  ['cloud metadata', '169.254.169.254'],
  ['CGNAT 100.64/10', '100.64.0.1'],
  ['CGNAT 100.64/10, top', '100.127.255.254'],
  ['IPv4 multicast', '224.0.0.1'],
  ['IPv4 multicast, top', '239.255.255.250'],
  ['broadcast', '255.255.255.255'],
  ['reserved 240/4', '240.0.0.1'],
  ['IETF protocol assignments 192.0.0/24', '192.0.0.8'],
  ['documentation TEST-NET-1', '192.0.2.10'],
  ['documentation TEST-NET-2', '198.51.100.7'],
  ['documentation TEST-NET-3', '203.0.113.9'],
  ['benchmarking 198.18/15', '198.18.0.1'],
  ['IPv6 loopback', '::1'],
  ['IPv6 unspecified', '::'],
  ['IPv6 unique local fc00::/7', 'fc00::1'],
  ['IPv6 unique local fd00::', 'fd12:3456:789a::1'],
  ['IPv6 link-local', 'fe80::1'],
  ['IPv6 link-local with zone', 'fe80::1%eth0'],
  ['IPv6 link-local, top of fe80::/10', 'febf::1'],
  ['IPv6 site-local (deprecated)', 'fec0::1'],
  ['IPv6 multicast', 'ff02::1'],
  ['IPv6 documentation', '2001:db8::1'],
  ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['IPv6 discard', '100::1'],
  ['IPv4-mapped loopback, dotted', '::ffff:127.0.0.1'],
  ['IPv4-mapped loopback, hex', '::ffff:7f00:1'],
  ['IPv4-mapped private', '::ffff:10.0.0.1'],
  ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
  ['IPv4-compatible loopback, dotted', '::127.0.0.1'],
  ['IPv4-compatible loopback, hex', '::7f00:1'],
  ['IPv4-compatible public (deprecated form)', '::8.8.8.8'],
  ['IPv4-translated (RFC 6145)', '::ffff:0:7f00:1'],
  ['NAT64 of loopback', '64:ff9b::7f00:1'],
  ['NAT64 of private', '64:ff9b::10.0.0.1'],
  ['NAT64 of metadata', '64:ff9b::a9fe:a9fe'],
  ['local-use NAT64 64:ff9b:1::/48', '64:ff9b:1::808:808'],
  ['6to4 of loopback', '2002:7f00:1::1'],
  ['6to4 of private', '2002:c0a8:101::1'],
  ['6to4 of metadata', '2002:a9fe:a9fe::'],
  ['outside 2000::/3', '4000::1'],
  ['a hostname', 'example.com'],
  ['localhost', 'localhost'],
  ['an empty string', ''],
  ['short IPv4 spelling', '127.1'],
  ['decimal IPv4 spelling', '2130706433'],
  ['hex IPv4 spelling', '0x7f.0.0.1'],
  ['bracketed IPv6', '[::1]'],
];

const PUBLIC: [string, string][] = [
  ['Google DNS', '8.8.8.8'],
  ['Cloudflare DNS', '1.1.1.1'],
  ['a public IPv4 next to 172.16/12', '172.32.0.1'],
  ['a public IPv4 next to CGNAT', '100.128.0.1'],
  ['Cloudflare DNS over IPv6', '2606:4700:4700::1111'],
  ['Google DNS over IPv6', '2001:4860:4860::8888'],
  ['IPv4-mapped public', '::ffff:8.8.8.8'],
  ['NAT64 of public', '64:ff9b::808:808'],
  ['6to4 of public', '2002:808:808::1'],
];

describe('isPublicAddress', () => {
  it.each(NOT_PUBLIC)('refuses %s (%s)', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PUBLIC)('accepts %s (%s)', (_name, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('isLocalHostname', () => {
  it.each(['localhost', 'LOCALHOST', 'localhost.', 'recipes.localhost', 'a.b.localhost.'])(
    'refuses %s',
    (name) => {
      expect(isLocalHostname(name)).toBe(true);
    },
  );

  it.each(['example.com', 'localhost.example.com', 'notlocalhost', 'localhost.private.test'])(
    'leaves %s to the address check',
    (name) => {
      expect(isLocalHostname(name)).toBe(false);
    },
  );
});
