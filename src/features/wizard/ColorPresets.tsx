import { useId } from 'react';
import { api } from '~/stores/api';
import type { Colors } from '~/stores/wizard';
import { useLoad } from '~/ui/useLoad';
import { LoadState } from '~/ui/LoadState';
import type { Translate } from '~/shared/messageKey';
import '~/ui/radio-card.css';

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
  const { data, loading, failed, retry } = useLoad(() => api.get('/api/cart/colors', { toastError: false }), []);
  return (
    <section className="colors" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('wizard.colorsTitle')}</h2>
      <LoadState loading={loading && !data} failed={failed} retry={retry} t={t} />
      <div role="radiogroup" aria-labelledby={`${id}-title`} className="color-grid">
        {(data ?? []).map((c) => (
          <label key={c.id} className="radio-card color-card" data-color-id={c.id}>
            <input
              type="radio"
              name={`${id}-colors`}
              value={c.id}
              checked={same(value, c)}
              onChange={() => onChange({ color1: c.color1, color2: c.color2, color3: c.color3 })}
            />
            <ColorDots colors={c} />
            <span>{c.name}</span>
          </label>
        ))}
      </div>
    </section>
  );
}

/** A scheme's three colours as overlapping dots; named for screen readers when `label` is given. */
export function ColorDots({ colors, label }: { colors: Colors; label?: string }) {
  return (
    <span className="swatches" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <span style={{ background: colors.color1 }} />
      <span style={{ background: colors.color2 }} />
      <span style={{ background: colors.color3 }} />
    </span>
  );
}
