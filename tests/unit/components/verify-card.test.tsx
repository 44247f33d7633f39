// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { VerifyCard } from '../../../src/features/settings/VerifyCard.tsx';
import { $user } from '../../../src/stores/session.ts';
import type { UserInfo } from '../../../src/shared/types.ts';
import { translator } from '../../../src/lib/clientStrings.ts';
import en from '../../../i18n/en.json' with { type: 'json' };

const t = translator(en as Record<string, string>, 'en');
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const user = {
  id: 1,
  username: 'lucky1',
  email: 'lucky@example.com',
  emailVerified: false,
  pendingEmail: null,
  emailBounced: false,
} as UserInfo;

/** The API at the fetch boundary: each call takes the next answer. */
function answers(...replies: { status: number; body: unknown; headers?: Record<string, string> }[]) {
  const fetch = vi.fn(async () => {
    const r = replies.shift();
    if (!r) throw new Error('no answer left');
    return new Response(JSON.stringify(r.body), {
      status: r.status,
      headers: { 'content-type': 'application/json', ...r.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('VerifyCard', () => {
  it('says which address waits, with a numeric one-time-code field', () => {
    render(<VerifyCard user={user} t={t} />);
    expect(screen.getByRole('heading', { name: 'Confirm your email address' })).toBeTruthy();
    expect(screen.getByTestId('verify-address').textContent).toBe('lucky@example.com');
    const input = screen.getByLabelText('6-digit code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('is not shown for a verified address, nor while a change waits (the e-mail card has that code)', () => {
    const { container, rerender } = render(<VerifyCard user={{ ...user, emailVerified: true }} t={t} />);
    expect(container.innerHTML).toBe('');
    rerender(<VerifyCard user={{ ...user, pendingEmail: 'new@example.com' }} t={t} />);
    expect(container.innerHTML).toBe('');
  });

  it('checks the format locally, then proves the address and says so', async () => {
    const fetch = answers({ status: 200, body: { code: 0, msg: 'ok', data: { ...user, emailVerified: true } } });
    render(<VerifyCard user={user} t={t} />);
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is 6 digits')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your email is verified');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/user/verify-email');
    expect(JSON.parse(String(init.body))).toEqual({ pin: '123456' });
    expect($user.get()?.emailVerified).toBe(true);
  });

  it("shows a wrong code's message at the field", async () => {
    const msg = 'That code is not right: 4 tries left';
    answers({
      status: 400,
      body: { code: 1, error: 'validation_failed', msg, issues: [{ path: 'pin', message: msg }] },
    });
    render(<VerifyCard user={user} t={t} />);
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(msg)).toBeTruthy();
  });

  it('counts down after sending a new code, and takes the wait a 429 names', async () => {
    answers(
      { status: 200, body: { code: 0, msg: 'sent', data: null } },
      {
        status: 429,
        body: { code: 1, error: 'rate_limited', msg: 'Too many attempts, please try again in 42 seconds' },
        headers: { 'retry-after': '42' },
      },
    );
    render(<VerifyCard user={user} t={t} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    const wait = await screen.findByRole('button', { name: /^Send a new code in 1:00|^Send a new code in 0:59/ });
    expect((wait as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('We have emailed you a 6-digit code')).toBeTruthy();
    cleanup();

    render(<VerifyCard user={user} t={t} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('Too many attempts, please try again in 42 seconds')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Send a new code in 0:4[12]/ }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  });
});
