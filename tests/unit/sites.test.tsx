// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MySites from '../../src/features/sites/MySites.tsx';
import { SiteCard } from '../../src/features/sites/SiteCard.tsx';
import {
  anyProvisioning,
  externalHref,
  linkText,
  pageCount,
  readSitesQuery,
  writeSitesQuery,
} from '../../src/features/sites/sites.ts';
import { translator } from '../../src/lib/clientStrings.ts';
import type { OpenSlots, Site } from '../../src/shared/orderTypes.ts';
import en from '../../i18n/en.json' with { type: 'json' };
import ru from '../../i18n/ru.json' with { type: 'json' };

const t = translator(en, 'en');
const site = (over: Partial<Site> = {}): Site => ({
  id: 7,
  siteName: 'luckyspin',
  countriesId: 1,
  country: 'Brazil',
  currency: 'BRL',
  template: { id: 3, name: 'Neon Nights' },
  colors: { color1: '#111111', color2: '#ff0044', color3: '#ffffff' },
  account: 'ops1234',
  domain: '/s/luckyspin/',
  backendUrl: '/s/luckyspin/console',
  ownDomain: null,
  status: 'live',
  launchTime: '2026-11-20T08:30:00.000Z',
  orderId: 12,
  retryAt: null,
  attempts: 0,
  paidUntil: '2027-11-23T10:00:00.000Z',
  term: 'active',
  suspendsOn: '2027-12-07T10:00:00.000Z',
  releasesOn: '2028-06-04T10:00:00.000Z',
  ...over,
});

describe('My sites logic', () => {
  it('reads and writes the filter and page in the URL, keeping other parameters', () => {
    expect(readSitesQuery('?siteName=%20lucky%20&page=3')).toEqual({ siteName: 'lucky', page: 3 });
    expect(readSitesQuery('?page=-2')).toEqual({ siteName: '', page: 1 });
    expect(readSitesQuery('?page=abc')).toEqual({ siteName: '', page: 1 });
    expect(readSitesQuery(`?siteName=${'x'.repeat(60)}`).siteName).toHaveLength(40);
    expect(writeSitesQuery('?utm=a', { siteName: 'lucky', page: 2 })).toBe('?utm=a&siteName=lucky&page=2');
    expect(writeSitesQuery('?siteName=old&page=4', { siteName: '', page: 1 })).toBe('');
  });

  it('resolves site and console links on the platform origin', () => {
    expect(externalHref('/s/lucky/console', 'https://unicorn.test/')).toBe('https://unicorn.test/s/lucky/console');
    expect(externalHref('https://lucky.example/', 'https://unicorn.test')).toBe('https://lucky.example/');
    expect(externalHref('lucky.example', 'https://unicorn.test')).toBe('https://lucky.example');
    expect(externalHref(null, 'https://unicorn.test')).toBeNull();
    expect(linkText('https://unicorn.test/s/lucky/')).toBe('unicorn.test/s/lucky');
  });

  it('counts pages and notices a site still being provisioned', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(anyProvisioning([site(), site({ status: 'failed' })])).toBe(false);
    expect(anyProvisioning([site(), site({ status: 'provisioning' })])).toBe(true);
  });

  it('says how many sites in each plural form', () => {
    expect(t('sites.count', { count: 1 })).toBe('You have 1 site');
    expect(t('sites.count', { count: 3 })).toBe('You have 3 sites');
    const tr = translator(ru, 'ru');
    expect([1, 3, 5, 21].map((count) => tr('sites.count', { count }))).toEqual([
      'У вас 1 сайт',
      'У вас 3 сайта',
      'У вас 5 сайтов',
      'У вас 21 сайт',
    ]);
  });
});

