import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { embeddedIpv4 } from './embedded-ipv4';

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

function classifyIpv4(address: ipaddr.IPv4): AddressKind {
  if (metadataAddresses.has(address.toString())) return 'cloud-metadata';
  return ipv4Kinds[address.range()] ?? 'reserved';
}

export interface AddressVerdict {
  kind: AddressKind;
  /** The IPv4 address an IPv6 transition form carries, when that is what decided the kind. */
  carries?: string;
}

/**
 * What kind of address this is; only `public` may be fetched (everything unusual fails closed).
 * An IPv6 address carrying an IPv4 one (mapped, compatible, NAT64, 6to4, Teredo) is judged by
 * the IPv4 rules applied to what it carries.
 */
export function inspectAddress(address: string): AddressVerdict {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return { kind: 'invalid' };
  const parsed = ipaddr.parse(bare);
  if (parsed instanceof ipaddr.IPv4) return { kind: classifyIpv4(parsed) };
  if (metadataAddresses.has(parsed.toString())) return { kind: 'cloud-metadata' };
  const inside = embeddedIpv4(parsed);
  if (!inside) return { kind: ipv6Kinds[parsed.range()] ?? 'reserved' };
  const judged = inside.addresses.map((ipv4) => ({ kind: classifyIpv4(ipv4), ipv4 }));
  const refused = judged.find(({ kind }) => kind !== 'public');
  if (refused) return { kind: refused.kind, carries: refused.ipv4.toString() };
  if (inside.failsClosed) return { kind: 'reserved', carries: judged[0]?.ipv4.toString() };
  return { kind: 'public' };
}

export function classifyAddress(address: string): AddressKind {
  return inspectAddress(address).kind;
}

/** A fetch refused because of where it would go: never retried, reported to the admin. */
export class AddressRefusedError extends Error {
  override readonly name = 'AddressRefusedError';
}

export function refusalMessage(host: string, address: string, verdict: AddressVerdict): string {
  const { kind, carries } = verdict;
  const article = /^[aeiou]/.test(kind) ? 'an' : 'a';
  const inside = carries ? ` (it carries ${carries})` : '';
  return `Refused ${host}: it resolves to ${address}, ${article} ${kind} address${inside}`;
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
    const judged = inspectAddress(address);
    if (allowPrivate ? judged.kind === 'invalid' : judged.kind !== 'public')
      return new AddressRefusedError(refusalMessage(host, address, judged));
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
