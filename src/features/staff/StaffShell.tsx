import type { ReactNode } from 'react';
import type { Translate } from '~/shared/messageKey';
import type { LocaleCode } from '../../../i18n/locales';
import { mayOpen, navScreenOf, type StaffScreen, staffHref } from './staff';
import type { StaffMember } from './types';

interface Props {
  t: Translate;
  locale: LocaleCode;
  /** The signed-in person; without one the bar shows only the console's name. */
  me?: StaffMember | undefined;
  active?: StaffScreen | undefined;
  onSignOut?: () => void;
  signingOut?: boolean;
  children: ReactNode;
}

const navItems: { screen: StaffScreen; key: Parameters<Translate>[0] }[] = [
  { screen: 'today', key: 'staff.nav.today' },
  { screen: 'review', key: 'staff.nav.review' },
  { screen: 'withdrawals', key: 'staff.nav.withdrawals' },
  { screen: 'merchants', key: 'staff.nav.merchants' },
  { screen: 'terms', key: 'staff.nav.terms' },
  { screen: 'contact', key: 'staff.nav.contact' },
  { screen: 'affiliates', key: 'staff.nav.affiliates' },
  { screen: 'catalogue', key: 'staff.nav.catalogue' },
  { screen: 'audit', key: 'staff.nav.audit' },
  { screen: 'team', key: 'staff.nav.staff' },
];

/** A role in words; a role this build does not know yet shows as the API names it. */
export function roleName(t: Translate, role: string): string {
  const key = `staff.role.${role}` as Parameters<Translate>[0];
  const text = t(key);
  return text === key ? role : text;
}

/**
 * The console's own shell: no storefront header or footer. A top bar with the console's name,
 * who is signed in and their role, the sections (Staff for administrators only) and Sign out.
 */
export function StaffShell({ t, locale, me, active, onSignOut, signingOut = false, children }: Props) {
  const items = me ? navItems.filter((i) => mayOpen(me.role, i.screen)) : [];
  const current = active ? navScreenOf(active) : undefined;
  return (
    <div className="staff-shell">
      <header className="staff-bar">
        <div className="staff-bar-inner">
          <a className="staff-brand" href={staffHref(locale, 'today')}>
            {t('staff.console')}
          </a>
          {me && (
            <div className="staff-who">
              <p className="staff-who-text">
                <span className="visually-hidden">{t('staff.signedInAs')} </span>
                <span className="staff-who-name" dir="auto">
                  {me.name}
                </span>{' '}
                <span className="staff-role">{roleName(t, me.role)}</span>
              </p>
              <button
                type="button"
                className="btn btn-ghost staff-signout"
                onClick={onSignOut}
                disabled={signingOut}
                aria-busy={signingOut}
              >
                {t('staff.signOut')}
              </button>
            </div>
          )}
        </div>
        {me && (
          <nav className="staff-nav" aria-label={t('staff.nav.label')}>
            <ul>
              {items.map((i) => (
                <li key={i.screen}>
                  <a href={staffHref(locale, i.screen)} aria-current={i.screen === current ? 'page' : undefined}>
                    {t(i.key)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" className="staff-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
