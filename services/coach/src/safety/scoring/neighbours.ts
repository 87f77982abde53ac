import { SafetyGroups, type SafetyGroup } from '../kinds';

/** How many of the nearest labelled messages vote. */
export const Neighbours = 10;

/** A labelled training message as the neighbour vote sees it: its vector and its labels. */
export interface Neighbour {
  vector: Float32Array;
  crisis: boolean;
  emergency: boolean;
  group: SafetyGroup | null;
}

export const NeighbourSignalNames: readonly string[] = [
  'near:crisis',
  'near:emergency',
  'near:closest-crisis',
  'near:closest-ordinary',
  ...SafetyGroups.map((group) => `near:${group}`),
];

const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
};

/**
 * What the most similar labelled messages say (universal-sentence-encoder vectors are unit
 * length, so a dot product is the cosine): the similarity-weighted share of crises, of
 * emergencies and of each group among the nearest, and the closest crisis and ordinary message.
 * `skip` leaves out neighbours (the message itself, or its own fold, while training).
 */
export function neighbourSignals(
  vector: ArrayLike<number>,
  neighbours: readonly Neighbour[],
  skip: (index: number) => boolean = () => false,
): number[] {
  return voteOf(
    neighbours.map((n) => dot(vector, n.vector)),
    neighbours,
    skip,
  );
}

/** The vote of `neighbours` given each one's similarity to the message (see neighbourSignals). */
export function voteOf(
  similarities: ArrayLike<number>,
  neighbours: readonly Neighbour[],
  skip: (index: number) => boolean = () => false,
): number[] {
  const nearest: { similarity: number; n: Neighbour }[] = [];
  let closestCrisis = 0;
  let closestOrdinary = 0;
  neighbours.forEach((n, index) => {
    if (skip(index)) return;
    const similarity = similarities[index];
    if (n.crisis) closestCrisis = Math.max(closestCrisis, similarity);
    else closestOrdinary = Math.max(closestOrdinary, similarity);
    if (nearest.length < Neighbours || similarity > nearest[nearest.length - 1].similarity) {
      nearest.push({ similarity, n });
      nearest.sort((a, b) => b.similarity - a.similarity);
      if (nearest.length > Neighbours) nearest.pop();
    }
  });
  const total = nearest.reduce((sum, x) => sum + Math.max(x.similarity, 0), 0) || 1;
  const share = (test: (n: Neighbour) => boolean) =>
    nearest.filter((x) => test(x.n)).reduce((sum, x) => sum + Math.max(x.similarity, 0), 0) / total;
  return [
    share((n) => n.crisis),
    share((n) => n.emergency),
    closestCrisis,
    closestOrdinary,
    ...SafetyGroups.map((group) => share((n) => n.group === group)),
  ];
}

/**
 * Vectors stored as bytes, each scaled so its largest component is 127: a quarter of the size of
 * 32-bit floats, the same votes (the scales are kept beside them).
 */
export function packVectors(vectors: readonly (readonly number[])[]): {
  bytes: string;
  scales: number[];
} {
  const dimensions = vectors[0]?.length ?? 0;
  const bytes = new Int8Array(vectors.length * dimensions);
  const scales = vectors.map((v, i) => {
    const scale = Math.max(...v.map(Math.abs)) / 127 || 1;
    v.forEach((x, j) => (bytes[i * dimensions + j] = Math.round(x / scale)));
    return Number(scale.toPrecision(6));
  });
  return { bytes: Buffer.from(bytes.buffer).toString('base64'), scales };
}

export function unpackVectors(
  packed: { bytes: string; scales: number[] },
  dimensions: number,
): Float32Array[] {
  const bytes = new Int8Array(Buffer.from(packed.bytes, 'base64'));
  return packed.scales.map((scale, i) =>
    Float32Array.from(bytes.subarray(i * dimensions, (i + 1) * dimensions), (x) => x * scale),
  );
}
