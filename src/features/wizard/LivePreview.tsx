import type { Colors } from '~/stores/wizard';
import { inColors } from '~/shared/templateUrls';
import type { Translate } from '~/shared/messageKey';

/** The server renders a template in any colours: its preview URL with them as the query. */
export const previewSrc = (preview: string, colors: Colors | undefined): string => inColors(preview, colors);

/**
 * The chosen template's home page as the site will start, in the chosen colours: the page the
 * site designer renders (GET /api/cart/template-page/{id}), framed without script or navigation.
 */
export function LivePreview({
  page,
  name,
  colors,
  t,
}: {
  page: string | undefined;
  name: string | undefined;
  colors: Colors | undefined;
  t: Translate;
}) {
  if (!page) return <div className="preview-empty">{t('wizard.previewEmpty')}</div>;
  return (
    <figure className="live-preview">
      <iframe
        src={previewSrc(page, colors)}
        title={t('wizard.previewAlt', { name: name ?? '' })}
        sandbox=""
        width="640"
        height="480"
      />
      <figcaption>{name}</figcaption>
    </figure>
  );
}
