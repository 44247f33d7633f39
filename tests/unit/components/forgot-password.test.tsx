// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import LoginDialog from '../../../src/features/auth/LoginDialog.tsx';
import { $token } from '../../../src/stores/session.ts';
import en from '../../../i18n/en.json' with { type: 'json' };

const strings = en as Record<string, string>;
const neutral = 'If an account uses this email, we have sent it a link to set a new password';

function serverReplies(status: number, body: unknown) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  localStorage.clear();
  $token.set(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Forgot password, in the login dialog', () => {
  it('switches to the e-mail form with the focus on its heading, and back to the Account field', () => {
    render(<LoginDialog strings={strings} tab={0} redirect={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const heading = screen.getByRole('heading', { name: 'Reset your password' });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('tablist')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));
  });

  it('has no link on the register tab', () => {
    render(<LoginDialog strings={strings} tab={1} redirect={null} />);
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });

  it('checks the address locally before asking', async () => {
    const fetch = serverReplies(200, { code: 0, msg: neutral, data: null });
    render(<LoginDialog strings={strings} tab={0} redirect={null} forgot />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/valid email/i)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [200, { code: 0, msg: neutral, data: null }],
    [400, { code: 1, error: 'validation_failed', msg: 'Unknown address' }],
    [500, { code: 1, error: 'internal', msg: 'Server error' }],
  ])('says the same neutral sentence in a live region whatever the answer (%i)', async (status, body) => {
    const fetch = serverReplies(status, body);
    render(<LoginDialog strings={strings} tab={0} redirect={null} forgot />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'someone@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    const sent = await screen.findByTestId('forgot-sent');
    expect(sent.textContent).toBe(neutral);
    expect(sent.parentElement?.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByText('Unknown address')).toBeNull();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/login/forgot-password');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'someone@example.com' });
  });

  it('carries over an address typed in the Account field', () => {
    render(<LoginDialog strings={strings} tab={0} redirect={null} />);
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('me@example.com');
  });

  it('tells a call that never reached the server apart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<LoginDialog strings={strings} tab={0} redirect={null} forgot />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'someone@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.queryByTestId('forgot-sent')).toBeNull();
  });
});
