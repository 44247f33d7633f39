import { useEffect, useId, useState } from 'react';
import { api } from '~/stores/api';
import type { Template } from '~/shared/schemas/catalog';
import { CategoryTabs } from '~/ui/CategoryTabs';
import { LoadState } from '~/ui/LoadState';
import { Pager } from '~/ui/Pager';
import { useLoad } from '~/ui/useLoad';
import { readGalleryQuery, saveGalleryQuery } from './galleryUrl';
import type { Translate } from '~/shared/messageKey';
import '~/ui/radio-card.css';

/** What the wizard keeps of a template: enough to show and preview it. */
export type ChosenTemplate = Pick<Template, 'id' | 'name' | 'thumbnail' | 'preview'>;

const PAGE_SIZE = 24;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The template gallery: category tabs, search, server-side pagination. Only one
 * page of thumbnails is in the DOM, so 3,000+ templates stay smooth.
 */
export function TemplateGallery({
  countriesId,
  selected,
  onSelect,
  t,
}: {
  countriesId: number;
  selected: ChosenTemplate | null;
  onSelect: (tpl: Template) => void;
  t: Translate;
}) {
  const id = useId();
  // The page is client-rendered (after the mode is known), so the address can be read at once.
  const [initial] = useState(() => readGalleryQuery(window.location.search));
  const [categoryId, setCategory] = useState<number | undefined>(initial.categoryId);
  const [query, setQuery] = useState(initial.q);
  const [q, setQ] = useState(initial.q);
  const [page, setPage] = useState(initial.page);

  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => {
      setQ(trimmed);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, q]);
  useEffect(() => saveGalleryQuery({ categoryId, q, page }), [categoryId, q, page]);

  // With a search, each tab counts what the search finds in it.
  const categories = useLoad(
    () => api.get('/api/cart/category', { query: { countriesId, q: q || undefined }, toastError: false }),
    [countriesId, q],
  );
  const templates = useLoad(
    () =>
      api.get('/api/cart/template-list', {
        query: { countriesId, categoryId, q: q || undefined, page, pageSize: PAGE_SIZE },
        toastError: false,
      }),
    [countriesId, categoryId, q, page],
  );
  const list = templates.data?.list ?? [];
  const pinned = templates.data && selected && !list.some((x) => x.id === selected.id) ? selected : null;
  const total = templates.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pick = (cat: number | undefined) => {
    setCategory(cat);
    setPage(1);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="gallery">
      <div className="gallery-head">
        <h2 id={`${id}-title`} tabIndex={-1} data-step-heading>
          {t('wizard.templatesTitle')}
        </h2>
        <label className="gallery-search">
          <span className="visually-hidden">{t('wizard.search')}</span>
          <input
            type="search"
            dir="auto"
            placeholder={t('wizard.searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={60}
          />
        </label>
      </div>
      <CategoryTabs
        categories={categories.data ?? []}
        selected={categoryId}
        onPick={pick}
        semantics="tabs"
        className="gallery-tabs"
        t={t}
      />
      <p className="muted" aria-live="polite">
        {templates.data ? t('wizard.templateCount', { count: total }) : ''}
      </p>
      <LoadState
        loading={templates.loading && !templates.data}
        failed={templates.failed}
        retry={templates.retry}
        t={t}
      />
      {templates.data && templates.data.list.length === 0 && <p className="load-state">{t('wizard.noTemplates')}</p>}
      <div
        className="template-grid"
        role="radiogroup"
        aria-label={t('wizard.templatesTitle')}
        aria-busy={templates.loading}
      >
        {pinned && (
          // The chosen template is not on this page (a reload, another category): shown first.
          <label className="radio-card template-card is-pinned" data-template-id={pinned.id}>
            <input type="radio" name={`${id}-template`} value={pinned.id} checked readOnly />
            <img src={pinned.thumbnail} alt="" width="320" height="200" decoding="async" />
            <span className="template-name">{pinned.name}</span>
            <span className="template-badge">{t('wizard.yourChoice')}</span>
          </label>
        )}
        {list.map((tpl) => (
          // A native radio (arrow keys move the choice) laid over the whole card.
          <label key={tpl.id} className="radio-card template-card" data-template-id={tpl.id}>
            <input
              type="radio"
              name={`${id}-template`}
              value={tpl.id}
              checked={tpl.id === selected?.id}
              onChange={() => onSelect(tpl)}
            />
            <img src={tpl.thumbnail} alt="" width="320" height="200" loading="lazy" decoding="async" />
            <span className="template-name">{tpl.name}</span>
          </label>
        ))}
      </div>
      <Pager page={page} pages={pages} onPage={setPage} label={t('wizard.pagination')} t={t} />
    </section>
  );
}
