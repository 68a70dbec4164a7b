/** Excel refuses a sheet title longer than this, with one of these characters, or starting or ending with '. */
const longest = 31;
const forbidden = /[\\/?*:[\]]/g;

/** Excel counts UTF-16 units; a character outside the BMP is never split in two. */
const cut = (title: string, room: number) => {
  let out = '';
  for (const char of title) {
    if (out.length + char.length > room) break;
    out += char;
  }
  return out;
};

/**
 * Titles Excel opens, in the order given: forbidden characters become '_', a title is cut to 31 characters, and one
 * already taken (Excel compares them case-blind) gets (2), (3)… within the 31. An empty title is 'Sheet'.
 */
export const sheetTitles = (wanted: string[]): string[] => {
  const taken = new Set<string>();
  return wanted.map((raw) => {
    const base =
      raw
        .replace(forbidden, '_')
        .replace(/^'+|'+$/g, '')
        .trim() || 'Sheet';
    let title = cut(base, longest);
    for (let n = 2; taken.has(title.toLowerCase()); n += 1) {
      const suffix = `(${n})`;
      title = cut(base, longest - suffix.length) + suffix;
    }
    taken.add(title.toLowerCase());
    return title;
  });
};
