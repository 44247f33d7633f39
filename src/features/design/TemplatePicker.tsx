import { useEffect, useId, useState } from 'react';
import { ApiError } from '~/lib/apiError';
import type { Translate } from '~/shared/messageKey';
import type { Template } from '~/shared/schemas/catalog';
import type { SiteDocument } from '~/shared/siteDesign/document';
import { inColors } from '~/shared/templateUrls';
import { CategoryTabs } from '~/ui/CategoryTabs';
import { LoadState } from '~/ui/LoadState';
import { Pager } from '~/ui/Pager';
import { useLoad } from '~/ui/useLoad';
import type { T } from './boot';
import type { CatalogueApi } from './catalogueApi';
import type { Result } from './designApi';
import '~/ui/radio-card.css';

const PAGE_SIZE = 12;
const SEARCH_DEBOUNCE_MS = 300;

/** A catalogue answer for `useLoad`: the data, or the failure as `LoadState` words it (offline, the server's words). */
async function data<D>(r: Promise<Result<D>>): Promise<D> {
  const a = await r;
  if (a.ok) return a.data;
  throw a.status === 0
    ? new ApiError('network')
    : new ApiError('failed', { status: a.status, serverMessage: a.message });
}

interface Props {
  catalogue: CatalogueApi;
  t: T;
  /** The draft's colours: thumbnails show each template as this site would look. */
  theme: SiteDocument['theme'];
  currentId: number;
  /** The template under the cursor (arrow keys, a click): not switched to until confirmed. */
  selected: Template | null;
  onSelect: (tpl: Template) => void;
  /** Enter on a template, or the button: on to the confirmation. */
  onChoose: (tpl: Template) => void;
}

/**
 * The market's templates as the wizard's gallery shows them (search, category tabs, server-side
 * pages), in a radio group: Tab enters it, the arrow keys move the choice, Enter goes on to the
 * confirmation; nothing changes until the operator confirms.
 */
export function TemplatePicker({ catalogue, t, theme, currentId, selected, onSelect, onChoose }: Props) {
  const id = useId();
  const tr = t as Translate;
  const [query, setQuery] = useState('');
  const [q, setQ] = useState('');
  const [categoryId, setCategory] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => {
      setQ(trimmed);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, q]);
  const categories = useLoad(() => data(catalogue.categories(q)), [catalogue, q]);
  const templates = useLoad(
    () => data(catalogue.templates({ categoryId, q, page, pageSize: PAGE_SIZE })),
    [catalogue, categoryId, q, page],
  );
  const list = templates.data?.list ?? [];
  const total = templates.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pick = (cat: number | undefined) => {
    setCategory(cat);
    setPage(1);
  };
  return (
    <div className="tpl-picker">
      <label className="tpl-search">
        <span>{t('wizard.search')}</span>
        <input
          type="search"
          dir="auto"
          placeholder={t('wizard.searchPlaceholder')}
          value={query}
          maxLength={60}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      {categories.data && categories.data.length > 0 && (
        <CategoryTabs
          categories={categories.data}
          selected={categoryId}
          onPick={pick}
          semantics="pressed"
          className="tpl-tabs"
          t={tr}
        />
      )}
      <p className="design-muted" aria-live="polite">
        {templates.data ? t('wizard.templateCount', { count: total }) : ''}
      </p>
      <LoadState
        loading={templates.loading && !templates.data}
        failed={templates.failed}
        error={templates.error}
        retry={() => void templates.retry()}
        t={tr}
        empty={Boolean(templates.data) && list.length === 0}
        emptyText={t('wizard.noTemplates')}
      >
        <div
          className="tpl-grid"
          role="radiogroup"
          aria-label={t('design.editor.template.gridLabel')}
          aria-busy={templates.loading}
        >
          {list.map((tpl) => (
            // A native radio laid over the card: arrow keys move the choice, as in the wizard.
            <label key={tpl.id} className="radio-card tpl-card" data-template-id={tpl.id}>
              <input
                type="radio"
                name={`${id}-tpl`}
                value={tpl.id}
                checked={tpl.id === selected?.id}
                aria-describedby={tpl.id === currentId ? `${id}-current` : undefined}
                onChange={() => onSelect(tpl)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter') return;
                  e.preventDefault();
                  onSelect(tpl);
                  onChoose(tpl);
                }}
              />
              <img src={inColors(tpl.thumbnail, theme)} alt="" width="320" height="200" loading="lazy" />
              <span className="tpl-name" dir="auto">
                {tpl.name}
              </span>
              {tpl.id === currentId && <span className="tpl-badge">{t('design.editor.template.inUse')}</span>}
            </label>
          ))}
        </div>
        <span id={`${id}-current`} hidden>
          {t('design.editor.template.inUse')}
        </span>
        <Pager page={page} pages={pages} onPage={setPage} label={t('wizard.pagination')} t={tr} />
      </LoadState>
    </div>
  );
}
