// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsdtAddress } from '../../src/ui/checkout/UsdtAddress.tsx';
import { qrShape } from '../../src/ui/checkout/qr.ts';
import { formatClock, remaining, simulateTarget, spokenDuration } from '../../src/ui/checkout/usdt.ts';
import { translator } from '../../src/lib/clientStrings.ts';
import { formatPrice } from '../../src/shared/money.ts';
import type { DepositStart, PaymentStart } from '../../src/shared/orderTypes.ts';
import en from '../../i18n/en.json' with { type: 'json' };
import ar from '../../i18n/ar.json' with { type: 'json' };

const t = translator(en, 'en');
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const NOW = Date.parse('2026-11-23T10:00:00Z');

const deposit = (over: Partial<DepositStart> = {}): DepositStart => ({
  depositId: 42,
  address: ADDRESS,
  network: 'TRC20',
  amount: '1234.50',
  expiresAt: new Date(NOW + 30 * 60_000).toISOString(),
  testMode: true,
  ...over,
});
const payment = (over: Partial<PaymentStart> = {}): PaymentStart => ({
  paymentId: 'pay_abc',
  method: 'usdt',
  network: 'ERC20',
  amount: '999.00',
  currency: 'USD',
  payUrl: null,
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  expiresAt: new Date(NOW + 90 * 60_000).toISOString(),
  testMode: false,
  ...over,
});

describe('USDT logic', () => {
  it('counts down in whole seconds and stops at zero', () => {
    const end = new Date(NOW + 61_500).toISOString();
    expect(remaining(end, NOW)).toEqual({ expired: false, hours: 0, minutes: 1, seconds: 2 });
    expect(remaining(end, NOW + 61_500)).toMatchObject({ expired: true, minutes: 0, seconds: 0 });
    expect(remaining(end, NOW + 3_600_000).expired).toBe(true);
    expect(remaining('not a date', NOW).expired).toBe(true);
  });

  it('writes the clock and a spoken form in the locale', () => {
    const r = remaining(new Date(NOW + (3600 + 5 * 60 + 9) * 1000).toISOString(), NOW);
    expect(formatClock(r, 'en')).toBe('1:05:09');
    expect(formatClock(remaining(new Date(NOW + 59_000).toISOString(), NOW), 'en')).toBe('0:59');
    expect(formatClock(r, 'bn')).toBe('১:০৫:০৯');
    expect(spokenDuration(r, 'en')).toBe('1 hour, 5 minutes, 9 seconds');
  });

  it('simulates the payment or the top-up it was issued for', () => {
    expect(simulateTarget(deposit())).toEqual({ depositId: 42 });
    expect(simulateTarget(payment())).toEqual({ paymentId: 'pay_abc' });
  });

  it('formats USDT, which is no ISO currency, the locale’s way', () => {
    expect(formatPrice('1234.50', 'USDT', 'en')).toBe('USDT\u00a01,234.50');
    expect(formatPrice('1234.50', 'USDT', 'ru')).toBe('1\u00a0234,50\u00a0USDT');
    expect(formatPrice('-5.00', 'USDT', 'en', { signed: true })).toBe('-USDT\u00a05.00');
    expect(formatPrice('5.00', 'USDT', 'en', { signed: true })).toBe('+USDT\u00a05.00');
    expect(formatPrice('5.00', 'USD', 'en', { signed: true })).toBe('+$5.00');
  });

  it('draws a QR code whose modules are one path inside the quiet zone', () => {
    const { size, path } = qrShape(ADDRESS);
    // 34 characters at ECC M fit version 3 (29 modules) plus a two-module border each side.
    expect(size).toBe(33);
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    // The finder pattern's top row starts at the border.
    expect(path.startsWith('M2 2h7v1h-7z')).toBe(true);
    expect(qrShape('other').path).not.toBe(path);
  });
});

