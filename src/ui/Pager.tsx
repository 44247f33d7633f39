import type { MouseEvent } from 'react';
import type { Translate } from '~/shared/messageKey';
import './pager.css';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the list this pager turns ("Pages of sites"). */
  label: string;
  t: Translate;
  /**
   * The address of a page, where each page has one (My orders keeps page and filter in the
   * URL): the pager is then links a visitor can open in a new tab; without it, buttons.
   */
  href?: (page: number) => string;
}

/** Previous / "Page 2 of 5" / next, the one pager of every list; hidden when everything fits on one page. */
export function Pager({ page, pages, onPage, label, t, href }: Props) {
  if (pages <= 1) return null;
  const step = (to: number, text: string, enabled: boolean) => {
    if (!href) {
      return (
        <button type="button" className="btn btn-ghost" disabled={!enabled} onClick={() => onPage(to)}>
          {text}
        </button>
      );
    }
    if (!enabled) {
      return (
        <span className="btn btn-ghost" aria-disabled="true">
          {text}
        </span>
      );
    }
    const follow = (e: MouseEvent<HTMLAnchorElement>) => {
      // A modified click opens the page elsewhere, as a link does.
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      onPage(to);
    };
    return (
      <a className="btn btn-ghost" href={href(to)} onClick={follow}>
        {text}
      </a>
    );
  };
  return (
    <nav className="list-pager" aria-label={label}>
      {step(page - 1, t('pager.prev'), page > 1)}
      <span aria-live="polite">{t('pager.pageOf', { page, pages })}</span>
      {step(page + 1, t('pager.next'), page < pages)}
    </nav>
  );
}
