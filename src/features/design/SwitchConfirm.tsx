import { useEffect, useId, useRef, useState } from 'react';
import type { Template } from '~/shared/schemas/catalog';
import type { SiteDocument } from '~/shared/siteDesign/document';
import type { DroppedSection } from '~/shared/siteDesign/switchTemplate';
import { inColors, templateThumbUrl } from '~/shared/templateUrls';
import type { T } from './boot';
import type { DesignApi } from './designApi';
import '~/ui/templateBrowser/template-thumb.css';

/** A name in another script keeps its place among the sentence's quotes (Unicode isolates, as <bdi>). */
export const isolated = (name: string) => `\u2068${name}\u2069`;

interface Props {
  api: DesignApi;
  t: T;
  theme: SiteDocument['theme'];
  currentId: number;
  /** The current template's name (its number when the name is not known). */
  currentName: string;
  /** A page's name in the console's language, for the list of dropped sections. */
  pageName: (pageId: string) => string;
  chosen: Template;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * What switching keeps and what it changes (shared/siteDesign/switchTemplate.ts is the rule),
 * said before anything happens; the operator confirms or goes back to the templates.
 */
export function SwitchConfirm(props: Props) {
  const { api, t, theme, currentId, currentName, pageName, chosen, busy, onConfirm, onBack } = props;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [dropped, setDropped] = useState<DroppedSection[] | 'failed' | null>(null);
  // The picker gave way to this panel: focus follows, so a screen reader reads the question.
  useEffect(() => heading.current?.focus(), []);
  // Which sections the switch drops, asked of the server (it holds the templates' documents).
  useEffect(() => {
    let live = true;
    void api.switchPreview(chosen.id).then((r) => {
      if (live) setDropped(r.ok ? r.data.dropped : 'failed');
    });
    return () => {
      live = false;
    };
  }, [api, chosen.id]);
  return (
    <section className="tpl-confirm" aria-labelledby={`${id}-q`}>
      <h3 id={`${id}-q`} ref={heading} tabIndex={-1}>
        {t('design.editor.template.confirmTitle', { name: isolated(chosen.name) })}
      </h3>
      <div className="tpl-compare">
        <figure>
          <img
            className="template-thumb"
            src={inColors(templateThumbUrl(currentId), theme)}
            alt=""
            width="160"
            height="100"
          />
          <figcaption dir="auto">{t('design.editor.template.fromNamed', { name: isolated(currentName) })}</figcaption>
        </figure>
        <span aria-hidden="true" className="tpl-arrow">
          →
        </span>
        <figure>
          <img className="template-thumb" src={inColors(chosen.thumbnail, theme)} alt="" width="160" height="100" />
          <figcaption dir="auto">{chosen.name}</figcaption>
        </figure>
      </div>
      <div className="tpl-effects">
        <div>
          <h4>{t('design.editor.template.keepsTitle')}</h4>
          <ul>
            <li>{t('design.editor.template.keepsTexts')}</li>
            <li>{t('design.editor.template.keepsOwn')}</li>
            <li>{t('design.editor.template.keepsPublished')}</li>
          </ul>
        </div>
        <div>
          <h4>{t('design.editor.template.changesTitle')}</h4>
          <ul>
            <li>{t('design.editor.template.changesLayout')}</li>
            <li>{t('design.editor.template.changesUndo')}</li>
          </ul>
        </div>
      </div>
      <div className="tpl-dropped" aria-live="polite">
        <h4>{t('design.editor.template.droppedTitle')}</h4>
        {dropped === null && <p role="status">{t('design.editor.loading')}</p>}
        {dropped === 'failed' && <p>{t('design.editor.template.changesDropped')}</p>}
        {Array.isArray(dropped) && dropped.length === 0 && <p>{t('design.editor.template.droppedNone')}</p>}
        {Array.isArray(dropped) && dropped.length > 0 && (
          <ul data-testid="dropped-sections">
            {dropped.map((d) => (
              <li key={d.sectionId}>
                {t('design.editor.template.droppedItem', {
                  section: t(`design.section.${d.type}`),
                  page: isolated(pageName(d.pageId)),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="design-row">
        <button type="button" className="design-btn design-btn--danger" disabled={busy} onClick={onConfirm}>
          {t('design.editor.template.switchSubmit')}
        </button>
        <button type="button" className="design-btn" disabled={busy} onClick={onBack}>
          {t('design.editor.template.back')}
        </button>
      </div>
    </section>
  );
}
