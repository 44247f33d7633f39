import { useEffect, useRef, useState } from 'react';
import { deferred } from '~/ui/deferred';
import type { Translate } from '~/shared/messageKey';

/** The withdrawals part is its own chunk: it downloads when its section comes near the screen. */
const Section = deferred(() => import('./WithdrawalsSection').then((m) => m.WithdrawalsSection));

interface Props {
  t: Translate;
  lang: string;
  onChanged: () => void;
}

/**
 * Settlement's Withdrawals card. Its heading is there at first paint; the address book, the form
 * and the history load when the card is about to be seen (or is reached by keyboard or pointer),
 * so the account screen's first load stays small (tests/e2e/account-first-load.spec.ts).
 */
export function Withdrawals({ t, lang, onChanged }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || wanted) return;
    if (typeof IntersectionObserver === 'undefined') return setWanted(true);
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setWanted(true);
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [wanted]);
  const want = () => setWanted(true);
  return (
    <section
      ref={ref}
      id="withdrawals"
      className="card settlement-withdrawals"
      aria-labelledby="withdrawals-title"
      onFocus={want}
      onPointerEnter={want}
    >
      <h2 id="withdrawals-title" className="settlement-section-title">
        {t('settlement.withdraw.title')}
      </h2>
      {wanted ? (
        <Section t={t} lang={lang} onChanged={onChanged} />
      ) : (
        <p className="load-state" role="status">
          {t('common.loading')}
        </p>
      )}
    </section>
  );
}
