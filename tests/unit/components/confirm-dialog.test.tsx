// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog.tsx';

afterEach(cleanup);

function open(tone?: 'default' | 'destructive') {
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      message="Remove “Lucky Star” from your cart?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      closeLabel="Close"
      onConfirm={onConfirm}
      onCancel={() => undefined}
      {...(tone ? { tone } : {})}
    />,
  );
  return onConfirm;
}

describe('ConfirmDialog', () => {
  it('a destructive action gets the danger button, and it still confirms', () => {
    const onConfirm = open('destructive');
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm.classList.contains('btn-danger')).toBe(true);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('an ordinary confirmation keeps the primary button', () => {
    open();
    expect(screen.getByRole('button', { name: 'Delete' }).classList.contains('btn-danger')).toBe(false);
  });
});
