// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MailPrefsForm } from '../../../src/features/settings/MailPrefsForm.tsx';
import { InvoiceForm } from '../../../src/features/settings/InvoiceForm.tsx';
import { BouncedNotice } from '../../../src/features/settings/BouncedNotice.tsx';
import type { UserInfo } from '../../../src/shared/types.ts';
import en from '../../../i18n/en.json' with { type: 'json' };

const t = (k: string) => (en as Record<string, string>)[k] ?? k;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = {
  id: 1,
  email: 'lucky@example.com',
  locale: 'en',
  noticesOff: ['site_live'],
  emailBounced: false,
  companyName: null,
  billingAddress: null,
  billingCountry: null,
  taxNumber: null,
} as unknown as UserInfo;

/** Answers the country list and echoes what /api/user/save was given. */
function server() {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const countries = String(url).includes('get-phone-code');
      if (!countries) saved.push(JSON.parse(String(init.body)));
      const data = countries
        ? [
            { code: '+49', iso: 'DE', name: 'Germany' },
            { code: '+84', iso: 'VN', name: 'Vietnam' },
          ]
        : { ...user, ...(saved.at(-1) as object) };
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return saved;
}

describe('E-mail settings', () => {
  it('names each language in itself and saves the language and the switched-off notices', async () => {
    const saved = server();
    render(<MailPrefsForm user={user} t={t} />);
    const select = screen.getByLabelText('Language of your email') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toContain('العربية');
    expect(screen.getByText(/receipts are always sent/)).toBeTruthy();
    expect((screen.getByLabelText('Your site is live') as HTMLInputElement).checked).toBe(false);
    fireEvent.change(select, { target: { value: 'ar' } });
    fireEvent.click(screen.getByLabelText('Your site is live'));
    fireEvent.click(screen.getByLabelText('Your top-up has arrived'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your information has been saved');
    expect(saved).toEqual([{ locale: 'ar', noticesOff: ['topup_credited'] }]);
  });
});

describe('Invoice details', () => {
  it('saves company, address, country (ISO code from the list) and tax number', async () => {
    const saved = server();
    render(<InvoiceForm user={user} t={t} />);
    await screen.findByRole('option', { name: 'Germany' });
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Lucky GmbH' } });
    fireEvent.change(screen.getByLabelText('Billing address'), { target: { value: 'Hauptstr. 1\n10115 Berlin' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
    fireEvent.change(screen.getByLabelText('Tax number'), { target: { value: 'DE123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your information has been saved');
    expect(saved).toEqual([
      {
        companyName: 'Lucky GmbH',
        billingAddress: 'Hauptstr. 1\n10115 Berlin',
        billingCountry: 'DE',
        taxNumber: 'DE123456789',
      },
    ]);
  });
});

describe('Bounced address', () => {
  it('warns only when the address was refused', () => {
    const { container, rerender } = render(<BouncedNotice user={user} t={t} />);
    expect(container.innerHTML).toBe('');
    rerender(<BouncedNotice user={{ ...user, emailBounced: true }} t={t} />);
    expect(screen.getByRole('heading', { name: 'Mail to this address was refused' })).toBeTruthy();
    expect(screen.getByText('lucky@example.com')).toBeTruthy();
  });
});
