import { useId } from 'react';
import { formatPrice } from '~/shared/money';
import type { DepositStart } from '~/shared/orderTypes';
import type { Translate } from '~/shared/messageKey';

interface Props {
  list: DepositStart[];
  t: Translate;
  lang: string;
  /** The one whose address screen is open now (its button is then not offered). */
  shown: number | null;
  onShow: (deposit: DepositStart) => void;
}

/**
 * The top-ups that make up the pending figure: amount, network, until when the address is
 * valid, and "Show address" to open its address screen again (QR code, copy, countdown).
 */
export function OpenTopUps({ list, t, lang, shown, onShow }: Props) {
  const id = useId();
  if (list.length === 0) return null;
  const until = new Intl.DateTimeFormat(lang, { timeStyle: 'short' });
  return (
    <div className="open-topups">
      <h3 id={`${id}-title`} className="open-topups-title">
        {t('settlement.openTopUps')}
      </h3>
      <ul aria-labelledby={`${id}-title`}>
        {list.map((d) => (
          <li key={d.depositId} className="open-topup">
            <span id={`${id}-${d.depositId}`}>
              <strong>{formatPrice(d.amount, 'USDT', lang)}</strong>{' '}
              {t('settlement.openTopUpFacts', {
                network: t(`usdt.networkName.${d.network}`),
                time: until.format(new Date(d.expiresAt)),
              })}
            </span>
            {shown !== d.depositId && (
              <button
                type="button"
                className="btn btn-ghost"
                aria-describedby={`${id}-${d.depositId}`}
                onClick={() => onShow(d)}
              >
                {t('settlement.showAddress')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
