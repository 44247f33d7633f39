import { useEffect, useState } from 'react';
import { formatClock, remaining, spokenDuration } from '~/ui/checkout/usdt';
import type { Translate } from '~/shared/messageKey';

/** The time now, ticking every `ms` while mounted. */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * "Usable in 23:59:41", ticking. Screen readers get the spoken form once (no aria-live: a
 * clock read out every second would drown everything else).
 */
export function Countdown({ until, t, lang }: { until: string; t: Translate; lang: string }) {
  const now = useNow();
  const left = remaining(until, now);
  return (
    <span className="wd-countdown">
      <span aria-hidden="true">{t('settlement.withdraw.usableIn', { time: formatClock(left, lang) })}</span>
      <span className="visually-hidden">{t('settlement.withdraw.usableIn', { time: spokenDuration(left, lang) })}</span>
    </span>
  );
}
