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
    const html = frame.documentElement;
    const apply = () => {
      if (html.lang !== tag) html.lang = tag;
      if (html.dir !== dir) html.dir = dir;
    };
    apply();
    // Puck copies the editor's own <html> attributes into the frame once its styles load: the
    // console's language would win over the edited one (a Vietnamese page mirrored in an Arabic console).
    const watch = new MutationObserver(apply);
    watch.observe(html, { attributes: true, attributeFilter: ['lang', 'dir'] });
    return () => watch.disconnect();
  }, [frame, lang]);
  useEffect(() => {
    if (!frame) return;
    let style = frame.getElementById('site-css') as HTMLStyleElement | null;
    if (!style) {
      style = frame.createElement('style');
      style.id = 'site-css';
      frame.head.appendChild(style);
    }
    style.textContent = css;
  }, [frame, css]);
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