describe('SiteCard', () => {
  afterEach(cleanup);
  const card = (s: Site, handlers = { onReset: vi.fn(), onRetry: vi.fn(), onOpenConsole: vi.fn() }) => {
    render(
      <ul>
        <SiteCard
          site={s}
          t={t}
          lang="en"
          origin="https://unicorn.test"
          retrying={false}
          opening={false}
          {...handlers}
        />
      </ul>,
    );
    return handlers;
  };

  it('shows every fact of a live site and opens it and its back end in new tabs', () => {
    const h = card(site());
    const item = screen.getByRole('listitem', { name: 'luckyspin' });
    const facts = within(item);
    expect(facts.getByText('Live')).toBeTruthy();
    expect(facts.getByText('Brazil')).toBeTruthy();
    expect(facts.getByText('BRL')).toBeTruthy();
    expect(facts.getByText('Neon Nights')).toBeTruthy();
    expect(facts.getByText('ops1234')).toBeTruthy();
    expect(facts.getByRole('img', { name: 'Colour scheme: #111111, #ff0044, #ffffff' })).toBeTruthy();
    expect(facts.getByText('Nov 20, 2026, 8:30 AM', { exact: false })).toBeTruthy();
    const visit = facts.getByRole('link', { name: /^Visit site – luckyspin/ });
    expect(visit.getAttribute('href')).toBe('https://unicorn.test/s/luckyspin/');
    expect(visit.getAttribute('target')).toBe('_blank');
    expect(visit.getAttribute('rel')).toContain('noopener');
    // The back end opens signed in (a one-time link), so it is a button, not the login form's address.
    fireEvent.click(facts.getByRole('button', { name: /^Open back office – luckyspin/ }));
    expect(h.onOpenConsole).toHaveBeenCalled();
    expect(facts.getByRole('link', { name: /unicorn\.test\/s\/luckyspin\/console/ }).textContent).toContain(
      'unicorn.test/s/luckyspin/console',
    );
    expect(facts.queryByRole('button', { name: /Retry setup/ })).toBeNull();
  });

  it('offers Retry only for a failed site, and no links until a site is live', () => {
    const h = card(site({ status: 'failed', domain: null, backendUrl: null, launchTime: null }));
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Open back office/ })).toBeNull();
    expect(screen.getAllByText('Not live yet').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Retry setup – luckyspin' }));
    expect(h.onRetry).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password – luckyspin' }));
    expect(h.onReset).toHaveBeenCalled();
  });

  it('says a delayed site is retried by itself and when, and offers Try now', () => {
    const h = card(
      site({
        status: 'provisioning',
        domain: null,
        backendUrl: null,
        launchTime: null,
        retryAt: '2026-11-20T09:45:00.000Z',
        attempts: 3,
      }),
    );
    expect(screen.getByText('Delayed')).toBeTruthy();
    const note = screen.getByRole('status');
    expect(note.textContent).toContain('We keep trying by ourselves');
    expect(note.textContent).toContain('Nov 20, 2026');
    expect(screen.queryByText(/being set up/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try now – luckyspin' }));
    expect(h.onRetry).toHaveBeenCalled();
  });
});

