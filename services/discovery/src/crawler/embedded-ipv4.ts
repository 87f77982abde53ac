import ipaddr from 'ipaddr.js';

/**
 * The IPv4 addresses an IPv6 address carries, for the transition forms that make a connection
 * land on (or be relayed towards) an IPv4 host. A guard that judged these by their IPv6 range
 * alone would let `::7f00:1` or `64:ff9b::a9fe:a9fe` through to loopback or the metadata service.
 */
export interface EmbeddedIpv4 {
  /** ipaddr.js's name for the form, or `ipv4Compatible` (RFC 4291 §2.5.5.1, which it lacks). */
  form: 'ipv4Compatible' | 'ipv4Mapped' | 'rfc6145' | 'rfc6052' | '6to4' | 'teredo';
  addresses: ipaddr.IPv4[];
  /**
   * The form is deprecated or only meaningful on a local network, so even a public IPv4 inside
   * does not make it an address the crawler should fetch.
   */
  failsClosed: boolean;
}

const ipv4CompatiblePrefix = ipaddr.IPv6.parse('::');
const localUseNat64Prefix = ipaddr.IPv6.parse('64:ff9b:1::');

/** The IPv4 address in two 16-bit groups, optionally inverted (Teredo obfuscates its client). */
function ipv4From(high: number, low: number, invert = false): ipaddr.IPv4 {
  const value = ((high << 16) | low) ^ (invert ? 0xffffffff : 0);
  return ipaddr.IPv4.parse(
    [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff].join('.'),
  );
}

/** The IPv4 addresses inside `address`, or undefined when it is no IPv4-carrying form. */
export function embeddedIpv4(address: ipaddr.IPv6): EmbeddedIpv4 | undefined {
  const [, p1 = 0, p2 = 0, p3 = 0, , , p6 = 0, p7 = 0] = address.parts;
  const last = ipv4From(p6, p7);
  const range = address.range();
  // ::ffff:0:0/96 mapped, ::ffff:0:0:0/96 translated: the IPv4 in the last 32 bits.
  if (range === 'ipv4Mapped' || range === 'rfc6145')
    return { form: range, addresses: [last], failsClosed: false };
  // 64:ff9b::/96 keeps the IPv4 in the last 32 bits. In the local-use 64:ff9b:1::/48 (RFC 8215)
  // the operator picks the prefix length and so where the IPv4 sits: the /96 layout is read to
  // name what is inside, and the range is refused whatever it holds.
  if (range === 'rfc6052')
    return {
      form: range,
      addresses: [last],
      failsClosed: address.match(localUseNat64Prefix, 48),
    };
  // 2002:AABB:CCDD::/48: the site's IPv4 in bits 16-48.
  if (range === '6to4') return { form: range, addresses: [ipv4From(p1, p2)], failsClosed: false };
  // 2001:0:SSSS:SSSS:flags:port:CCCC:CCCC: the server, then the client (inverted).
  if (range === 'teredo')
    return {
      form: range,
      addresses: [ipv4From(p2, p3), ipv4From(p6, p7, true)],
      failsClosed: false,
    };
  // ::/96 minus :: and ::1 (their own ranges); deprecated since 2006, never a real site.
  if (range === 'unicast' && address.match(ipv4CompatiblePrefix, 96))
    return { form: 'ipv4Compatible', addresses: [last], failsClosed: true };
  return undefined;
}
