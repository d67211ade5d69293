// The SSRF guard refuses every address a customer could use to make us call our own network.
import { describe, expect, it } from 'vitest';
import { forbiddenAddressReason, parseIPv6, resolveAndVet, GuardError } from '../../src/webhooks/guard.js';

describe('forbiddenAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['100.100.100.200', 'CGNAT'],
    ['169.254.169.254', 'metadata'],
    ['169.254.1.1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.5', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'IPv4-mapped'],
    ['::ffff:7f00:1', 'IPv4-mapped'],
    ['::ffff:8.8.8.8', 'IPv4-mapped'],
    ['0:0:0:0:0:ffff:7f00:0001', 'IPv4-mapped'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::7f00:1', 'IPv4-compatible'],
    ['64:ff9b::7f00:1', 'NAT64'],
    ['64:ff9b::10.0.0.1', 'NAT64'],
    ['64:ff9b::a9fe:a9fe', 'NAT64'],
    ['2002:7f00:1::', '6to4'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['100::1', 'reserved'],
  ])('refuses %s (%s)', (address, kind) => {
    const reason = forbiddenAddressReason(address);
    expect(reason, address).not.toBeNull();
    expect(reason!.toLowerCase()).toContain(kind.toLowerCase().replace('ipv4-', 'ipv4-'));
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(forbiddenAddressReason(address)).toBeNull();
  });

  it('parses IPv6 forms', () => {
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6('nope')).toBeNull();
  });
});

describe('resolveAndVet', () => {
  it.each(['127.0.0.1', '10.0.0.1', '169.254.169.254', '[::1]', '::ffff:127.0.0.1', '[::ffff:7f00:1]', '0.0.0.0'])('refuses the literal %s', async (host) => {
    await expect(resolveAndVet(host, { allowPrivate: false })).rejects.toThrow(/^refused: /);
  });

  it('refuses localhost (and names under it) without asking DNS', async () => {
    const lookup = async () => [{ address: '93.184.215.14', family: 4 as const }];
    for (const host of ['localhost', 'LOCALHOST.', 'api.localhost']) {
      const err = await resolveAndVet(host, { allowPrivate: false, lookup }).catch((e: unknown) => e);
      expect(err, host).toBeInstanceOf(GuardError);
      expect((err as Error).message).toBe(`refused: ${host} is a loopback name (localhost)`);
    }
  });

  it('refuses a host name that resolves to loopback', async () => {
    const lookup = async () => [{ address: '127.0.0.1', family: 4 as const }];
    await expect(resolveAndVet('rebind.example', { allowPrivate: false, lookup })).rejects.toThrow(
      /^refused: rebind\.example resolves to 127\.0\.0\.1, which is a loopback address$/,
    );
  });

  it('refuses a host when any of its addresses is refused (one public, one metadata)', async () => {
    const lookup = async () => [
      { address: '93.184.215.14', family: 4 as const },
      { address: '169.254.169.254', family: 4 as const },
    ];
    await expect(resolveAndVet('hooks.example', { allowPrivate: false, lookup })).rejects.toThrow(/169\.254\.169\.254.*metadata/);
  });

  it('refuses a host that resolves to an IPv4-mapped loopback', async () => {
    const lookup = async () => [{ address: '::ffff:127.0.0.1', family: 6 as const }];
    await expect(resolveAndVet('rebind.example', { allowPrivate: false, lookup })).rejects.toThrow(/IPv4-mapped/);
  });

  it('returns public addresses, and anything when private networks are allowed', async () => {
    const lookup = async () => [{ address: '93.184.215.14', family: 4 as const }];
    await expect(resolveAndVet('hooks.example', { allowPrivate: false, lookup })).resolves.toEqual([{ address: '93.184.215.14', family: 4 }]);
    await expect(resolveAndVet('127.0.0.1', { allowPrivate: true })).resolves.toEqual([{ address: '127.0.0.1', family: 4 }]);
  });

  it('reports a name that does not resolve', async () => {
    await expect(resolveAndVet('does-not-exist.invalid', { allowPrivate: false })).rejects.toThrow(/cannot resolve/);
  });
});
