import { useId, useMemo, useState } from 'react';
import { api } from '~/stores/api';
import type { Translate } from '~/shared/messageKey';
import type { Template } from '~/shared/schemas/catalog';
import { TemplateBrowser, type TemplateSource } from '~/ui/templateBrowser/TemplateBrowser';
import { readGalleryQuery, saveGalleryQuery } from './galleryUrl';

/** What the wizard keeps of a template: enough to show and preview it. */
export type ChosenTemplate = Pick<Template, 'id' | 'name' | 'thumbnail' | 'preview'>;

const PAGE_SIZE = 24;

/**
 * The wizard's template step: the shared template browser over the market's catalogue, under
 * the step's heading, with its category, search and page kept in the address (galleryUrl.ts),
 * and the choice shown first when it is not on the page shown.
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
  const source = useMemo<TemplateSource>(
    () => ({
      categories: (q) =>
        api.get('/api/cart/category', { query: { countriesId, q: q || undefined }, toastError: false }),
      templates: ({ categoryId, q, page, pageSize }) =>
        api.get('/api/cart/template-list', {
          query: { countriesId, categoryId, q: q || undefined, page, pageSize },
          toastError: false,
        }),
    }),
    [countriesId],
  );
  return (
    <section aria-labelledby={`${id}-title`} className="gallery">
      <TemplateBrowser
        source={source}
        t={t}
        pageSize={PAGE_SIZE}
        label={t('wizard.templatesTitle')}
        heading={
          <h2 id={`${id}-title`} tabIndex={-1} data-step-heading>
            {t('wizard.templatesTitle')}
          </h2>
        }
        tabs="tabs"
        initial={initial}
        onQuery={saveGalleryQuery}
        selected={selected}
        onSelect={onSelect}
        pinnedBadge={t('wizard.yourChoice')}
      />
    </section>
  );
}
