import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import './game-picker.css';
import { PICKED_MAX, type SiteGame } from '~/shared/siteDesign/games';
import type { T } from './boot';
import { gameCache, type GamesApi, tileOf } from './gamesApi';

interface Props {
  label: string;
  value: unknown;
  onChange: (value: string[]) => void;
  readOnly?: boolean | undefined;
  api: GamesApi;
  t: T;
}

type Search = { state: 'loading' | 'failed' } | { state: 'done'; items: SiteGame[] };

/**
 * A hand-picked game section's games (issue 31): the list in its order (move up, remove) and a
 * search of the site's market's catalogue with thumbnails to add from. Loaded with the editor
 * only when a section shows it (PuckCanvas, lazy).
 */
export default function GamePicker({ label, value, onChange, readOnly, api, t }: Props) {
  const id = useId();
  const ids = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const [q, setQ] = useState('');
  const [tick, setTick] = useState(0);
  const [search, setSearch] = useState<Search>({ state: 'loading' });
  useSyncExternalStore(gameCache.subscribe, gameCache.revision);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` asks again after a failure.
  useEffect(() => {
    let live = true;
    setSearch({ state: 'loading' });
    const timer = setTimeout(async () => {
      const r = await api.search(q.trim());
      if (!live) return;
      if (!r.ok) return setSearch({ state: 'failed' });
      const items = r.data.items.map(tileOf);
      gameCache.remember(items);
      setSearch({ state: 'done', items });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, tick, api]);
  const full = ids.length >= PICKED_MAX;
  const nameOf = (gid: string) => gameCache.get(gid)?.title ?? t('design.games.gone');
  const move = (i: number) => onChange(ids.map((x, j) => (j === i - 1 ? ids[i]! : j === i ? ids[i - 1]! : x)));
  return (
    <div className="design-games">
      <p className="design-games-label" id={`${id}-l`}>
        {label}
      </p>
      <p className="design-games-count">{t('design.games.picked', { count: ids.length, max: PICKED_MAX })}</p>
      <ol className="design-games-list" aria-labelledby={`${id}-l`}>
        {ids.map((gid, i) => {
          const g = gameCache.get(gid);
          return (
            <li key={gid}>
              {g ? <img src={g.thumb} alt="" width={48} height={36} /> : <span className="design-games-noimg" />}
              <span className="design-games-name">{nameOf(gid)}</span>
              {i > 0 && (
                <button
                  type="button"
                  className="design-btn design-btn--small"
                  disabled={readOnly}
                  aria-label={t('design.games.up', { name: nameOf(gid) })}
                  onClick={() => move(i)}
                >
                  ↑
                </button>
              )}
              <button
                type="button"
                className="design-btn design-btn--small"
                disabled={readOnly}
                aria-label={t('design.games.remove', { name: nameOf(gid) })}
                onClick={() => onChange(ids.filter((x) => x !== gid))}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      <label htmlFor={`${id}-q`} className="design-games-label">
        {t('design.games.search')}
      </label>
      <input id={`${id}-q`} type="search" value={q} maxLength={60} onChange={(e) => setQ(e.target.value)} />
      {search.state === 'loading' && <p role="status">{t('design.games.loading')}</p>}
      {search.state === 'failed' && (
        <p role="alert" className="design-error">
          {t('design.games.failed')}{' '}
          <button type="button" className="design-btn design-btn--small" onClick={() => setTick((n) => n + 1)}>
            {t('design.games.retry')}
          </button>
        </p>
      )}
      {search.state === 'done' && !search.items.length && <p role="status">{t('design.games.none')}</p>}
      {full && <p role="status">{t('design.games.full')}</p>}
      {search.state === 'done' && (
        <ul className="design-games-results">
          {search.items.map((g) => (
            <li key={g.id}>
              <img src={g.thumb} alt="" width={48} height={36} loading="lazy" />
              <span className="design-games-name">
                {g.title} <small>{g.provider}</small>
              </span>
              <button
                type="button"
                className="design-btn design-btn--small"
                disabled={readOnly || full || ids.includes(g.id)}
                aria-label={t('design.games.add', { name: g.title })}
                onClick={() => onChange([...ids, g.id])}
              >
                +
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
