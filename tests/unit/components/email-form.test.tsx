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
});
