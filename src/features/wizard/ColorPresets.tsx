import { useId } from 'react';
import { api } from '~/lib/api';
import type { Colors } from '~/stores/wizard';
import type { ColorScheme } from '~/shared/schemas/catalog';
import { useLoad } from '~/ui/useLoad';
import { LoadState } from '~/ui/LoadState';
import type { Translate } from '~/shared/i18n';

const same = (a: Colors | undefined, b: Colors) =>
  !!a && a.color1 === b.color1 && a.color2 === b.color2 && a.color3 === b.color3;

/** The six colour presets (dark base), as a group of native radios drawn as swatches. */
export function ColorPresets({
  value,
  onChange,
  t,
}: {
  value: Colors | undefined;
  onChange: (c: Colors) => void;
  t: Translate;
}) {
  const id = useId();
  const { data, loading, failed, retry } = useLoad(() => api<ColorScheme[]>('/cart/colors', { toastError: false }), []);
  return (
    <section className="colors" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('wizard.colorsTitle')}</h2>
      <LoadState loading={loading && !data} failed={failed} retry={retry} t={t} />
      <div role="radiogroup" aria-labelledby={`${id}-title`} className="color-grid">
        {(data ?? []).map((c) => (
          <label key={c.id} className="color-card" data-color-id={c.id}>
            <input
              type="radio"
              name={`${id}-colors`}
              value={c.id}
              checked={same(value, c)}
              onChange={() => onChange({ color1: c.color1, color2: c.color2, color3: c.color3 })}
            />
            <span className="swatches" aria-hidden="true">
              <span style={{ background: c.color1 }} />
              <span style={{ background: c.color2 }} />
              <span style={{ background: c.color3 }} />
            </span>
            <span>{c.name}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
