import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatPrice } from '~/shared/money';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';
import { simulateTransfer } from './simulate';
import { useRemaining } from './useRemaining';
import { formatClock, isDeposit, simulateTarget, spokenDuration, USDT, type UsdtStart } from './usdt';
import './usdt.css';
import type { Translate } from '~/shared/messageKey';

export type { UsdtStart } from './usdt';

export interface UsdtAddressProps {
  /** What POST /api/pay/unified-ordering (method usdt) or /api/settlement/deposit returned. */
  start: UsdtStart;
  /** Strings under `usdt.` (pass `islandStrings(locale, 'usdt.', …)` to the island). */
  t: Translate;
  /** BCP 47 language of the page, for numbers and times. */
  lang: string;
  /** Test mode: the simulated transfer was accepted; poll for the result now. */
  onSimulated?: () => void;
  /** The address ran out; the caller offers to start again. */
  onExpired?: () => void;
  headingLevel?: 2 | 3;
  /** Actions of the caller (Done, Back), shown under the notes. */
  children?: ReactNode;
}

/**
 * The USDT address screen (spec §9): network, exact amount, QR code, copy buttons,
 * expiry countdown and the notes. The address changes regularly and must not be saved,
 * so it lives in memory only: never in storage, never in the URL.
 */
export function UsdtAddress({ start, t, lang, onSimulated, onExpired, headingLevel = 2, children }: UsdtAddressProps) {
  const id = useId();
  const left = useRemaining(start.expiresAt);
  const [simulate, setSimulate] = useState<'idle' | 'busy' | 'done'>('idle');
  const expiredOnce = useRef(false);
  const network = start.network ? t(`usdt.networkName.${start.network}`) : '';
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (left.expired && !expiredOnce.current) {
      expiredOnce.current = true;
      onExpired?.();
    }
  }, [left.expired, onExpired]);

  async function runSimulation() {
    setSimulate('busy');
    try {
      await simulateTransfer(simulateTarget(start));
      setSimulate('done');
      onSimulated?.();
    } catch {
      setSimulate('idle'); // the API client has shown the reason
    }
  }

  const address = start.address;
  const open = !left.expired && address;
  return (
    <section className="usdt" aria-labelledby={`${id}-title`}>
      {start.testMode && (
        <p className="usdt-test" role="note">
          {t('usdt.testBanner')}
        </p>
      )}
      <Heading id={`${id}-title`} className="usdt-title">
        {t(isDeposit(start) ? 'usdt.titleDeposit' : 'usdt.titlePayment')}
      </Heading>
      {!address ? (
        <p className="usdt-expired" role="alert">
          {t('usdt.unavailable')}
        </p>
      ) : left.expired ? (
        <p className="usdt-expired" role="alert">
          {t('usdt.expired')}
        </p>
      ) : null}
      {open && (
        <div className="usdt-body">
          <QrCode text={address} label={t('usdt.qrLabel', { network })} />
          <dl className="usdt-facts">
            <div>
              <dt>{t('usdt.network')}</dt>
              <dd className="usdt-network">{network}</dd>
            </div>
            <div>
              <dt>{t('usdt.amount')}</dt>
              <dd>
                <strong className="usdt-amount">{formatPrice(start.amount, USDT, lang)}</strong>
                <CopyButton
                  text={start.amount}
                  label={t('usdt.copyAmount')}
                  copied={t('usdt.copied')}
                  failed={t('usdt.copyFailed')}
                />
              </dd>
            </div>
            <div>
              <dt>{t('usdt.address')}</dt>
              <dd>
                {/* An address is a left-to-right code in every language. */}
                <code className="usdt-address" dir="ltr" translate="no">
                  {address}
                </code>
                <CopyButton
                  text={address}
                  label={t('usdt.copyAddress')}
                  copied={t('usdt.copied')}
                  failed={t('usdt.copyFailed')}
                />
              </dd>
            </div>
            <div>
              <dt id={`${id}-left`}>{t('usdt.timeLeft')}</dt>
              <dd>
                <span role="timer" aria-labelledby={`${id}-left`} className="usdt-clock">
                  <span aria-hidden="true">{formatClock(left, lang)}</span>
                  <span className="visually-hidden">{spokenDuration(left, lang)}</span>
                </span>
              </dd>
            </div>
          </dl>
        </div>
      )}
      <ul className="usdt-notes">
        <li>{t('usdt.noteAddress')}</li>
        <li>{t('usdt.noteNetwork', { network: network || USDT })}</li>
        <li>{t('usdt.noteExact')}</li>
        <li>{t('usdt.noteConfirm')}</li>
      </ul>
      {start.testMode && open && (
        <div className="usdt-simulate">
          <button
            type="button"
            className="btn"
            onClick={runSimulation}
            disabled={simulate !== 'idle'}
            aria-busy={simulate === 'busy'}
          >
            {t(simulate === 'busy' ? 'usdt.simulating' : 'usdt.simulate')}
          </button>
          <p role="status" className="usdt-simulated">
            {simulate === 'done' ? t('usdt.simulated') : ''}
          </p>
        </div>
      )}
      {children && <div className="usdt-actions">{children}</div>}
    </section>
  );
}
