/** A logistic model's probability for one row of features. */
export function logisticScore(
  row: readonly number[],
  model: { weights: readonly number[]; bias: number },
): number {
  const z = row.reduce((sum, x, i) => sum + x * (model.weights[i] ?? 0), model.bias);
  return 1 / (1 + Math.exp(-z));
}
