import { useEffect, useState } from 'react';
import { remaining, type Remaining } from './usdt';

const TICK_MS = 1000;

/** Time left until `expiresAt`, ticking every second until it runs out. */
export function useRemaining(expiresAt: string): Remaining {
  const [now, setNow] = useState(() => Date.now());
  const left = remaining(expiresAt, now);
  useEffect(() => {
    if (left.expired) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [left.expired]);
  return left;
}
