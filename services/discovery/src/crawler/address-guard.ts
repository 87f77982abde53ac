import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cloud-metadata'
  | 'unspecified'
  | 'reserved'
  | 'invalid';

/** Cloud instance metadata endpoints (AWS, GCP, Azure, Alibaba, AWS IPv6). */
const metadataAddresses = new Set([
  '169.254.169.254',
  '169.254.170.2',
  '100.100.100.200',
  'fd00:ec2::254',
]);

const ipv4Kinds: Record<string, AddressKind> = {
  unicast: 'public',
  loopback: 'loopback',
  private: 'private',
  carrierGradeNat: 'private',
  linkLocal: 'link-local',
  unspecified: 'unspecified',
};
const ipv6Kinds: Record<string, AddressKind> = {
  unicast: 'public',
  loopback: 'loopback',
  uniqueLocal: 'private',
  linkLocal: 'link-local',
  unspecified: 'unspecified',
};

/** What kind of address this is; only `public` may be fetched (everything unusual fails closed). */
export function classifyAddress(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return 'invalid';
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const normal = parsed.toNormalizedString();
  if (metadataAddresses.has(normal) || metadataAddresses.has(parsed.toString()))
    return 'cloud-metadata';
  const range = parsed.range();
  const kinds = parsed.kind() === 'ipv4' ? ipv4Kinds : ipv6Kinds;
  return kinds[range] ?? 'reserved';
}

/** A fetch refused because of where it would go: never retried, reported to the admin. */
export class AddressRefusedError extends Error {
  override readonly name = 'AddressRefusedError';
}

export function refusalMessage(host: string, address: string, kind: AddressKind): string {
  const article = /^[aeiou]/.test(kind) ? 'an' : 'a';
  return `Refused ${host}: it resolves to ${address}, ${article} ${kind} address`;
}

export interface AddressGuard {
  /** Throws AddressRefusedError when the host is an IP literal that may not be fetched. */
  checkHost(hostname: string): void;
  /** A `lookup` for node's http(s).request that refuses forbidden addresses after resolution. */
  lookup: typeof dnsLookup;
}

type Resolver = (
  hostname: string,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolver: Resolver = (hostname, callback) =>
  dnsLookup(hostname, { all: true, verbatim: true }, callback);

/**
 * The crawler's SSRF guard. Every address a host name resolves to must be public, and the
 * connection goes to the address that was checked, so a second resolution cannot swap it.
 * `allowPrivate` (DISCOVERY_ALLOW_PRIVATE_NETWORKS) turns it off for tests and development.
 */
export function createAddressGuard(
  allowPrivate: boolean,
  resolve: Resolver = systemResolver,
): AddressGuard {
  const verdict = (host: string, address: string) => {
    const kind = classifyAddress(address);
    if (allowPrivate ? kind === 'invalid' : kind !== 'public')
      return new AddressRefusedError(refusalMessage(host, address, kind));
    return undefined;
  };
  const checkHost = (hostname: string) => {
    const bare = hostname.replace(/^\[|\]$/g, '');
    if (!ipaddr.isValid(bare)) return;
    const refused = verdict(hostname, bare);
    if (refused) throw refused;
  };
  const lookup = ((hostname: string, options: unknown, callback?: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void;
    const wantsAll =
      typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    resolve(hostname, (error, addresses) => {
      if (error) return done(error, '');
      const refused = addresses.map((a) => verdict(hostname, a.address)).find(Boolean);
      if (refused) return done(refused, '');
      if (addresses.length === 0) return done(new Error(`${hostname} has no address`), '');
      if (wantsAll) return done(null, addresses);
      const [first] = addresses;
      return done(null, first?.address ?? '', first?.family);
    });
  }) as unknown as typeof dnsLookup;
  return { checkHost, lookup };
}
