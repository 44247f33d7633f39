// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ResetPassword from '../../../src/features/auth/ResetPassword.tsx';
import { tokenFromHash } from '../../../src/features/auth/resetToken.ts';
import { $dialog } from '../../../src/stores/dialogs.ts';
import { $token } from '../../../src/stores/session.ts';
import en from '../../../i18n/en.json' with { type: 'json' };

const strings = en as Record<string, string>;
const token = `${'A'.repeat(20)}-_${'b'.repeat(21)}`;

function serverReplies(status: number, body: unknown) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function fillAndSubmit(a: string, b: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: a } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: b } });
  fireEvent.click(screen.getByRole('button', { name: 'Set the password' }));
}

beforeEach(() => {
  $dialog.set(null);
  window.history.replaceState(null, '', `/reset-password#token=${token}`);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('tokenFromHash', () => {
  it('takes only a 43-character base64url token', () => {
    expect(tokenFromHash(`#token=${token}`)).toBe(token);
    expect(tokenFromHash('#token=short')).toBeNull();
    expect(tokenFromHash(`#token=${token}x`)).toBeNull();
    expect(tokenFromHash('')).toBeNull();
  });
});

describe('Reset password page', () => {
  it('takes the token out of the address bar and sends it with the password', async () => {
    const fetch = serverReplies(200, { code: 0, msg: 'done', data: null });
    $token.set('old-session');
    render(<ResetPassword strings={strings} />);
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(window.location.pathname).toBe('/reset-password');
    await fillAndSubmit('fresh-pass1', 'fresh-pass1');
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been set: log in with it');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/login/reset-password');
    expect(JSON.parse(String(init.body))).toEqual({ token, password: 'fresh-pass1', confirmPassword: 'fresh-pass1' });
    // Every session ended on the server; this browser forgets its own.
    expect($token.get()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($dialog.get()).toEqual({ name: 'login', tab: 0 });
  });

  it("holds registration's rules and says a mismatch at the field", async () => {
    const fetch = serverReplies(200, { code: 0, msg: 'done', data: null });
    render(<ResetPassword strings={strings} />);
    await fillAndSubmit('abc', 'abc');
    expect(await screen.findByText('Password length must be between 6 and 20 characters')).toBeTruthy();
    await fillAndSubmit('fresh-pass1', 'fresh-pass2');
    expect(await screen.findByText('The two passwords entered do not match')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a new link when the server refuses this one', async () => {
    const msg = 'This link is not valid any more: ask for a new one';
    serverReplies(400, {
      code: 1,
      error: 'validation_failed',
      msg,
      issues: [{ path: 'token', message: msg }],
    });
    render(<ResetPassword strings={strings} />);
    await fillAndSubmit('fresh-pass1', 'fresh-pass1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(msg);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect($dialog.get()).toEqual({ name: 'login', tab: 0, forgot: true });
  });

  it('says a link without a token is not valid, before any call', async () => {
    window.history.replaceState(null, '', '/reset-password');
    const fetch = serverReplies(200, {});
    render(<ResetPassword strings={strings} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This link is not valid any more: ask for a new one');
    expect(fetch).not.toHaveBeenCalled();
  });
});
