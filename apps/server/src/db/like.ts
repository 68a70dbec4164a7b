/** An ILIKE pattern matching the text anywhere; a % or _ the user typed is taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
