import { useEffect, useId, useRef } from 'react';
import type { Template } from '~/shared/schemas/catalog';
import type { SiteDocument } from '~/shared/siteDesign/document';
import { inColors, templateThumbUrl } from '~/shared/templateUrls';
import type { T } from './boot';

/** A name in another script keeps its place among the sentence's quotes (Unicode isolates, as <bdi>). */
export const isolated = (name: string) => `\u2068${name}\u2069`;

interface Props {
  t: T;
  theme: SiteDocument['theme'];
  currentId: number;
  chosen: Template;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * What switching keeps and what it changes (shared/siteDesign/switchTemplate.ts is the rule),
 * said before anything happens; the operator confirms or goes back to the templates.
 */
export function SwitchConfirm({ t, theme, currentId, chosen, busy, onConfirm, onBack }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The picker gave way to this panel: focus follows, so a screen reader reads the question.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="tpl-confirm" aria-labelledby={`${id}-q`}>
      <h3 id={`${id}-q`} ref={heading} tabIndex={-1}>
        {t('design.editor.template.confirmTitle', { name: isolated(chosen.name) })}
      </h3>
      <div className="tpl-compare">
        <figure>
          <img src={inColors(templateThumbUrl(currentId), theme)} alt="" width="160" height="100" />
          <figcaption>{t('design.editor.template.from', { id: currentId })}</figcaption>
        </figure>
        <span aria-hidden="true" className="tpl-arrow">
          →
        </span>
        <figure>
          <img src={inColors(chosen.thumbnail, theme)} alt="" width="160" height="100" />
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
            <li>{t('design.editor.template.changesDropped')}</li>
            <li>{t('design.editor.template.changesUndo')}</li>
          </ul>
        </div>
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
