import type { DesignApi, Result, VersionRow } from './designApi';

const POLL_MS = 700;
const GIVE_UP_MS = 120_000;

/**
 * Waits until the version's publish job has rendered it (`ready`) or given up (`failed`): the
 * version list carries each version's state. A network blip is retried until the deadline.
 */
export async function untilRendered(api: DesignApi, number: number, signal?: AbortSignal): Promise<VersionRow | null> {
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline && !signal?.aborted) {
    const r = await api.versions();
    const row = r.ok ? r.data.versions.find((v) => v.number === number) : undefined;
    if (row && row.state !== 'pending') return row;
    await new Promise((ok) => setTimeout(ok, POLL_MS));
  }
  return null;
}

export type PublishState =
  | { kind: 'idle' }
  | { kind: 'working'; number?: number }
  | { kind: 'done'; number: number }
  | { kind: 'failed'; message: string };

/** A publish or rollback request followed to its end, as one state the button and status show. */
export async function followPublish(
  api: DesignApi,
  request: () => Promise<Result<VersionRow>>,
  onState: (s: PublishState) => void,
  failedText: string,
): Promise<void> {
  onState({ kind: 'working' });
  const r = await request();
  if (!r.ok) return onState({ kind: 'failed', message: r.message || failedText });
  onState({ kind: 'working', number: r.data.number });
  const row = await untilRendered(api, r.data.number);
  if (row?.state === 'ready') onState({ kind: 'done', number: row.number });
  else onState({ kind: 'failed', message: failedText });
}
