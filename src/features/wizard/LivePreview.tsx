type T = (k: string, v?: Record<string, string>) => string;

/** The chosen template drawn in the chosen colours, by the server's renderer. */
export function LivePreview({
  preview,
  name,
  colors,
  t,
}: {
  preview: string | undefined;
  name: string | undefined;
  colors: { color1: string; color2: string; color3: string } | undefined;
  t: T;
}) {
  if (!preview) return <div className="preview-empty">{t('wizard.previewEmpty')}</div>;
  const q = colors ? `?${new URLSearchParams(colors)}` : '';
  return (
    <figure className="live-preview">
      <img src={`${preview}${q}`} alt={t('wizard.previewAlt', { name: name ?? '' })} width="640" height="480" />
      <figcaption>{name}</figcaption>
    </figure>
  );
}
