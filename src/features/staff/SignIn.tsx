import { type RefObject, type SubmitEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '~/lib/apiError';
import type { Translate } from '~/shared/messageKey';
import { Field } from '~/ui/Field';
import { PasswordInput } from '~/ui/PasswordInput';
import { CodeStep } from './CodeStep';
import { RecoveryCodes } from './RecoveryCodes';
import { staffApi } from './staffApi';
import { signedIn } from './staffSession';
import type { LoginDone, StaffMember } from './types';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; pending: string }
  | { kind: 'enroll'; pending: string; secret: string; uri: string }
  | { kind: 'recovery'; codes: string[]; me: StaffMember };

interface Props {
  t: Translate;
  /** Why the sign-in shows: signed out, or the session ended. */
  notice?: { text: string; kind: 'info' | 'error' } | undefined;
}

/** The page was opened from an accepted invitation (`?welcome=1`): said once, then dropped from the address. */
function welcomed(): boolean {
  if (typeof window === 'undefined') return false;
  const params = new URLSearchParams(window.location.search);
  if (!params.has('welcome')) return false;
  params.delete('welcome');
  const rest = params.toString();
  window.history.replaceState(window.history.state, '', window.location.pathname + (rest ? `?${rest}` : ''));
  return true;
}

/**
 * Signing in to the staff console: e-mail and password, then the authenticator's code (or a
 * recovery code) — or, the first time, the enrolment of an authenticator and the recovery codes,
 * shown once. Each step's heading takes the focus, so a screen reader hears where it is.
 */
export function SignIn({ t, notice }: Props) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [welcome] = useState(welcomed);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, to move the focus to it.
  useEffect(() => {
    // Not on the first render: the page has just loaded and the reader starts at its top.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.kind]);

  function done(answer: LoginDone) {
    if (answer.recoveryCodes?.length) setStep({ kind: 'recovery', codes: answer.recoveryCodes, me: answer.staff });
    else signedIn(answer.staff);
  }

  const restart = () => setStep({ kind: 'password' });

  if (step.kind === 'recovery') {
    return <RecoveryCodes t={t} codes={step.codes} headingRef={heading} onSaved={() => signedIn(step.me)} />;
  }
  if (step.kind === 'code' || step.kind === 'enroll') {
    return (
      <CodeStep
        t={t}
        headingRef={heading}
        pending={step.pending}
        enroll={step.kind === 'enroll' ? { secret: step.secret, uri: step.uri } : null}
        onDone={done}
        onRestart={restart}
      />
    );
  }
  const shown = welcome
    ? { text: t('staff.welcome'), kind: 'info' as const }
    : notice && { ...notice, text: notice.text || t('staff.error.sessionEnded') };
  return <PasswordStep t={t} headingRef={heading} notice={shown} onNext={setStep} />;
}

function PasswordStep({
  t,
  headingRef,
  notice,
  onNext,
}: {
  t: Translate;
  headingRef: RefObject<HTMLHeadingElement | null>;
  notice: { text: string; kind: 'info' | 'error' } | undefined;
  onNext: (step: Step) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setAlert('');
    const next = {
      ...(email.trim() ? {} : { email: t('staff.signIn.emailRequired') }),
      ...(password ? {} : { password: t('staff.signIn.passwordRequired') }),
    };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    try {
      const data = await staffApi.post('/api/staff/login', {
        body: { email: email.trim(), password },
        signingIn: true,
      });
      onNext(data.next === 'enroll' ? { kind: 'enroll', ...data } : { kind: 'code', pending: data.pending });
    } catch (err) {
      setAlert(errorMessage(err, t, 'staff.error.signIn'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="staff-signin card" aria-labelledby="staff-signin-title">
      <h1 id="staff-signin-title" ref={headingRef} tabIndex={-1}>
        {t('staff.signIn.title')}
      </h1>
      {notice && (
        <p
          className={notice.kind === 'error' ? 'form-alert' : 'form-success'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        <Field label={t('staff.signIn.email')} error={errors.email}>
          <input
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            dir="ltr"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field label={t('staff.signIn.password')} error={errors.password}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
          />
        </Field>
        <button type="submit" className="btn btn-block" disabled={busy} aria-busy={busy}>
          {t('staff.signIn.continue')}
        </button>
      </form>
    </section>
  );
}
