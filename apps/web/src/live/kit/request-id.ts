/**
 * An id the page makes for one write (a filled form, a tapped vote), so that sending it again is counted once.
 * crypto.randomUUID exists only on secure pages; an event page served over plain http still needs an id.
 */
export const newRequestId = () => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};
