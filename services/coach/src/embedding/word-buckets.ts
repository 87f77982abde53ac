import { normalise } from '../safety/normalise';

/** FNV-1a: a fast, stable hash, so the same word always lands in the same bucket. */
function bucket(token: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % buckets;
}

/**
 * A text's normalised words and adjacent word pairs, hashed into `buckets` (each bucket once,
 * in order): the words a learned model reads beside a sentence vector, in any language.
 */
export function wordBuckets(text: string, buckets: number): Int32Array {
  const tokens = normalise(text).split(' ').filter(Boolean);
  const found = new Set<number>();
  tokens.forEach((token, i) => {
    found.add(bucket(token, buckets));
    if (i > 0) found.add(bucket(`${tokens[i - 1]} ${token}`, buckets));
  });
  return Int32Array.from([...found].sort((a, b) => a - b));
}
