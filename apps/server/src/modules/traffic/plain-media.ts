const mediaTag = /<(?:img|video|audio|source)\b[^>]*>/gi;

/**
 * The text-only version of a participant answer: every URL of an uploaded file (`prefix` is where uploads are
 * served from) becomes '', and media tags naming one are cut out of rich text. Walks any JSON value.
 */
export const withoutMedia = <T>(value: T, prefix: string): T => {
  if (typeof value === 'string') {
    if (value.startsWith(prefix)) return '' as T;
    if (!value.includes(prefix)) return value;
    return value.replace(mediaTag, (tag) => (tag.includes(prefix) ? '' : tag)) as T;
  }
  if (Array.isArray(value)) return value.map((v) => withoutMedia(v, prefix)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutMedia(v, prefix)])) as T;
  }
  return value;
};
