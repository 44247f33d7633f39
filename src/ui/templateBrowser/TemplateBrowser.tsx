import { type KeyboardEvent, type ReactNode, useId } from 'react';
import type { Translate } from '~/shared/messageKey';
import type { Template, TemplateCategory } from '~/shared/schemas/catalog';
import { inColors } from '~/shared/templateUrls';
import type { Page } from '~/shared/types';
import { CategoryTabs } from '../CategoryTabs';
import { LoadState } from '../LoadState';
import { Pager } from '../Pager';
import { useLoad } from '../useLoad';
import { type BrowseQuery, useBrowseQuery } from './useBrowseQuery';
import '../radio-card.css';
import './template-browser.css';
import './template-thumb.css';

/**
 * Where the templates come from: the market's catalogue (GET /api/cart/category and
 * /template-list), through the screen's own client. Keep it stable (useMemo): a new source loads again.
 */
export interface TemplateSource {
  categories: (q: string) => Promise<TemplateCategory[]>;
  templates: (query: BrowseQuery & { pageSize: number }) => Promise<Page<Template>>;
}

type Shown = Pick<Template, 'id' | 'name' | 'thumbnail'>;

interface Props {
  source: TemplateSource;
  t: Translate;
  pageSize: number;
  /** The radio group's name. */
  label: string;
  /** A heading beside the search (the wizard's step heading); the search's own label is then hidden. */
  heading?: ReactNode;
  /** The category buttons: a tablist (the wizard), or toggle buttons (the design console's dialog). */
  tabs: 'tabs' | 'pressed';
  /** The query to start from (the wizard's address), and every query applied. */
  initial?: BrowseQuery;
  onQuery?: (query: BrowseQuery) => void;
  selected: Shown | null;
  onSelect: (tpl: Template) => void;
  /** Enter on a card: on to what follows the choice (the designer's confirmation). */
  onChoose?: (tpl: Template) => void;
  /** The selection shown first, with this badge, when it is not on the page shown (a reload, another category). */
  pinnedBadge?: string;
  /** The template in use, marked with `label` and described so to screen readers. */
  current?: { id: number; label: string };
  /** Thumbnails drawn in these colours (the site's own), else the template's. */
  colors?: { color1: string; color2: string; color3: string } | undefined;
  className?: string;
}

const FIRST: BrowseQuery = { categoryId: undefined, q: '', page: 1 };

/**
 * The template browser of the wizard and the site designer: search, category buttons with
 * counts, server-side pages of cards (only one page of thumbnails in the DOM, so 3,000+
 * templates stay smooth). The cards are native radios laid over each card: Tab enters the
 * group, the arrow keys move the choice.
 */
export function TemplateBrowser(props: Props) {
  const { source, t, pageSize, label, heading, tabs, selected, onSelect, onChoose, current, colors } = props;
  const id = useId();
  const { typed, setTyped, query, pickCategory, setPage } = useBrowseQuery(props.initial ?? FIRST, props.onQuery);
  const { categoryId, q, page } = query;
  // With a search, each category counts what the search finds in it.
  const categories = useLoad(() => source.categories(q), [source, q]);
  const templates = useLoad(
    () => source.templates({ categoryId, q, page, pageSize }),
    [source, categoryId, q, page, pageSize],
  );
  const list = templates.data?.list ?? [];
  const total = templates.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pinned =
    props.pinnedBadge && templates.data && selected && !list.some((x) => x.id === selected.id) ? selected : null;
  const currentId = current ? `${id}-current` : undefined;
  const enter = (tpl: Template) => (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || !onChoose) return;
    e.preventDefault();
    onSelect(tpl);
    onChoose(tpl);
  };
  const thumb = (tpl: Shown) => inColors(tpl.thumbnail, colors);

  return (
    <div className={`template-browser ${props.className ?? ''}`}>
      <div className="template-browser-head">
        {heading}
        <label className="template-search">
          <span className={heading ? 'visually-hidden' : undefined}>{t('wizard.search')}</span>
          <input
            type="search"
            dir="auto"
            placeholder={t('wizard.searchPlaceholder')}
            value={typed}
            maxLength={60}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
      </div>
      <CategoryTabs
        categories={categories.data ?? []}
        selected={categoryId}
        onPick={pickCategory}
        semantics={tabs}
        className="template-tabs"
        t={t}
      />
      <p className="template-count" aria-live="polite">
        {templates.data ? t('wizard.templateCount', { count: total }) : ''}
      </p>
      <LoadState
        loading={templates.loading && !templates.data}
        failed={templates.failed}
        error={templates.error}
        retry={() => void templates.retry()}
        t={t}
        empty={Boolean(templates.data) && list.length === 0 && !pinned}
        emptyText={t('wizard.noTemplates')}
      >
        <div className="template-grid" role="radiogroup" aria-label={label} aria-busy={templates.loading}>
          {pinned && (
            <label className="radio-card template-card is-pinned" data-template-id={pinned.id}>
              <input type="radio" name={`${id}-template`} value={pinned.id} checked readOnly />
              <img className="template-thumb" src={thumb(pinned)} alt="" width="320" height="200" decoding="async" />
              <span className="template-name" dir="auto">
                {pinned.name}
              </span>
              <span className="template-badge">{props.pinnedBadge}</span>
            </label>
          )}
          {list.map((tpl) => (
            <label key={tpl.id} className="radio-card template-card" data-template-id={tpl.id}>
              <input
                type="radio"
                name={`${id}-template`}
                value={tpl.id}
                checked={tpl.id === selected?.id}
                aria-describedby={tpl.id === current?.id ? currentId : undefined}
                onChange={() => onSelect(tpl)}
                onKeyDown={enter(tpl)}
              />
              <img
                className="template-thumb"
                src={thumb(tpl)}
                alt=""
                width="320"
                height="200"
                loading="lazy"
                decoding="async"
              />
              <span className="template-name" dir="auto">
                {tpl.name}
              </span>
              {tpl.id === current?.id && <span className="template-badge">{current.label}</span>}
            </label>
          ))}
        </div>
        {current && (
          <span id={currentId} hidden>
            {current.label}
          </span>
        )}
        <Pager page={page} pages={pages} onPage={setPage} label={t('wizard.pagination')} t={t} />
      </LoadState>
    </div>
  );
}
