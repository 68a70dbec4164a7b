/** Candidates' numbers show with at least three digits: 001, 012, 1234. */
export const numberText = (n: number) => String(n).padStart(3, '0');
