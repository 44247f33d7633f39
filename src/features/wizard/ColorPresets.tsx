import { api } from '~/lib/api';
import { useLoad } from './useLoad';
import { LoadState } from './LoadState';
import type { ColorScheme } from '~/shared/schemas/catalog';

type T = (k: string) => string;
type Colors = { color1: string; color2: string; color3: string };

const same = (a: Colors | undefined, b: Colors) =>
  !!a && a.color1 === b.color1 && a.color2 === b.color2 && a.color3 === b.color3;

/** The six colour presets (dark base), as a radio group of swatches. */
export function ColorPresets({
  value,
  onChange,
  t,
}: {
  value: Colors | undefined;
  onChange: (c: ColorScheme) => void;
  t: T;
}) {
  const { data, loading, failed, retry } = useLoad(() => api<ColorScheme[]>('/cart/colors', { toastError: false }), []);
  return (
    <section className="colors" aria-labelledby="colors-title">
      <h2 id="colors-title">{t('wizard.colorsTitle')}</h2>
      <LoadState loading={loading && !data} failed={failed} retry={retry} t={t} />
      <div role="radiogroup" aria-labelledby="colors-title" className="color-grid">
        {(data ?? []).map((c) => (
          <button
            key={c.id}
            type="button"
            role="radio"
            aria-checked={same(value, c)}
            className="color-card"
            onClick={() => onChange(c)}
            data-color-id={c.id}
          >
            <span className="swatches" aria-hidden="true">
              <span style={{ background: c.color1 }} />
              <span style={{ background: c.color2 }} />
              <span style={{ background: c.color3 }} />
            </span>
            <span>{c.name}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
