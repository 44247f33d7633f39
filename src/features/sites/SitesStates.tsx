import { openStation } from '~/lib/openStation';
import type { Vars } from '~/shared/translate';

type T = (k: string, v?: Vars) => string;

/** No site yet: say how one comes about and offer the way there. */
export function SitesEmpty({ t }: { t: T }) {
  return (
    <div className="card sites-empty">
      <h2 className="sites-empty-title">{t('sites.emptyTitle')}</h2>
      <p>{t('account.empty.my-site')}</p>
      <button className="btn" type="button" onClick={openStation}>
        {t('header.openStation')}
      </button>
    </div>
  );
}

export function SitesNoMatch({ t, query, onClear }: { t: T; query: string; onClear: () => void }) {
  return (
    <div className="card sites-empty" role="status">
      <p>{t('sites.noMatch', { query })}</p>
      <button className="btn btn-ghost" type="button" onClick={onClear}>
        {t('sites.clearFilter')}
      </button>
    </div>
  );
}
