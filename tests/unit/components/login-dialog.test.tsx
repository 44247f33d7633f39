// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import LoginDialog from '../../../src/features/auth/LoginDialog.tsx';
import { $token } from '../../../src/stores/session.ts';
import en from '../../../i18n/en.json' with { type: 'json' };

const strings = en as Record<string, string>;

/** The server answers every call with this reply. */
function serverReplies(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

beforeEach(() => {
  localStorage.clear();
  $token.set(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginDialog', () => {
  it('puts the first focus on the Account field, not the close button', () => {
    render(<LoginDialog strings={strings} tab={0} redirect={null} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));
  });

  it('says "Login failed" when a failed login carries no message (spec §8)', async () => {
    serverReplies(200, { code: 1 });
    render(<LoginDialog strings={strings} tab={0} redirect={null} />);
    fill('Account', 'merchant1');
    fill('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
    expect($token.get()).toBeNull();
  });

  it('says "Registration failed" when a failed registration carries no message', async () => {
    serverReplies(500, { code: 1, msg: '' });
    render(<LoginDialog strings={strings} tab={1} redirect={null} />);
    fill('Account', 'merchant1');
    fill('Password', 'secret123');
    fill('Email', 'm1@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed');
  });

  it("shows the server's own message when there is one", async () => {
    serverReplies(401, { code: 1, msg: 'Incorrect account or password', error: 'unauthorized' });
    render(<LoginDialog strings={strings} tab={0} redirect={null} />);
    fill('Account', 'merchant1');
    fill('Password', 'wrong-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect account or password');
  });

  it('logs in with a token at the top level of the reply', async () => {
    serverReplies(200, { code: 0, msg: 'ok', token: 'top-level', userInfo: { id: 1, username: 'merchant1' } });
    render(<LoginDialog strings={strings} tab={0} redirect={null} />);
    fill('Account', 'merchant1');
    fill('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect($token.get()).toBe('top-level'));
  });

  it('says an unknown invitation code at its field and registers without it in one click', async () => {
    const sent: Record<string, unknown>[] = [];
    const replies = [
      {
        status: 400,
        body: {
          code: 1,
          error: 'validation_failed',
          msg: 'This invitation code is unknown. Check it, or register without it.',
          data: null,
          issues: [
            { path: 'leagueCode', message: 'This invitation code is unknown. Check it, or register without it.' },
          ],
        },
      },
      {
        status: 200,
        body: { code: 0, msg: 'ok', data: { accessToken: 'new-one', tokenType: 'Bearer', userInfo: { id: 2 } } },
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_: unknown, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        const r = replies.shift()!;
        return new Response(JSON.stringify(r.body), {
          status: r.status,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    render(<LoginDialog strings={strings} tab={1} redirect={null} />);
    fill('Account', 'merchant1');
    fill('Password', 'secret123');
    fill('Email', 'm1@example.com');
    fill('Invitation code (optional)', 'nosuch99');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const without = await screen.findByRole('button', { name: 'Register without the code' });
    expect(screen.getAllByText('This invitation code is unknown. Check it, or register without it.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Invitation code (optional)').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(without);
    // Registering signs the new merchant in (issue 25): the session is the registration's own.
    await vi.waitFor(() => expect($token.get()).toBe('new-one'));
    expect(sent[0]).toMatchObject({ leagueCode: 'nosuch99' });
    expect(sent[1]).not.toHaveProperty('leagueCode');
    expect(sent[1]).toMatchObject({ account: 'merchant1', email: 'm1@example.com' });
  });
});