/** The API the island talks to, answering from a table and recording each call. */
function fakeApi(answer: (path: string, body: unknown) => unknown) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ path, body });
      const data = answer(path, body);
      const failed = data instanceof Error;
      return new Response(
        JSON.stringify(
          failed ? { code: 1, msg: data.message, error: 'conflict', data: null } : { code: 0, msg: 'ok', data },
        ),
        { status: failed ? 409 : 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return calls;
}

describe('MySites', () => {
  const page = (list: Site[]) => ({ list, total: list.length, page: 1, pageSize: 10 });
  beforeEach(() => {
    window.history.replaceState(null, '', '/en/my-site?siteName=lucky');
    document.body.innerHTML = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the filter from the URL, lists the sites and keeps a new filter in the URL', async () => {
    const all = fakeApi((path) => (path.startsWith('/api/site?') ? page([site()]) : []));
    const calls = () => all.filter((c) => c.path !== '/api/site/slots');
    render(<MySites strings={en} locale="en" />);
    expect(await screen.findByRole('listitem', { name: 'luckyspin' })).toBeTruthy();
    expect(screen.getByText('You have 1 site')).toBeTruthy();
    expect(calls()[0]?.path).toBe('/api/site?siteName=lucky&page=1&pageSize=10');
    const filter = screen.getByRole('searchbox', { name: 'Filter by site name' }) as HTMLInputElement;
    expect(filter.value).toBe('lucky');
    fireEvent.change(filter, { target: { value: 'other' } });
    await waitFor(() => expect(window.location.search).toBe('?siteName=other'));
    await waitFor(() => expect(calls().at(-1)?.path).toBe('/api/site?siteName=other&page=1&pageSize=10'));
  });

  it('says there is no site yet and offers to open a station', async () => {
    window.history.replaceState(null, '', '/en/my-site');
    fakeApi(() => page([]));
    render(<MySites strings={en} locale="en" />);
    expect(await screen.findByText(/You have no sites yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: en['header.openStation'] })).toBeTruthy();
  });

  it('shows a load failure with Retry', async () => {
    let fail = true;
    fakeApi(() => (fail ? new Error('Database busy') : page([site()])));
    render(<MySites strings={en} locale="en" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Database busy');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'luckyspin' })).toBeTruthy();
  });

  it('resets the operations password through the dialog, and keeps it open on a failure', async () => {
    let refuse = true;
    const calls = fakeApi((path) => {
      if (path === '/api/site' && refuse) return new Error('Site is busy');
      return path.startsWith('/api/site?') ? page([site()]) : null;
    });
    render(<MySites strings={en} locale="en" />);
    const opener = await screen.findByRole('button', { name: 'Reset password – luckyspin' });
    opener.focus();
    fireEvent.click(opener);
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' }, { timeout: 5000 });
    expect((within(dialog).getByLabelText('Operations account') as HTMLInputElement).value).toBe('ops1234');
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'newpass1' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'newpass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Site is busy');
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the button that opened the dialog (React runs the dialog's effect
    // cleanup after the commit that removed it, so this is awaited too).
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(calls.filter((c) => c.path === '/api/site')).toEqual([
      { path: '/api/site', body: { id: 7, password: 'newpass1' } },
      { path: '/api/site', body: { id: 7, password: 'newpass1' } },
    ]);
    expect(document.getElementById('toasts')?.textContent).toContain('The password has been reset');
  });

  it('retries a failed site and watches it while it is provisioned again', async () => {
    let status: Site['status'] = 'failed';
    const calls = fakeApi((path) => {
      if (path === '/api/site/retry') {
        status = 'provisioning';
        return site({ status });
      }
      return page([site({ status })]);
    });
    render(<MySites strings={en} locale="en" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry setup – luckyspin' }));
    expect(await screen.findByText('Provisioning')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/site/retry')?.body).toEqual({ id: 7 });
  });

  it('opens the back end signed in through a one-time link, and says so when that fails', async () => {
    const signin = 'http://sites.test/s/luckyspin/console/signin?token=abc';
    let refuse = false;
    const calls = fakeApi((path) => {
      if (path === '/api/site/console-link') return refuse ? new Error('Site is busy') : { url: signin, expiresAt: '' };
      return page([site()]);
    });
    const tab = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    render(<MySites strings={en} locale="en" />);
    const button = await screen.findByRole('button', { name: /^Open back office – luckyspin/ });
    fireEvent.click(button);
    // The tab opens at the click (a popup blocker allows it then), the link follows.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(signin));
    expect(tab.opener).toBeNull();
    expect(calls.find((c) => c.path === '/api/site/console-link')?.body).toEqual({ id: 7 });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));

    refuse = true;
    fireEvent.click(button);
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(document.getElementById('toasts')?.textContent).toContain('Site is busy');
  });

  it("offers each paid order's further sites through the wizard's gallery, and says a launch is under way", async () => {
    const slots: OpenSlots = {
      orderId: 12,
      orderNo: 'U2026A',
      countriesId: 1,
      country: 'Brazil',
      template: { id: 3, name: 'Neon Nights' },
      colors: { color1: '#111111', color2: '#ff0044', color3: '#ffffff' },
      total: 3,
      used: 1,
      open: [2, 3],
    };
    fakeApi((path) => (path === '/api/site/slots' ? [slots] : page([site()])));
    window.history.replaceState(null, '', '/en/my-site?launched=1');
    render(<MySites strings={en} locale="en" />);
    expect(await screen.findByText('Order U2026A — sites still to launch: 2 of 3')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Launch a site – U2026A' });
    expect(link.getAttribute('href')).toMatch(/\/choose-theme\?launch=12$/);
    // Back from a launch: said once, then gone from the address.
    expect(document.getElementById('toasts')?.textContent).toContain(en['site.launched']);
    expect(window.location.search).toBe('');
  });

  it('shows a verified own domain as the address of the site', () => {
    render(
      <ul>
        <SiteCard
          site={site({ ownDomain: 'www.lucky.example' })}
          t={t}
          lang="en"
          origin="https://unicorn.test"
          retrying={false}
          opening={false}
          onOpenConsole={vi.fn()}
          onReset={vi.fn()}
          onRetry={vi.fn()}
        />
      </ul>,
    );
    const own = screen.getByRole('link', { name: /^www\.lucky\.example/ });
    expect(own.getAttribute('href')).toBe('https://www.lucky.example/');
    expect(screen.getByText('Own domain')).toBeTruthy();
  });
});
