import { createUsePuck, type Data, type History, type Overrides, Puck } from '@puckeditor/core';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import type { LocaleCode } from '../../../i18n/locales';
import type { Translate } from '~/shared/messageKey';
import type { SiteDocument, SiteFacts } from '~/shared/siteDesign/document';
import { fromPuckData, toPuckData } from '~/shared/siteDesign/projection';
import { puckConfig } from '~/shared/siteDesign/puckConfig';
import { pageContext, pageTitle } from '~/shared/siteDesign/siteLinks';
import type { T } from './boot';
import type { DesignApi } from './designApi';
import { FallbackField, FieldContext } from './FallbackField';
import type { HistoryShelf } from './historyShelf';
import { AmountField } from './AmountField';
import { ImagePicker } from './ImagePicker';
import { directionOf, labelOf } from './languages';
import { PreviewContext, PreviewFrameOverride } from './PreviewFrame';
import { dictionary, viewports } from './puckUi';
import { GAME_MARKETS } from '~/shared/schemas/games';
import { gamesApi } from './gamesApi';
import { useSectionGames } from './useSectionGames';

// A game section's picker and provider list load only when such a section is edited.
const GamePicker = lazy(() => import('./GamePicker'));
const ProviderField = lazy(() => import('./ProviderField'));

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
  /** The console's number language (Intl tag): amounts are typed and read the operator's way. */
  numberLang: string;
  /** Undo histories of every page × language this session; `epoch` says which document they belong to. */
  shelf: HistoryShelf;
  epoch: number;
  onChange: (doc: SiteDocument) => void;
}

const usePuckState = createUsePuck();

/**
 * One object for the life of the page: Puck re-runs its viewport effect when this prop changes,
 * and that effect overwrites a one-step history with the current state, so a new object on each
 * render (each keystroke) would make the first undo step back to the edited text itself.
 */
const IFRAME = { enabled: true, waitForStyles: true } as const;

/**
 * Puck's overrides, made once as well: Puck reloads them whenever their identity changes, and a
 * new field-type override remounts the fields panel, so the input being typed in lost its focus
 * after the first key. What they show comes from contexts (FieldContext, PreviewContext); only
 * `puck` (the history keeper) is per canvas, and stays one function for its life.
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

/** Inside Puck: hands each change of its history to the shelf. */
function HistoryKeeper({ onHistory }: { onHistory: (histories: History[], index: number) => void }) {
  const histories = usePuckState((s) => s.history.histories);
  const index = usePuckState((s) => s.history.index);
  useEffect(() => onHistory(histories, index), [histories, index, onHistory]);
  return null;
}

/**
 * Puck on one page in one language. Mounted afresh (by key) for each page × language; its undo
 * history is that page's in that language, kept on the shelf while another is edited and resumed
 * on return. Each change folds back into the whole document.
 */
export function PuckCanvas(props: Props) {
  const { doc, pageId, lang, facts, siteRoot, api, t, numberLang, shelf, epoch, onChange } = props;
  // The data Puck starts from and the history it resumes; later documents come from Puck itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the canvas is remounted for another page or language.
  const initial = useMemo(() => toPuckData(doc, pageId, lang, facts.pageNames).data, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, at mount, like `initial`.
  const history = useMemo(
    () =>
      shelf.resume(
        epoch,
        pageId,
        lang,
        doc.pages.find((p) => p.id === pageId),
      ),
    [],
  );
  const latest = useRef(doc);
  latest.current = doc;
  const lastData = useRef<string>(
    JSON.stringify(
      history && history.appendData === false ? history.histories[history.index ?? 0]?.state.data : initial,
    ),
  );
  const keep = useCallback(
    (histories: History[], index: number) =>
      shelf.keep(
        epoch,
        pageId,
        lang,
        histories,
        index,
        latest.current.pages.find((p) => p.id === pageId),
      ),
    [shelf, epoch, pageId, lang],
  );
  useEffect(
    () => () =>
      shelf.leave(
        epoch,
        pageId,
        lang,
        latest.current.pages.find((p) => p.id === pageId),
      ),
    [shelf, epoch, pageId, lang],
  );
  const wrap = useCallback(
    ({ children }: { children: ReactNode }) => (
      <>
        {children}
        <HistoryKeeper onHistory={keep} />
      </>
    ),
    [keep],
  );
  const overrides = useMemo(() => ({ ...OVERRIDES, puck: wrap }), [wrap]);
  const tr = t as Translate;
  // Games of the site's market (issue 31): the sections' tiles as published, the picker's search.
  const games = useMemo(
    () =>
      gamesApi(
        siteRoot.split('/')[2] ?? '',
        (GAME_MARKETS as readonly string[]).includes(facts.region) ? facts.region : null,
        lang,
      ),
    [siteRoot, facts.region, lang],
  );
  const sectionGames = useSectionGames(games, doc, pageId);
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
        providerField: (label) => ({
          type: 'custom',
          label,
          render: ({ value, onChange: set, readOnly }) => (
            <Suspense fallback={null}>
              <ProviderField label={label} value={value} onChange={set} readOnly={readOnly} api={games} t={t} />
            </Suspense>
          ),
        }),
        gamesField: (label) => ({
          type: 'custom',
          label,
          render: ({ value, onChange: set, readOnly }) => (
            <Suspense fallback={null}>
              <GamePicker label={label} value={value} onChange={set} readOnly={readOnly} api={games} t={t} />
            </Suspense>
          ),
        }),
        amountField: (label) => ({
          type: 'custom',
          label,
          render: ({ value, onChange: set, readOnly }) => (
            <AmountField
              label={label}
              value={value}
              onChange={set}
              readOnly={readOnly}
              lang={numberLang}
              currency={facts.currency}
              t={t}
            />
          ),
        }),
      }),
    [tr, t, lang, api, siteRoot, numberLang, facts.currency, games],
  );
  const fallbacks = useMemo(
    () => new Set(toPuckData(doc, pageId, lang, facts.pageNames).fallbacks),
    [doc, pageId, lang, facts.pageNames],
  );
  const page = doc.pages.find((p) => p.id === pageId)!;
  // The views' context as a published page gets it, seen from the editor: images under the site's root.
  const metadata = useMemo(
    () => ({
      ...pageContext(doc, facts, page, lang, tr, { editing: true, fallbacks }),
      siteRoot,
      ...(sectionGames ? { games: sectionGames } : {}),
    }),
    [doc, facts, page, lang, tr, fallbacks, siteRoot, sectionGames],
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
          {...(history ? { initialHistory: history } : {})}
          metadata={metadata}
          viewports={vp}
          dictionary={dict}
          iframe={IFRAME}
          headerTitle={pageTitle(doc, page, lang, facts)}
          height="100%"
          onChange={(data: Data) => {
            // Puck also reports unchanged data (selection, first render): only edits are saved.
            const json = JSON.stringify(data);
            if (json === lastData.current) return;
            lastData.current = json;
            onChange(fromPuckData(latest.current, pageId, lang, data, facts.pageNames));
          }}
          overrides={overrides}
        />
      </PreviewContext.Provider>
    </FieldContext.Provider>
  );
}
