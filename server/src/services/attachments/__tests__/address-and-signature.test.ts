import { imageTypeOf } from '../image-signature';
import { isLoopbackAddress, isPublicAddress } from '../public-address';

// Checked as data only: no test ever connects to these addresses.
describe('which addresses the portal may fetch attachments from', () => {
  test.each([['93.184.215.14'], ['8.8.8.8'], ['2606:4700:4700::1111']])(
    'when the address is public (%s), then it may',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  test.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.1.2.3', 'IPv4-mapped private'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['::127.0.0.1', 'IPv4-compatible loopback, dotted'],
    ['0:0:0:0:0:0:7f00:1', 'IPv4-compatible loopback, written out'],
    ['::a00:1', 'IPv4-compatible private'],
    ['::8.8.8.8', 'IPv4-compatible, which no network routes'],
    ['::808:808', 'IPv4-compatible, which no network routes'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd00::1', 'IPv6 unique-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:a00:1::', '6to4 of 10.0.0.1'],
    ['64:ff9b:1::a00:1', 'local-use NAT64 of 10.0.0.1'],
    ['100::1', 'IPv6 discard'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['not-an-address', 'not an address'],
  ])('when the address is %s (%s), then it may not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  test('when an address is loopback in any spelling, then it is known as loopback', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
  });
});

describe('what the fetched bytes really are', () => {
  test.each([
    ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    ['image/jpeg', [0xff, 0xd8, 0xff, 0xe0]],
    ['image/gif', [...Buffer.from('GIF89a')]],
  ])('when they start like a %s, then they are one', (type, bytes) => {
    expect(imageTypeOf(Uint8Array.from(bytes))).toBe(type);
  });

  test.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['HTML', '<!doctype html><script>alert(1)</script>'],
    ['WebP', 'RIFF\u0000\u0000\u0000\u0000WEBP'],
    ['nothing', ''],
  ])('when they are %s, then they are no attachment image', (_what, text) => {
    expect(imageTypeOf(Buffer.from(text))).toBeUndefined();
  });
});
