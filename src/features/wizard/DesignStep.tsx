import { useId, type ReactNode } from 'react';
import type { Colors } from '~/stores/wizard';
import { ColorPresets } from './ColorPresets';
import { LivePreview, previewSrc } from './LivePreview';
import { TemplateGallery, type ChosenTemplate } from './TemplateGallery';
import './choose-theme.css';
import type { Translate } from '~/shared/messageKey';
import { templatePageUrl } from '~/shared/templateUrls';

interface Props {
  countriesId: number;
  template: ChosenTemplate | null;
  colors: Colors | undefined;
  onTemplate: (tpl: ChosenTemplate) => void;
  onColors: (c: Colors) => void;
  t: Translate;
  /** The step's buttons; `describedBy` names the hint that says what is still missing. */
  actions: (describedBy: string | undefined) => ReactNode;
}

/**
 * Template and colours with a live preview (spec §2), shared by creating a site and by
 * editing a cart item. Wide screens: gallery beside a sticky preview column. Narrow
 * screens: preview and colours above the gallery, and a bar pinned to the bottom with the
 * choice and the actions, so they stay within reach below 24 cards.
 */
export function DesignStep({ countriesId, template, colors, onTemplate, onColors, t, actions }: Props) {
  const id = useId();
  const hint = template ? (colors ? null : t('wizard.pickColors')) : t('wizard.pickTemplate');
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="choose-theme">
      <TemplateGallery countriesId={countriesId} selected={template} onSelect={onTemplate} t={t} />
      <div className="design-panel">
        <aside id="design-preview" className="design-side" aria-labelledby={`${id}-preview-title`}>
          <h2 id={`${id}-preview-title`}>{t('wizard.previewTitle')}</h2>
          <LivePreview
            page={template ? templatePageUrl(template.id) : undefined}
            name={template?.name}
            colors={colors}
            t={t}
          />
          <ColorPresets value={colors} onChange={onColors} t={t} />
        </aside>
        <div className="design-bar">
          {template && (
            <a className="design-bar-choice" href="#design-preview">
              <img src={previewSrc(template.preview, colors)} alt="" width="64" height="48" />
              <span>
                <span className="visually-hidden">{t('wizard.seePreview')}: </span>
                {template.name}
              </span>
            </a>
          )}
          {hint && (
            <p id={hintId} className="muted design-hint">
              {hint}
            </p>
          )}
          <div className="wizard-actions">{actions(hintId)}</div>
        </div>
      </div>
    </div>
  );
}
