const deviceKey = 'live:device';
const ticketKey = (code: string) => `live:ticket:${code}`;

// randomUUID exists only in secure contexts; participants may open the link over plain http.
const newDeviceId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** This phone's id, kept across visits, so the same device joins as the same participant again. */
export const deviceId = () => {
  const stored = localStorage.getItem(deviceKey);
  if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored;
  const id = newDeviceId();
  localStorage.setItem(deviceKey, id);
  return id;
};

/** The participant's ticket per activity code, so a reload resumes where the participant was. */
export const ticketStore = {
  get: (code: string) => localStorage.getItem(ticketKey(code)) ?? '',
  set: (code: string, ticket: string) => localStorage.setItem(ticketKey(code), ticket),
  clear: (code: string) => localStorage.removeItem(ticketKey(code)),
};

const signedDeviceKey = (code: string) => `live:device:${code}`;

/**
 * The device string the server signed for one activity (when it asks for signed devices): fetched once and kept,
 * so this phone keeps joining as the same device instead of asking for a new one each visit.
 */
export const signedDeviceStore = {
  get: (code: string) => localStorage.getItem(signedDeviceKey(code)) ?? '',
  set: (code: string, uniq: string) => localStorage.setItem(signedDeviceKey(code), uniq),
  clear: (code: string) => localStorage.removeItem(signedDeviceKey(code)),
};
