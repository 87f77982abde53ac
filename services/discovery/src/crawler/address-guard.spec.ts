import type { LookupAddress } from 'node:dns';
import {
  AddressRefusedError,
  classifyAddress,
  createAddressGuard,
  inspectAddress,
  type AddressKind,
} from './address-guard';

describe('classifyAddress', () => {
  it.each<[string, AddressKind]>([
    ['93.184.216.34', 'public'],
    ['2606:2800:220:1:248:1893:25c8:1946', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.8.8.8', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'cloud-metadata'],
    ['::ffff:169.254.169.254', 'cloud-metadata'],
    ['fd00:ec2::254', 'cloud-metadata'],
    ['100.100.100.200', 'cloud-metadata'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['not-an-ip', 'invalid'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});

/** Every IPv6 form that carries an IPv4 address is judged by what it carries. */
describe('classifyAddress: IPv6 forms carrying an IPv4 address', () => {
  it.each<[string, string, AddressKind, string | undefined]>([
    // IPv4-compatible ::/96 (deprecated: even a public address inside is refused)
    ['IPv4-compatible', '::127.0.0.1', 'loopback', '127.0.0.1'],
    ['IPv4-compatible', '[::127.0.0.1]', 'loopback', '127.0.0.1'],
    ['IPv4-compatible', '::7f00:1', 'loopback', '127.0.0.1'],
    ['IPv4-compatible', '[::169.254.169.254]', 'cloud-metadata', '169.254.169.254'],
    ['IPv4-compatible', '::a00:1', 'private', '10.0.0.1'],
    ['IPv4-compatible', '::c0a8:101', 'private', '192.168.1.1'],
    ['IPv4-compatible', '::a9fe:101', 'link-local', '169.254.1.1'],
    ['IPv4-compatible', '::6440:1', 'private', '100.64.0.1'],
    ['IPv4-compatible', '::2', 'unspecified', '0.0.0.2'],
    ['IPv4-compatible', '::5db8:d822', 'reserved', '93.184.216.34'],
    // IPv4-mapped ::ffff:0:0/96
    ['IPv4-mapped', '::ffff:10.0.0.1', 'private', '10.0.0.1'],
    ['IPv4-mapped', '::ffff:a9fe:a9fe', 'cloud-metadata', '169.254.169.254'],
    ['IPv4-mapped', '::ffff:100.64.0.1', 'private', '100.64.0.1'],
    ['IPv4-mapped', '::ffff:0.0.0.0', 'unspecified', '0.0.0.0'],
    ['IPv4-mapped', '::ffff:93.184.216.34', 'public', undefined],
    // IPv4-translated ::ffff:0:0:0/96
    ['IPv4-translated', '::ffff:0:127.0.0.1', 'loopback', '127.0.0.1'],
    ['IPv4-translated', '::ffff:0:a00:1', 'private', '10.0.0.1'],
    ['IPv4-translated', '::ffff:0:5db8:d822', 'public', undefined],
    // NAT64 well-known 64:ff9b::/96
    ['NAT64', '64:ff9b::127.0.0.1', 'loopback', '127.0.0.1'],
    ['NAT64', '64:ff9b::a9fe:a9fe', 'cloud-metadata', '169.254.169.254'],
    ['NAT64', '64:ff9b::c0a8:101', 'private', '192.168.1.1'],
    ['NAT64', '64:ff9b::a9fe:1', 'link-local', '169.254.0.1'],
    ['NAT64', '64:ff9b::5db8:d822', 'public', undefined],
    // NAT64 local use 64:ff9b:1::/48 (refused whatever it carries)
    ['NAT64 local use', '64:ff9b:1::7f00:1', 'loopback', '127.0.0.1'],
    ['NAT64 local use', '64:ff9b:1::a9fe:a9fe', 'cloud-metadata', '169.254.169.254'],
    ['NAT64 local use', '64:ff9b:1::5db8:d822', 'reserved', '93.184.216.34'],
    // 6to4 2002::/16, the IPv4 in bits 16-48
    ['6to4', '2002:7f00:1::1', 'loopback', '127.0.0.1'],
    ['6to4', '2002:a9fe:a9fe::', 'cloud-metadata', '169.254.169.254'],
    ['6to4', '2002:c0a8:101:5::1', 'private', '192.168.1.1'],
    ['6to4', '2002:6440:1::1', 'private', '100.64.0.1'],
    ['6to4', '2002::1', 'unspecified', '0.0.0.0'],
    ['6to4', '2002:5db8:d822::1', 'public', undefined],
    // Teredo 2001::/32: server IPv4 in bits 32-64, client IPv4 inverted in the last 32 bits
    ['Teredo client', '2001:0:5db8:d822::80ff:fffe', 'loopback', '127.0.0.1'],
    ['Teredo client', '2001:0:5db8:d822:8000:0:5601:5601', 'cloud-metadata', '169.254.169.254'],
    ['Teredo client', '2001:0:5db8:d822::f5ff:fffe', 'private', '10.0.0.1'],
    ['Teredo server', '2001:0:a00:1::a247:27dd', 'private', '10.0.0.1'],
    ['Teredo server', '2001:0:7f00:1::a247:27dd', 'loopback', '127.0.0.1'],
    ['Teredo (RFC 4380 example)', '2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved', '192.0.2.45'],
    ['Teredo', '2001:0:5db8:d822::a247:27dd', 'public', undefined],
  ])('%s %s is %s', (_form, address, kind, carries) => {
    expect(inspectAddress(address)).toEqual(carries ? { kind, carries } : { kind });
  });
});

describe('createAddressGuard', () => {
  const resolver =
    (table: Record<string, string[]>) =>
    (host: string, cb: (e: NodeJS.ErrnoException | null, a: LookupAddress[]) => void) =>
      cb(
        null,
        (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
  const table = {
    'public.example': ['93.184.216.34'],
    localhost: ['127.0.0.1', '::1'],
    'mixed.example': ['93.184.216.34', '10.0.0.7'],
    'compatible.example': ['::7f00:1'],
    'metadata-compatible.example': ['::a9fe:a9fe'],
    'mapped.example': ['::ffff:c0a8:101'],
    'nat64.example': ['64:ff9b::a9fe:a9fe'],
    'sixtofour.example': ['93.184.216.34', '2002:a00:1::1'],
    'teredo.example': ['2001:0:5db8:d822::80ff:fffe'],
    'nat64-public.example': ['64:ff9b::5db8:d822'],
  };
  const lookupWith = (allowPrivate: boolean, host: string) =>
    new Promise<{ error: Error | null; address: unknown }>((resolve) =>
      createAddressGuard(allowPrivate, resolver(table)).lookup(host, {}, (error, address) =>
        resolve({ error, address }),
      ),
    );

  it.each([
    ['public.example', false, '93.184.216.34'],
    ['localhost', false, 'refused'],
    ['mixed.example', false, 'refused'],
    ['localhost', true, '127.0.0.1'],
    ['compatible.example', false, 'refused'],
    ['metadata-compatible.example', false, 'refused'],
    ['mapped.example', false, 'refused'],
    ['nat64.example', false, 'refused'],
    ['sixtofour.example', false, 'refused'],
    ['teredo.example', false, 'refused'],
    ['nat64-public.example', false, '64:ff9b::5db8:d822'],
    ['compatible.example', true, '::7f00:1'],
  ])('%s (allow private: %s) → %s', async (host, allowPrivate, expected) => {
    const { error, address } = await lookupWith(allowPrivate, host);
    if (expected === 'refused') expect(error).toBeInstanceOf(AddressRefusedError);
    else expect([error, address]).toEqual([null, expected]);
  });

  it('names the address a refused host resolves to and the IPv4 address it carries', async () => {
    expect((await lookupWith(false, 'compatible.example')).error?.message).toBe(
      'Refused compatible.example: it resolves to ::7f00:1, a loopback address (it carries 127.0.0.1)',
    );
    expect((await lookupWith(false, 'nat64.example')).error?.message).toBe(
      'Refused nat64.example: it resolves to 64:ff9b::a9fe:a9fe, a cloud-metadata address (it carries 169.254.169.254)',
    );
  });

  it.each([
    ['127.0.0.1', true],
    ['169.254.169.254', true],
    ['10.0.0.1', true],
    ['[::1]', true],
    ['[::7f00:1]', true],
    ['[::a9fe:a9fe]', true],
    ['::a00:1', true],
    ['::c0a8:101', true],
    ['[::ffff:0:a00:1]', true],
    ['[64:ff9b::7f00:1]', true],
    ['[64:ff9b:1::a00:1]', true],
    ['[2002:a9fe:a9fe::1]', true],
    ['[2001:0:5db8:d822::80ff:fffe]', true],
    ['93.184.216.34', false],
    ['[64:ff9b::5db8:d822]', false],
    ['example.org', false],
  ])('IP literal %s refused: %s', (host, refused) => {
    const check = () => createAddressGuard(false, resolver({})).checkHost(host);
    if (refused) expect(check).toThrow(AddressRefusedError);
    else expect(check).not.toThrow();
  });
});
