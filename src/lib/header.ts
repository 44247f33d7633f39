import { $token, $user, clearSession, TOKEN_KEY } from '~/stores/session';
import { ensureUserInfo } from '~/stores/userInfo';
import { openDialog } from './dialogs';
import { toggleTheme } from './theme';
import { openStation } from './openStation';
import { markDevice } from './device';

const SCROLL_SOLID_PX = 10;
const MOBILE_ACTION_DELAY_MS = 150;

/** Wires the static header: scroll state, menus, auth chrome, dialogs. No framework. */
export function initHeader(): void {
  const header = document.getElementById('site-header');
  if (!header) return;
  markDevice();
  watchScroll(header);
  wireMobileMenu(header);
  wireAvatarMenu(header);
  wireActions(header);
  keepQueryOnLanguageSwitch(header);
  showUser(header);
  $token.listen(() => {
    showUser(header);
    void ensureUserInfo();
  });
  $user.listen(() => showUser(header));
  void ensureUserInfo();
  openFromQuery();
}

function watchScroll(header: HTMLElement): void {
  if (header.hasAttribute('data-solid')) return;
  const apply = () => header.toggleAttribute('data-scrolled', window.scrollY > SCROLL_SOLID_PX);
  apply();
  window.addEventListener('scroll', apply, { passive: true });
}

function wireMobileMenu(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>('[data-action="menu"]');
  const menu = header.querySelector<HTMLElement>('#main-menu');
  if (!toggle || !menu) return;
  const set = (open: boolean) => {
    header.toggleAttribute('data-menu-open', open);
    document.body.classList.toggle('scroll-locked', open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', (open ? toggle.dataset['labelClose'] : toggle.dataset['labelOpen']) ?? '');
  };
  toggle.addEventListener('click', () => set(!header.hasAttribute('data-menu-open')));
  menu.addEventListener('click', (e) => {
    if (!(e.target as Element).closest('a')) return;
    // Let the tap feedback show before the menu closes (spec §9: 150 ms).
    setTimeout(() => set(false), MOBILE_ACTION_DELAY_MS);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && header.hasAttribute('data-menu-open')) {
      set(false);
      toggle.focus();
    }
  });
  window.matchMedia('(min-width: 769px)').addEventListener('change', (m) => {
    if (m.matches) set(false);
  });
}

function wireAvatarMenu(header: HTMLElement): void {
  const btn = header.querySelector<HTMLButtonElement>('[data-action="avatar"]');
  const list = header.querySelector<HTMLElement>('#avatar-menu');
  if (!btn || !list) return;
  const items = () => [...list.querySelectorAll<HTMLElement>('a[role="menuitem"], button[role="menuitem"]')];
  const set = (open: boolean, focusFirst = false) => {
    list.hidden = !open;
    btn.setAttribute('aria-expanded', String(open));
    if (open && focusFirst) items()[0]?.focus();
  };
  btn.addEventListener('click', () => set(list.hidden !== false, true));
  btn.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      set(true, true);
    }
  });
  list.addEventListener('keydown', (e) => {
    const all = items();
    const i = all.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (i + (e.key === 'ArrowDown' ? 1 : -1) + all.length) % all.length;
      all[next]?.focus();
    } else if (e.key === 'Escape') {
      set(false);
      btn.focus();
    }
  });
  document.addEventListener('click', (e) => {
    if (!list.hidden && !(e.target as Element).closest('.avatar-menu')) set(false);
  });
}

function wireActions(header: HTMLElement): void {
  const confirm = header.querySelector<HTMLDialogElement>('#logout-confirm');
  header.addEventListener('click', (e) => {
    const el = (e.target as Element).closest<HTMLElement>('[data-action]');
    const action = el?.dataset['action'];
    if (action === 'login') {
      e.preventDefault();
      void openDialog({ name: 'login', tab: 0 });
    } else if (action === 'open-station') {
      openStation();
    } else if (action === 'theme') {
      toggleTheme();
    } else if (action === 'logout' && confirm) {
      confirm.returnValue = '';
      confirm.showModal();
    }
  });
  confirm?.addEventListener('close', () => {
    if (confirm.returnValue === 'confirm') void logout();
  });
}

async function logout(): Promise<void> {
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) {
    // Revoke on the server; a failure here must not keep the user logged in locally.
    await fetch('/api/login/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(
      () => null,
    );
  }
  clearSession();
  window.location.assign(document.documentElement.dataset['home'] ?? '/');
}

function showUser(header: HTMLElement): void {
  const user = $user.get();
  const name = header.querySelector<HTMLElement>('[data-user-name]');
  if (name) name.textContent = user?.nickname || user?.username || name.dataset['default'] || '';
  const img = header.querySelector<HTMLImageElement>('[data-user-avatar]');
  if (img) img.src = user?.img || '/avatar-default.svg';
}

/** The language switcher keeps the query and hash of the current page. */
function keepQueryOnLanguageSwitch(header: HTMLElement): void {
  header.addEventListener('click', (e) => {
    const a = (e.target as Element).closest<HTMLAnchorElement>('a[data-locale-link]');
    if (!a) return;
    const { search, hash } = window.location;
    if (search || hash) a.href = a.pathname + search + hash;
  });
}

/** `?showLogin=1` opens the login dialog on any page; `redirect` comes along. */
function openFromQuery(): void {
  const q = new URLSearchParams(window.location.search);
  // A referral link's code must survive browsing until the visitor registers.
  const league = q.get('leagueCode');
  if (league) sessionStorage.setItem('leagueCode', league.slice(0, 32));
  if (q.get('showLogin') !== '1') return;
  const tab = q.get('leagueCode') ? 1 : 0;
  void openDialog({ name: 'login', tab, redirect: q.get('redirect'), reason: q.get('reason') });
}
