// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EmailForm } from '../../../src/features/settings/EmailForm.tsx';
import type { UserInfo } from '../../../src/shared/types.ts';
import en from '../../../i18n/en.json' with { type: 'json' };

const t = (k: string) => (en as Record<string, string>)[k] ?? k;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = { id: 1, username: 'lucky1', email: 'lucky@example.com' } as UserInfo;

/** The API at the fetch boundary: alter-email answers 400 with the server's field issue. */
function refuse(path: string, message: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            code: 1,
            error: 'validation_failed',
            msg: message,
            data: null,
            issues: [{ path, message }],
          }),
          {
            status: 400,
            headers: { 'content-type': 'application/json' },
          },
        ),
    ),
  );
}

async function submit(newEmail: string, password: string) {
  render(<EmailForm user={user} t={t} />);
  fireEvent.change(screen.getByLabelText('New email'), { target: { value: newEmail } });
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
  await waitFor(() => expect(fetch).toHaveBeenCalled());
}

describe('Change email', () => {
  it('says a wrong current password once, at the field', async () => {
    refuse('password', 'The current password is incorrect');
    await submit('new@example.com', 'wrong-one');
    await waitFor(() => expect(screen.getAllByText('The current password is incorrect')).toHaveLength(1));
    expect(document.querySelector('.form-alert')).toBeNull();
    expect(screen.queryByText('Your email has been changed')).toBeNull();
  });

  it('reports the same address as no change, not as success', async () => {
    refuse('newEmail', 'This is already your email address');
    await submit('LUCKY@example.com', 'secret123');
    expect(await screen.findByText('This is already your email address')).toBeTruthy();
    expect(screen.queryByText('Your email has been changed')).toBeNull();
    expect(screen.getByTestId('current-email').textContent).toBe('lucky@example.com');
  });

  it('mails a code to the new address first: the current one stays until the code proves it', async () => {
    const pending = { ...user, emailVerified: true, pendingEmail: 'new@example.com' };
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 0, msg: 'sent', data: pending }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { rerender } = render(<EmailForm user={{ ...user, emailVerified: true, pendingEmail: null }} t={t} />);
    fireEvent.change(screen.getByLabelText('New email'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // The page follows the session's user: the answer's pendingEmail comes back as the prop.
    rerender(<EmailForm user={pending} t={t} />);
    expect(screen.getByTestId('pending-email').textContent).toBe('new@example.com');
    expect(screen.getByTestId('current-email').textContent).toBe('lucky@example.com');
    expect(screen.getByLabelText('6-digit code')).toBeTruthy();
    // The resend button waits out the minute the server keeps between codes.
    expect((screen.getByRole('button', { name: /Send a new code in/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Use a different address' }));
    expect(screen.getByLabelText('New email')).toBeTruthy();
  });

  it('drops a pending change on "Keep my current address", and the session takes the answer', async () => {
    const kept = { ...user, emailVerified: true, pendingEmail: null };
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ code: 0, msg: 'cancelled', data: kept }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { $user } = await import('../../../src/stores/session.ts');
    render(<EmailForm user={{ ...user, emailVerified: true, pendingEmail: 'new@example.com' }} t={t} />);
    fireEvent.click(screen.getByRole('button', { name: 'Keep my current address' }));
    await waitFor(() => expect($user.get()?.pendingEmail).toBeNull());
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/user/alter-email/cancel');
    expect(fetch.mock.calls[0]![1]?.method).toBe('POST');
  });
});
