import type { LoginData } from '@app/contract';
import { useSyncExternalStore } from 'react';

/** The stored login (spec: local key QUES_USER). */
export const sessionKey = 'QUES_USER';

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: LoginData | null } = { raw: null, value: null };

const read = (): LoginData | null => {
  const raw = localStorage.getItem(sessionKey);
  if (raw === cached.raw) return cached.value;
  let value: LoginData | null = null;
  try {
    value = raw ? (JSON.parse(raw) as LoginData) : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
};

const notify = () => {
  for (const l of listeners) l();
};

export const session = {
  get: read,
  token: () => read()?.token ?? '',
  save: (data: LoginData) => {
    localStorage.setItem(sessionKey, JSON.stringify(data));
    notify();
  },
  clear: () => {
    localStorage.removeItem(sessionKey);
    notify();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useSession = () => useSyncExternalStore(session.subscribe, read, read);
