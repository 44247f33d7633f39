import { type Data, type Overrides, Puck } from '@puckeditor/core';
import { useMemo, useRef } from 'react';
import type { LocaleCode } from '../../../i18n/locales';
import type { Translate } from '~/shared/i18n';
import type { SiteDocument, SiteFacts } from '~/shared/siteDesign/document';
import { fromPuckData, toPuckData } from '~/shared/siteDesign/projection';
import { puckConfig } from '~/shared/siteDesign/puckConfig';
import { pageContext, pageTitle } from '~/shared/siteDesign/siteLinks';
import type { T } from './boot';
import type { DesignApi } from './designApi';
import { FallbackField, FieldContext } from './FallbackField';
import { ImagePicker } from './ImagePicker';
import { directionOf, labelOf } from './languages';
import { PreviewContext, PreviewFrameOverride } from './PreviewFrame';
import { dictionary, viewports } from './puckUi';

/**
 * Puck's overrides and iframe options, made once: Puck reloads them whenever their identity
 * changes, and a new field-type override remounts the fields panel — the input being typed in
 * lost its focus after the first key. What they show comes from contexts (FieldContext, PreviewContext).
 */
const OVERRIDES: Partial<Overrides> = {
  // Publishing is the editor's own (it saves first and follows the job).
  headerActions: () => <></>,
  iframe: PreviewFrameOverride,
  fieldTypes: {
    text: ({ name, children }) => <FallbackField name={name}>{children}</FallbackField>,
    textarea: ({ name, children }) => <FallbackField name={name}>{children}</FallbackField>,
  },
};
const IFRAME = { enabled: true, waitForStyles: true };

interface Props {
  /** The document as last changed (texts of every language). */
  doc: SiteDocument;
  pageId: string;
  lang: LocaleCode;
  facts: SiteFacts;
  /** Where the site's files live (`/s/<slug>/`): uploaded images resolve under it. */
  siteRoot: string;
  api: DesignApi;
  t: T;
  onChange: (doc: SiteDocument) => void;
}

/**
 * Puck on one page in one language. Mounted afresh (by key) for each page × language, so its
 * undo history is that page's in that language; each change folds back into the whole document.
 */
export function PuckCanvas({ doc, pageId, lang, facts, siteRoot, api, t, onChange }: Props) {
  // The data Puck starts from; later documents come from Puck itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the canvas is remounted for another page or language.
  const initial = useMemo(() => toPuckData(doc, pageId, lang).data, []);
  const latest = useRef(doc);
  latest.current = doc;
  const lastData = useRef<string>(JSON.stringify(initial));
  const tr = t as Translate;
  const config = useMemo(
    () =>
      puckConfig(tr, {
        lang,
        imageField: (label) => ({
          type: 'custom',
          label,
          render: ({ value, onChange: set, readOnly }) => (
            <ImagePicker
              label={label}
              value={value}
              onChange={set}
              readOnly={readOnly}
              api={api}
              t={t}
              siteRoot={siteRoot}
            />
          ),
        }),
      }),
    [tr, t, lang, api, siteRoot],
  );
  const fallbacks = useMemo(() => new Set(toPuckData(doc, pageId, lang).fallbacks), [doc, pageId, lang]);
  const page = doc.pages.find((p) => p.id === pageId)!;
  // The views' context as a published page gets it, seen from the editor: images under the site's root.
  const metadata = useMemo(
    () => ({ ...pageContext(doc, facts, page, lang, tr, { editing: true, fallbacks }), siteRoot }),
    [doc, facts, page, lang, tr, fallbacks, siteRoot],
  );
  const fieldCtx = useMemo(
    () => ({ t, dir: directionOf(lang), lang, firstLanguage: labelOf(doc.languages[0]!), fallbacks }),
    [t, lang, doc.languages, fallbacks],
  );
  const preview = useMemo(() => ({ doc, lang }), [doc, lang]);
  const vp = useMemo(() => viewports(t), [t]);
  const dict = useMemo(() => dictionary(t), [t]);
  return (
    <FieldContext.Provider value={fieldCtx}>
      <PreviewContext.Provider value={preview}>
        <Puck
          config={config}
          data={initial}
          metadata={metadata}
          viewports={vp}
          dictionary={dict}
          iframe={IFRAME}
          headerTitle={pageTitle(doc, page, lang, facts.siteName)}
          height="100%"
          onChange={(data: Data) => {
            // Puck also reports unchanged data (selection, first render): only edits are saved.
            const json = JSON.stringify(data);
            if (json === lastData.current) return;
            lastData.current = json;
            onChange(fromPuckData(latest.current, pageId, lang, data));
          }}
          overrides={OVERRIDES}
        />
      </PreviewContext.Provider>
    </FieldContext.Provider>
  );
}
