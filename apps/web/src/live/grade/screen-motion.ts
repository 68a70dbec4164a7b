/** Whether the hall's screen asked for still pictures: the count-up and the ranking's moves then jump to the end. */
export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A score as the screen writes it: the server rounds it already, so it is shown as given. */
export const scoreText = (score: number | null) => (score === null ? '—' : String(score));

/** How many decimals a score carries, so a count-up towards it keeps them from the first frame. */
export const decimalsOf = (score: number) => {
  const text = String(score);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
};
