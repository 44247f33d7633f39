import { useEffect, useState } from 'react';

/**
 * Seconds left until `until` (a Date.now() instant), ticking once a second; 0 when past.
 * The resend button counts down with it, so a merchant sees when a new code may be asked.
 */
export function useCountdown(until: number): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(until));
  useEffect(() => {
    setSeconds(secondsLeft(until));
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const s = secondsLeft(until);
      setSeconds(s);
      if (s === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** 75 → "1:15": short and the same in every script (digits follow the locale's numerals elsewhere). */
export function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