describe('UsdtAddress', () => {
  const writes: string[] = [];
  let fetchCalls: { url: string; body: unknown }[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
    writes.length = 0;
    fetchCalls = [];
    window.history.replaceState(null, '', '/en/settlement');
    for (const m of ['setItem', 'removeItem', 'clear'] as const) {
      vi.spyOn(Storage.prototype, m).mockImplementation(function (this: Storage, ...args: unknown[]) {
        writes.push(`${m}:${String(args[0])}`);
      });
    }
    vi.spyOn(window.history, 'pushState').mockImplementation(() => writes.push('pushState'));
    vi.spyOn(window.history, 'replaceState').mockImplementation(() => writes.push('replaceState'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        fetchCalls.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
        return new Response(JSON.stringify({ code: 0, msg: 'ok', data: { received: true } }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the network, the exact amount, the address, its QR code and the notes', () => {
    render(<UsdtAddress start={deposit()} t={t} lang="en" />);
    expect(screen.getByRole('heading', { name: 'Send your USDT top-up' })).toBeTruthy();
    expect(screen.getByText('TRC20 (TRON network)')).toBeTruthy();
    expect(screen.getByText('USDT 1,234.50') /* DTL collapses the no-break space */).toBeTruthy();
    expect(screen.getByText(ADDRESS).getAttribute('dir')).toBe('ltr');
    const qr = screen.getByRole('img', { name: 'QR code of the USDT address (TRC20 (TRON network))' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrShape(ADDRESS).path);
    expect(screen.getByText(/do not save it/)).toBeTruthy();
    expect(screen.getByText(/over TRC20 \(TRON network\) only/)).toBeTruthy();
  });

  it('never writes the address to storage or the URL', () => {
    const before = window.location.href;
    render(<UsdtAddress start={deposit()} t={t} lang="en" />);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(writes).toEqual([]);
    expect(window.location.href).toBe(before);
    expect(window.location.href).not.toContain(ADDRESS);
    expect(document.cookie).not.toContain(ADDRESS);
  });

  it('counts down every second, then hides the address and says it expired', () => {
    const onExpired = vi.fn();
    const start = deposit({ expiresAt: new Date(NOW + 3_000).toISOString() });
    render(<UsdtAddress start={start} t={t} lang="en" onExpired={onExpired} />);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toContain('0:03');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(timer.textContent).toContain('0:02');
    expect(timer.textContent).toContain('2 seconds');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByRole('alert').textContent).toMatch(/expired/);
    expect(screen.queryByText(ADDRESS)).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Simulate transfer' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('in test mode shows the banner and simulates the transfer it was issued for', async () => {
    const onSimulated = vi.fn();
    render(<UsdtAddress start={deposit()} t={t} lang="en" onSimulated={onSimulated} />);
    expect(screen.getByRole('note').textContent).toBe('Test mode — do not send real funds');
    fireEvent.click(screen.getByRole('button', { name: 'Simulate transfer' }));
    await vi.waitFor(() => expect(onSimulated).toHaveBeenCalledTimes(1));
    expect(fetchCalls).toEqual([{ url: '/api/pay/simulate', body: { depositId: 42 } }]);
    expect(screen.getByText('Transfer simulated. Waiting for confirmation…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Simulate transfer' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('outside test mode has neither banner nor Simulate, and names an order payment', () => {
    render(<UsdtAddress start={payment()} t={t} lang="en" />);
    expect(screen.getByRole('heading', { name: 'Pay with USDT' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Simulate transfer' })).toBeNull();
    // An order priced in USD is paid 1:1 in USDT.
    expect(screen.getByText('USDT 999.00')).toBeTruthy();
  });

  it('copies the address and the plain amount, and confirms in a live region', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<UsdtAddress start={deposit()} t={t} lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(ADDRESS));
    await vi.waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent === 'Copied')).toBe(true));
    const copyAmount = screen.getByRole('button', { name: 'Copy amount' });
    fireEvent.click(copyAmount);
    await vi.waitFor(() => expect(writeText).toHaveBeenLastCalledWith('1234.50'));
    // Wait for the confirmation the user sees, not the clipboard call: it comes after that call
    // resolves, and its fade-out timer only starts then (advancing earlier races it).
    const amountStatus = copyAmount.parentElement!.querySelector('[role="status"]')!;
    await vi.waitFor(() => expect(amountStatus.textContent).toBe('Copied'));
    await act(async () => {}); // the effect that starts the fade-out has run
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getAllByRole('status').every((s) => s.textContent !== 'Copied')).toBe(true);
  });

  it('speaks Arabic with the address kept left-to-right', () => {
    render(<UsdtAddress start={deposit()} t={translator(ar, 'ar')} lang="ar" />);
    expect(screen.getByRole('note').textContent).toBe((ar as Record<string, string>)['usdt.testBanner']);
    expect(screen.getByText(ADDRESS).getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('timer').textContent).toMatch(/30:00/);
  });
});
