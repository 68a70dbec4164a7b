import { useEffect, useState } from 'react';

/** Whether the page fills the screen, and a toggle (a big screen's button and its F key). */
export const useFullscreen = () => {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () =>
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  return { on, toggle };
};
