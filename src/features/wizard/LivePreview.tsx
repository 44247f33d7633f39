import { useState } from 'react';
import type { Colors } from '~/stores/wizard';
import { inColors } from '~/shared/templateUrls';
import type { Translate } from '~/shared/i18n';

/** The server renders a template in any colours: its preview URL with them as the query. */
export const previewSrc = (preview: string, colors: Colors | undefined): string => inColors(preview, colors);

/** The chosen template drawn in the chosen colours, by the server's renderer. */
export function LivePreview({
  preview,
  name,
  colors,
  t,
}: {
  preview: string | undefined;
  name: string | undefined;
  colors: Colors | undefined;
  t: Translate;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!preview) return <div className="preview-empty">{t('wizard.previewEmpty')}</div>;
  const src = previewSrc(preview, colors);
  return (
    <figure className="live-preview">
      {failedSrc === src ? (
        <p className="preview-empty" role="alert">
          {t('common.imageFailed')}
        </p>
      ) : (
        <img
          src={src}
          alt={t('wizard.previewAlt', { name: name ?? '' })}
          width="640"
          height="480"
          onError={() => {
            console.warn('[wizard] preview failed to load', src);
            setFailedSrc(src);
          }}
        />
      )}
      <figcaption>{name}</figcaption>
    </figure>
  );
}
