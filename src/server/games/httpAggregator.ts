import type { AggGame, AggProvider, Aggregator } from './aggregator.ts';

/** How long one call may take before the import (or launch) gives up on it. */
const TIMEOUT_MS = 15_000;

/**
 * A real aggregator over HTTP (docs/games.md lists the calls): JSON, `Authorization: Bearer
 * <GAMES_AGGREGATOR_KEY>`, games in pages by cursor. Its answers are read as untrusted: the
 * import checks every record (records.ts) and skips what does not read.
 */
export class HttpAggregator implements Aggregator {
  readonly source: string;
  private readonly base: string;
  private readonly key: string | undefined;
  private readonly fetch: typeof fetch;
  constructor(opts: { baseUrl: string; key?: string | undefined; fetch?: typeof fetch }) {
    this.base = opts.baseUrl.replace(/\/+$/, '');
    this.key = opts.key;
    this.fetch = opts.fetch ?? fetch;
    this.source = this.base;
  }

  private async call<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T | null> {
    const res = await this.fetch(`${this.base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(this.key ? { authorization: `Bearer ${this.key}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`aggregator ${init.method ?? 'GET'} ${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  async listProviders(): Promise<AggProvider[]> {
    const answer = await this.call<{ providers: AggProvider[] }>('/v1/providers');
    return Array.isArray(answer?.providers) ? answer.providers : [];
  }

  async listGames(opts: { since?: Date; cursor?: string | null } = {}) {
    const q = new URLSearchParams();
    if (opts.cursor) q.set('cursor', opts.cursor);
    if (opts.since) q.set('since', opts.since.toISOString());
    const answer = await this.call<{ games: AggGame[]; next: string | null }>(`/v1/games${q.size ? `?${q}` : ''}`);
    if (!answer || !Array.isArray(answer.games)) throw new Error('aggregator /v1/games: no list in the answer');
    return { games: answer.games, next: typeof answer.next === 'string' && answer.next ? answer.next : null };
  }

  game(id: string): Promise<AggGame | null> {
    return this.call<AggGame>(`/v1/games/${encodeURIComponent(id)}`);
  }

  async demoLaunchUrl(gameId: string, opts: { lang: string; token: string; returnUrl?: string }) {
    const answer = await this.call<{ url: string }>(`/v1/games/${encodeURIComponent(gameId)}/demo`, {
      method: 'POST',
      body: { lang: opts.lang, token: opts.token, ...(opts.returnUrl ? { returnUrl: opts.returnUrl } : {}) },
    });
    if (!answer || typeof answer.url !== 'string') throw new Error(`aggregator demo of ${gameId}: no url`);
    // Only a web address is ever put in a player's frame.
    const url = new URL(answer.url, `${this.base}/`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('aggregator demo url: not http(s)');
    return url.toString();
  }
}
