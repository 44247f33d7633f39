import { openStation } from '~/stores/dialogs';
import { asKey, type Translate } from '~/shared/messageKey';

/** No market, or one the server does not know: say why, and offer the market choice. */
export function MarketProblem({ message, t }: { message: string; t: Translate }) {
  return (
    <div className="card load-state market-problem" role="alert">
      <p>{message}</p>
      <button type="button" className="btn" onClick={openStation}>
        {t('wizard.chooseMarket')}
      </button>
    </div>
  );
}

/** The message of a step the merchant was sent back to (`?need=`). */
export function NeedNotice({ need, t }: { need: string | undefined; t: Translate }) {
  if (!need) return null;
  return (
    <p className="form-alert wizard-need" role="alert">
      {t(asKey(`wizard.need.${need}`))}
    </p>
  );
}
