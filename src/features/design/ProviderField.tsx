import { useEffect, useId, useState } from 'react';
import type { T } from './boot';
import type { GamesApi } from './gamesApi';

interface Props {
  label: string;
  value: unknown;
  onChange: (value: string) => void;
  readOnly?: boolean | undefined;
  api: GamesApi;
  t: T;
}

/** A provider section's provider: the studios with games in the site's market, by name (lazy, PuckCanvas). */
export default function ProviderField({ label, value, onChange, readOnly, api, t }: Props) {
  const id = useId();
  const [providers, setProviders] = useState<{ id: string; name: string; games: number }[] | null | 'failed'>(null);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` asks again after a failure.
  useEffect(() => {
    let live = true;
    void api.providers().then((r) => live && setProviders(r.ok ? r.data : 'failed'));
    return () => {
      live = false;
    };
  }, [api, tick]);
  const current = typeof value === 'string' ? value : '';
  return (
    <div className="design-image">
      <label htmlFor={id} className="design-image-label">
        {label}
      </label>
      <select
        id={id}
        value={current}
        disabled={readOnly || !Array.isArray(providers)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('design.games.chooseProvider')}</option>
        {Array.isArray(providers) &&
          providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.games})
            </option>
          ))}
      </select>
      {providers === null && <p role="status">{t('design.games.loading')}</p>}
      {providers === 'failed' && (
        <p role="alert" className="design-error">
          {t('design.games.failed')}{' '}
          <button type="button" className="design-btn design-btn--small" onClick={() => setTick((n) => n + 1)}>
            {t('design.games.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
