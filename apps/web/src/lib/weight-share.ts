/**
 * A whole weight's share of the weights, in percent rounded half up to one decimal, as the contract's
 * describeGradeRule states a judge group's share (an exact half is exact in floating point, and anything else is at
 * least 1/1000 from one).
 */
export const weightShare = (weight: number, weights: number[]) => {
  const all = weights.reduce((sum, w) => sum + w, 0);
  return all > 0 ? Math.round((weight * 1000) / all) / 10 : 0;
};
