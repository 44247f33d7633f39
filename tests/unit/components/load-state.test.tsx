// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../../../src/lib/apiError.ts';
import { LoadState } from '../../../src/ui/LoadState.tsx';
import { useLoad } from '../../../src/ui/useLoad.ts';
import en from '../../../i18n/en.json' with { type: 'json' };

const t = (k: string) => (en as Record<string, string>)[k] ?? k;
afterEach(cleanup);

/** A list screen the way account screens use the shared pieces. */
function Orders({ fetcher }: { fetcher: () => Promise<string[]> }) {
  const orders = useLoad(fetcher, []);
  return (
    <LoadState
      {...orders}
      t={t}
      empty={orders.data?.length === 0}
      emptyText="No orders yet"
      emptyActions={<a href="/cart">Go to cart</a>}
    >
      <ul>
        {orders.data?.map((o) => (
          <li key={o}>{o}</li>
        ))}
      </ul>
    </LoadState>
  );
}

/** Loads a slow answer, then (after the click) a fast one. */
function Switcher({ slow }: { slow: Promise<string[]> }) {
  const [which, setWhich] = useState<'slow' | 'fast'>('slow');
  const load = useLoad(() => (which === 'slow' ? slow : Promise.resolve(['fast'])), [which]);
  return (
    <>
      <button type="button" onClick={() => setWhich('fast')}>
        switch
      </button>
      <LoadState {...load} t={t}>
        <p>{load.data?.join(',')}</p>
      </LoadState>
    </>
  );
}

describe('LoadState with useLoad', () => {
  it('shows loading, then the ready view', async () => {
    render(<Orders fetcher={async () => ['A-1']} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect((await screen.findByRole('listitem')).textContent).toBe('A-1');
  });

  it("shows the server's message with a Retry that loads again", async () => {
    const fetcher = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError('internal', { status: 500, serverMessage: 'Database is resting' }))
      .mockResolvedValueOnce(['A-2']);
    render(<Orders fetcher={fetcher} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Database is resting');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('listitem')).textContent).toBe('A-2');
  });

  it('falls back to "Load failed" for a failure without a message, and shows a network error as such', async () => {
    render(<Orders fetcher={() => Promise.reject(new ApiError('internal', { status: 500 }))} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Load failed');
    cleanup();
    render(<Orders fetcher={() => Promise.reject(new ApiError('network'))} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
  });

  it('shows the empty state with its ways forward', async () => {
    render(<Orders fetcher={async () => []} />);
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps only the latest answer when the inputs change mid-flight', async () => {
    let release: (v: string[]) => void = () => undefined;
    const slow = new Promise<string[]>((r) => {
      release = r;
    });
    render(<Switcher slow={slow} />);
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText('fast')).toBeTruthy();
    release(['slow']);
    await slow;
    await Promise.resolve();
    expect(screen.queryByText('slow')).toBeNull();
    expect(screen.getByText('fast')).toBeTruthy();
  });
});
