// Spaces, invisible format characters (zero-width space, joiners, word joiner, BOM …), punctuation and symbols:
// what a sender slips between letters to split a word without changing how it reads.
const fillers = /[\p{White_Space}\p{Cf}\p{P}\p{S}]/gu;
const marks = /\p{M}/gu;

/** A text as the filter compares it: compatibility forms folded (full-width letters), lower case, no accents. */
const folded = (text: string) => text.normalize('NFKC').toLowerCase().normalize('NFD').replace(marks, '');

/** The folded text without fillers, so `s p.a\u200bm` reads as `spam`. */
export const filterMatchText = (text: string) => folded(text).replace(fillers, '');

/** Whether a text holds one of the filtered words (the phone checks before sending, the server on receipt). */
export const barrageFilteredWord = (text: string, words: readonly string[]) => {
  const bare = filterMatchText(text);
  const whole = folded(text);
  return words.find((w) => {
    const word = filterMatchText(w);
    // A word made only of punctuation or symbols has nothing left to match once fillers go: match it as written.
    if (word === '') return w.trim() !== '' && whole.includes(folded(w.trim()));
    return bare.includes(word);
  });
};
