import type { Vars } from '~/shared/translate';
import './pager.css';

type T = (k: string, v?: Vars) => string;

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the list this pager turns ("Pages of sites"). */
  label: string;
  t: T;
}

/** Previous / next with "Page 2 of 5"; hidden when everything fits on one page. */
export function Pager({ page, pages, onPage, label, t }: Props) {
  if (pages <= 1) return null;
  return (
    <nav className="list-pager" aria-label={label}>
      <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.prev')}
      </button>
      <span aria-live="polite">{t('pager.pageOf', { page, pages })}</span>
      <button type="button" className="btn btn-ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
