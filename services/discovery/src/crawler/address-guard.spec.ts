import type { LookupAddress } from 'node:dns';
import {
  AddressRefusedError,
  classifyAddress,
  createAddressGuard,
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
    ['2002:7f00:1::1', 'reserved'],
    ['not-an-ip', 'invalid'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
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
  ])('%s (allow private: %s) → %s', async (host, allowPrivate, expected) => {
    const { error, address } = await lookupWith(allowPrivate, host);
    if (expected === 'refused') expect(error).toBeInstanceOf(AddressRefusedError);
    else expect(address).toBe(expected);
  });

  it.each([
    ['127.0.0.1', true],
    ['169.254.169.254', true],
    ['10.0.0.1', true],
    ['[::1]', true],
    ['93.184.216.34', false],
    ['example.org', false],
  ])('IP literal %s refused: %s', (host, refused) => {
    const check = () => createAddressGuard(false, resolver({})).checkHost(host);
    if (refused) expect(check).toThrow(AddressRefusedError);
    else expect(check).not.toThrow();
  });
});
