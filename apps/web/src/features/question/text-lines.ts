/** Where line `line` (counted from 1) starts and ends in `text`, for selecting it in a text box. */
export const lineRange = (text: string, line: number) => {
  const lines = text.split('\n');
  const index = Math.max(0, Math.min(lines.length - 1, line - 1));
  const start = lines.slice(0, index).reduce((sum, l) => sum + l.length + 1, 0);
  return { start, end: start + (lines[index]?.length ?? 0), index };
};

/** Selects a line of a text box and scrolls it into view. */
export const selectLine = (box: HTMLTextAreaElement, line: number) => {
  const { start, end, index } = lineRange(box.value, line);
  box.focus();
  box.setSelectionRange(start, end);
  const lineHeight = Number.parseFloat(getComputedStyle(box).lineHeight) || 22;
  box.scrollTop = Math.max(0, (index - 2) * lineHeight);
};
