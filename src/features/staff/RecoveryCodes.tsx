import type { RefObject } from 'react';
import type { Translate } from '~/shared/messageKey';
import { CopyButton } from '~/ui/checkout/CopyButton';

interface Props {
  t: Translate;
  codes: string[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSaved: () => void;
}

/** The recovery codes of a first enrolment: shown this once, copyable, then "I have saved them". */
export function RecoveryCodes({ t, codes, headingRef, onSaved }: Props) {
  return (
    <section className="staff-signin card" aria-labelledby="staff-recovery-title">
      <h1 id="staff-recovery-title" ref={headingRef} tabIndex={-1}>
        {t('staff.recovery.title')}
      </h1>
      <p>{t('staff.recovery.lead')}</p>
      <ol className="staff-codes" dir="ltr" translate="no">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="staff-form-actions">
        <CopyButton
          text={codes.join('\n')}
          label={t('staff.recovery.copy')}
          copied={t('staff.copied')}
          failed={t('staff.copyFailed')}
        />
        <button type="button" className="btn" onClick={onSaved}>
          {t('staff.recovery.saved')}
        </button>
      </div>
    </section>
  );
}
