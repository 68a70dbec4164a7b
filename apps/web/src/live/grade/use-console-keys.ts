import { useEffect, useEffectEvent } from 'react';

type Keys = { next: () => void; reveal: () => void; ranking: () => void };

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The console's keyboard: N next, R reveal, L ranking; never while the host types (a reason, a round's search). */
export const useConsoleKeys = (keys: Keys) => {
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.repeat || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
    const key = e.key.toLowerCase();
    const action = key === 'n' ? keys.next : key === 'r' ? keys.reveal : key === 'l' ? keys.ranking : null;
    if (!action) return;
    e.preventDefault();
    action();
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
};
