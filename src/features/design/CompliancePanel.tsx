import './compliance-panel.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { LocaleCode } from '../../../i18n/locales';
import { elementName, fixesOf } from '~/shared/compliance/describe';
import { rulesOf } from '~/shared/compliance/index';
import { missingElements } from '~/shared/compliance/missing';
import { spreadCompliance } from '~/shared/compliance/spread';
import type { SiteDocument, SiteFacts } from '~/shared/siteDesign/document';
import { pageTitle } from '~/shared/siteDesign/siteLinks';
import type { T } from './boot';

interface Props {
  doc: SiteDocument;
  /** The site's market (`sites.countries_id`): whose rules apply. */
  countriesId: number;
  t: T;
  /** The console's language: page names and the list are in it. */
  locale: LocaleCode;
  facts: SiteFacts;
  onChange: (doc: SiteDocument) => void;
}

/**
 * Beside Publish: what the site's market requires that some page does not show yet
 * (src/shared/compliance, the same rule the server refuses a publish by), each with how to fix
 * it, worked out again on every change of the draft. A disclosure: the button says how many
 * are missing and opens the list; Escape closes it and returns to the button.
 */
export function CompliancePanel({ doc, countriesId, t, locale, facts, onChange }: Props) {
  const rules = rulesOf(countriesId);
  const missing = useMemo(() => missingElements(doc, rules), [doc, rules]);
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const pageName = (pageId: string) => {
    const page = doc.pages.find((p) => p.id === pageId);
    return page ? pageTitle(doc, page, locale, facts) : pageId;
  };
  const count = t('design.compliance.panel.count', { n: missing.length });
  return (
    <div className="design-comply">
      <button
        ref={button}
        type="button"
        className="design-btn"
        aria-expanded={open}
        aria-controls={id}
        data-state={missing.length ? 'missing' : 'ok'}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('design.compliance.panel.button')}{' '}
        <span className={missing.length ? 'design-comply-badge' : 'design-comply-badge design-comply-badge--ok'}>
          <span aria-hidden="true">{missing.length ? missing.length : '✓'}</span>
          <span className="visually-hidden">{missing.length ? count : t('design.compliance.panel.ok')}</span>
        </span>
      </button>
      {/* Announces a change of the count while the operator edits, without moving focus. */}
      <span className="visually-hidden" role="status">
        {missing.length ? count : ''}
      </span>
      {open && (
        <section
          id={id}
          ref={panel}
          className="design-comply-panel"
          aria-labelledby={`${id}-title`}
          tabIndex={-1}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          <h2 id={`${id}-title`}>{t('design.compliance.panel.title')}</h2>
          {missing.length ? (
            <>
              <p>{t('design.compliance.panel.intro')}</p>
              <ul data-testid="compliance-missing">
                {missing.map((m) => (
                  <li key={m.kind}>
                    <strong>{elementName(t, m)}</strong>
                    {fixesOf(t, m, pageName, doc.pages.length).map((step) => (
                      <span key={step}>{step}</span>
                    ))}
                  </li>
                ))}
              </ul>
              <button type="button" className="design-btn" onClick={() => onChange(spreadCompliance(doc, rules))}>
                {t('design.compliance.spread', { section: t('design.section.compliance') })}
              </button>
            </>
          ) : (
            <p data-testid="compliance-ok">{t('design.compliance.panel.ok')}</p>
          )}
          <button type="button" className="design-btn design-btn--small" onClick={close}>
            {t('design.editor.close')}
          </button>
        </section>
      )}
    </div>
  );
}
