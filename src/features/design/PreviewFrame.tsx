import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { getLocale, type LocaleCode } from '../../../i18n/locales';
import type { SiteDocument } from '~/shared/siteDesign/document';
import { siteCss } from '~/shared/siteDesign/siteCss';

/**
 * The preview frame dressed as a published page: the site's own stylesheet (the one every
 * published page inlines) and the edited language's `lang` and direction, so Arabic mirrors.
 */
export function PreviewFrame({
  doc,
  lang,
  frame,
  children,
}: {
  doc: SiteDocument;
  lang: LocaleCode;
  frame?: Document | undefined;
  children: ReactNode;
}) {
  const css = siteCss(doc);
  useEffect(() => {
    if (!frame) return;
    const { lang: tag, dir } = getLocale(lang);
    frame.documentElement.lang = tag;
    frame.documentElement.dir = dir;
    let style = frame.getElementById('site-css') as HTMLStyleElement | null;
    if (!style) {
      style = frame.createElement('style');
      style.id = 'site-css';
      frame.head.appendChild(style);
    }
    style.textContent = css;
  }, [frame, lang, css]);
  return <>{children}</>;
}

/** The document and language the preview shows, for Puck's iframe override (`PreviewFrameOverride`). */
export const PreviewContext = createContext<{ doc: SiteDocument; lang: LocaleCode } | null>(null);

/**
 * Puck's iframe override. It reads the document from PreviewContext rather than taking it as a
 * prop because Puck remounts its panels (and the field being typed in) whenever an override
 * changes identity: the override stays one function for the canvas's life.
 */
export function PreviewFrameOverride({ document: frame, children }: { document?: Document; children: ReactNode }) {
  const preview = useContext(PreviewContext);
  if (!preview) return <>{children}</>;
  return (
    <PreviewFrame doc={preview.doc} lang={preview.lang} frame={frame}>
      {children}
    </PreviewFrame>
  );
}
