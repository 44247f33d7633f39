import { type Data, Puck } from '@puckeditor/core';
import { useMemo, useRef } from 'react';
import type { LocaleCode } from '../../../i18n/locales';
import type { SiteDocument, SiteFacts } from '~/shared/siteDesign/document';
import type { Translate } from '~/shared/i18n';
import { puckConfig } from '~/shared/siteDesign/puckConfig';
import { fromPuckData, toPuckData } from '~/shared/siteDesign/projection';
import { renderContext } from '~/shared/siteDesign/renderContext';
import type { T } from './boot';
import { FallbackField, FieldContext } from './FallbackField';
import { directionOf, labelOf, pageTitle } from './languages';
import { dictionary, viewports } from './puckUi';

interface Props {
  /** The document as last changed (texts of every language). */
  doc: SiteDocument;
  pageId: string;
  lang: LocaleCode;
  facts: SiteFacts;
  /** Where the site's files live (`/s/<slug>/`): uploaded images resolve under it. */
  siteRoot: string;
  t: T;
  onChange: (doc: SiteDocument) => void;
}

/**
 * Puck on one page in one language. Mounted afresh (by key) for each page × language, so its
 * undo history is that page's in that language; each change folds back into the whole document.
 */
export function PuckCanvas({ doc, pageId, lang, facts, siteRoot, t, onChange }: Props) {
  // The data Puck starts from; later documents come from Puck itself.
  const initial = useMemo(() => toPuckData(doc, pageId, lang).data, [pageId, lang]);
  const latest = useRef(doc);
  latest.current = doc;
  const lastData = useRef<string>(JSON.stringify(initial));
  const config = useMemo(() => puckConfig(t as Translate), [t]);
  const fallbacks = useMemo(() => new Set(toPuckData(doc, pageId, lang).fallbacks), [doc, pageId, lang]);
  const page = doc.pages.find((p) => p.id === pageId);
  const metadata = useMemo(
    () => ({
      ...renderContext({
        lang,
        t: t as Translate,
        langRoot: './',
        siteRoot,
        currency: facts.currency,
        region: facts.region,
        siteName: facts.siteName,
        pageKind: page?.kind ?? 'home',
        nav: doc.pages.map((p) => ({ href: '#', label: pageTitle(doc, p.title, lang), current: p.id === pageId })),
        languages: doc.languages.map((code) => ({ href: '#', label: labelOf(code), current: code === lang, lang: code })),
        editing: true,
        fallbacks,
      }),
    }),
    [doc, pageId, lang, facts, siteRoot, t, fallbacks, page?.kind],
  );
  const fieldCtx = useMemo(
    () => ({ t, dir: directionOf(lang), lang, firstLanguage: labelOf(doc.languages[0]!), fallbacks }),
    [t, lang, doc.languages, fallbacks],
  );
  const vp = useMemo(() => viewports(t), [t]);
  const dict = useMemo(() => dictionary(t), [t]);
  return (
    <FieldContext.Provider value={fieldCtx}>
      <Puck
        config={config}
        data={initial}
        metadata={metadata}
        viewports={vp}
        dictionary={dict}
        iframe={{ enabled: true, waitForStyles: true }}
        headerTitle={page ? pageTitle(doc, page.title, lang) : ''}
        height="100%"
        onChange={(data: Data) => {
          // Puck also reports unchanged data (selection, first render): only edits are saved.
          const json = JSON.stringify(data);
          if (json === lastData.current) return;
          lastData.current = json;
          onChange(fromPuckData(latest.current, pageId, lang, data));
        }}
        overrides={{
          // Publishing is the editor's own (it saves first and follows the job).
          headerActions: () => <></>,
          fieldTypes: {
            text: ({ name, children }) => <FallbackField name={name}>{children}</FallbackField>,
            textarea: ({ name, children }) => <FallbackField name={name}>{children}</FallbackField>,
          },
        }}
      />
    </FieldContext.Provider>
  );
}
