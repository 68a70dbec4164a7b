/** The list with the row at `index` swapped with its neighbour `delta` away (the caller keeps it in bounds). */
export const moved = <T>(rows: readonly T[], index: number, delta: -1 | 1): T[] => {
  const next = [...rows];
  const other = index + delta;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
};
