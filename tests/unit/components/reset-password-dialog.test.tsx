// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ResetPasswordDialog } from '../../../src/features/sites/ResetPasswordDialog.tsx';
import en from '../../../i18n/en.json' with { type: 'json' };

const t = (k: string) => (en as Record<string, string>)[k] ?? k;
afterEach(cleanup);

describe('ResetPasswordDialog', () => {
  it('shows the operations account read-only', () => {
    render(<ResetPasswordDialog account="ops1234" t={t} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const account = screen.getByLabelText('Operations account') as HTMLInputElement;
    expect(account.value).toBe('ops1234');
    expect(account.readOnly).toBe(true);
    // A dialog heading like the others (login, checkout, order detail), not a page's h2.
    expect(screen.getByRole('heading', { name: 'Reset password' }).className).toBe('reset-title');
  });

  it('warns when the new password is empty and does not call the server', async () => {
    const onConfirm = vi.fn();
    render(<ResetPasswordDialog account="ops1234" t={t} onConfirm={onConfirm} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the new password');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('enforces at least 6 characters', async () => {
    const onConfirm = vi.fn();
    render(<ResetPasswordDialog account="ops1234" t={t} onConfirm={onConfirm} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The password must be 6–128 characters, with no control characters such as tabs or line breaks',
    );
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms a valid password (all digits is valid too) and reports a server failure', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('Operation failed')).mockResolvedValueOnce(undefined);
    render(<ResetPasswordDialog account="ops1234" t={t} onConfirm={onConfirm} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Operation failed');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(2));
    expect(onConfirm).toHaveBeenLastCalledWith('12345678');
  });

  it('asks for the password again and refuses two that differ', async () => {
    const onConfirm = vi.fn();
    render(<ResetPasswordDialog account="ops1234" t={t} onConfirm={onConfirm} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the password again');
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abc12354' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The two passwords entered do not match'));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows and hides each password', () => {
    render(<ResetPasswordDialog account="ops1234" t={t} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const input = screen.getByLabelText('New password') as HTMLInputElement;
    expect(input.type).toBe('password');
    const [show] = screen.getAllByRole('button', { name: 'Show password' });
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    fireEvent.click(show!);
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Confirm password') as HTMLInputElement).type).toBe('password');
  });

  it('cancels', () => {
    const onCancel = vi.fn();
    render(<ResetPasswordDialog account="ops1234" t={t} onConfirm={vi.fn()} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
