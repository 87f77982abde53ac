/**
 * The positions of the `k` largest values, largest first, equal values in position order: the
 * first `k` of a stable descending sort, without sorting them all.
 */
export function largest(values: ArrayLike<number>, k: number): number[] {
  const top: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (top.length === k && !(value > values[top[k - 1]])) continue;
    let at = top.length;
    while (at > 0 && values[top[at - 1]] < value) at--;
    top.splice(at, 0, i);
    if (top.length > k) top.pop();
  }
  return top;
}
