import { useEffect, useState } from 'react';

/**
 * A wait the server asked for (a 429's Retry-After): `start(seconds)` begins it, `secondsLeft`
 * counts it down to 0, so a form can say how long until it may send again instead of sending a
 * try the server would refuse.
 */
export function useWait() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) setUntil(null);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return {
    secondsLeft,
    start: (seconds: number) => {
      const at = Date.now();
      setNow(at);
      setUntil(at + seconds * 1000);
    },
  };
}
