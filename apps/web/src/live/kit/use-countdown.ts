import { useEffect, useRef, useState } from 'react';

/** Milliseconds left until `deadline` (epoch ms), ticking; calls onExpire once when it is reached. */
export const useCountdown = (deadline: number | null, onExpire: () => void) => {
  const [now, setNow] = useState(Date.now);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at < deadline) return;
      clearInterval(timer);
      expire.current();
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, deadline - now);
};
