import type { MouseEvent } from 'react';
import type { Page } from '~/shared/types';
import { type OrderFilter, orderFilterSearch, pageCount } from './orders';
import type { Translate as T } from '~/shared/i18n';

/** Previous / "Page 2 of 5" / Next, as links to each page's URL. */
export function OrdersPager({
  page,
  filter,
  t,
  onPage,
}: {
  page: Page<unknown>;
  filter: OrderFilter;
  t: T;
  onPage: (p: number) => void;
}) {
  const pages = pageCount(page.total, page.pageSize);
  if (pages <= 1) return null;
  const link = (p: number, label: string, enabled: boolean) =>
    enabled ? (
      <a
        className="btn btn-ghost"
        href={orderFilterSearch({ ...filter, page: p }) || '?'}
        onClick={(e: MouseEvent<HTMLAnchorElement>) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          onPage(p);
        }}
      >
        {label}
      </a>
    ) : (
      <span className="btn btn-ghost" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="orders-pager" aria-label={t('orders.ui.pagination')}>
      {link(page.page - 1, t('orders.ui.prevPage'), page.page > 1)}
      <span>{t('orders.ui.pageOf', { page: page.page, pages })}</span>
      {link(page.page + 1, t('orders.ui.nextPage'), page.page < pages)}
    </nav>
  );
}
