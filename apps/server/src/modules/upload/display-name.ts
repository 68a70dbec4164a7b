/** The name shown back for an upload: no folders, no control characters (PostgreSQL text refuses NUL). */
export const displayName = (fileName: string) =>
  [...fileName.replace(/[\\/]/g, '_')]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch !== '\u007f')
    .join('')
    .slice(-200);
