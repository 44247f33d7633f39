import { type ReactNode, useEffect, useRef, useState } from 'react';
import { translator } from '~/lib/clientStrings';
import type { Translate } from '~/shared/messageKey';
import type { Catalog } from '~/shared/translate';
import { LoadState } from '~/ui/LoadState';
import { getLocale, type LocaleCode } from '../../../i18n/locales';
import { SignIn } from './SignIn';
import { mayOpen, type StaffScreen } from './staff';
import { ScreenHead } from './ScreenHead';
import { checkSession, signOut, useStaffSession } from './staffSession';
import { StaffShell } from './StaffShell';
import type { StaffMember } from './types';
import '~/ui/ui.css';
import './staff.css';

const screenTitles = {
  today: 'staff.today.title',
  review: 'staff.review.title',
  audit: 'staff.audit.title',
  team: 'staff.team.title',
  merchants: 'staff.merchants.title',
  merchant: 'staff.merchant.title',
  order: 'staff.order.title',
  contact: 'staff.contact.title',
  affiliates: 'staff.affiliates.title',
  catalogue: 'staff.catalogue.title',
  withdrawals: 'staff.withdrawals.title',
  terms: 'staff.terms.title',
} as const satisfies Record<StaffScreen, string>;

export interface ScreenProps {
  t: Translate;
  locale: LocaleCode;
  lang: string;
  me: StaffMember;
}

interface Props {
  strings: Catalog;
  locale: LocaleCode;
  screen: StaffScreen;
  children: (props: ScreenProps) => ReactNode;
}

/**
 * Every signed-in screen of the console: asks the API whose session this is, shows the sign-in
 * when nobody's (or when a call finds the session ended), and the screen once someone is.
 * When one replaces the other, the focus moves to the new heading.
 */
export function StaffFrame({ strings, locale, screen, children }: Props) {
  const t: Translate = translator(strings, locale);
  const lang = getLocale(locale).lang;
  const session = useStaffSession();
  const [signingOut, setSigningOut] = useState(false);
  const main = useRef<HTMLDivElement>(null);
  const seen = useRef(session.status);

  useEffect(() => {
    void checkSession();
  }, []);

  // Signed in or out after the page loaded: the focus follows to the new screen's heading.
  useEffect(() => {
    const was = seen.current;
    seen.current = session.status;
    if ((was === 'out' && session.status === 'in') || (was === 'in' && session.status === 'out')) {
      requestAnimationFrame(() => main.current?.querySelector<HTMLElement>('h1')?.focus());
    }
  }, [session.status]);

  // The tab says what the page shows: the sign-in, or the screen the page was built with.
  const builtTitle = useRef<string | null>(null);
  useEffect(() => {
    builtTitle.current ??= document.title;
    document.title =
      session.status === 'out' ? `${t('staff.signIn.title')} · ${t('staff.console')}` : builtTitle.current;
  }, [session.status, t]);

  async function leave() {
    setSigningOut(true);
    try {
      await signOut(t('staff.signedOut'));
    } catch {
      /* the server could not be told: this page is signed out all the same */
    } finally {
      setSigningOut(false);
    }
  }

  const me = session.status === 'in' ? session.me : undefined;
  let content: ReactNode;
  if (session.status === 'checking' || session.status === 'failed') {
    content = (
      <LoadState
        loading={session.status === 'checking'}
        failed={session.status === 'failed'}
        error={session.status === 'failed' ? session.error : undefined}
        retry={() => void checkSession()}
        t={t}
      />
    );
  } else if (session.status === 'out') {
    content = <SignIn t={t} notice={session.notice} />;
  } else if (!mayOpen(session.me.role, screen)) {
    content = (
      <div className="staff-screen">
        <ScreenHead title={t(screenTitles[screen])} />
        <p className="card staff-forbidden">{t('staff.error.forbidden')}</p>
      </div>
    );
  } else {
    content = children({ t, locale, lang, me: session.me });
  }
  return (
    <StaffShell t={t} locale={locale} me={me} active={screen} onSignOut={() => void leave()} signingOut={signingOut}>
      <div ref={main} className="staff-content">
        {content}
      </div>
    </StaffShell>
  );
}
