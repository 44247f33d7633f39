import type { LocaleCode } from '../../../i18n/locales';
import { useTranslations } from '~/lib/i18n';
import { FORM_LIMITS } from '~/shared/schemas/forms';
import type { MessageKey } from '~/shared/messageKey';

/** The messages the form script may show, already in the page's language (limits filled in). */
export function formStrings(locale: LocaleCode): Record<string, string> {
  const t = useTranslations(locale);
  const max = (key: MessageKey, n: number) => t(key, { count: n });
  return {
    'form.submitting': t('form.submitting'),
    'form.fixErrors': t('form.fixErrors'),
    'form.failed': t('form.failed'),
    'form.contactSuccess': t('form.contactSuccess'),
    'form.leagueReceived': t('form.leagueReceived', { id: '{{id}}', date: '{{date}}' }),
    'validation.invalid': t('validation.invalid'),
    'form.nameRequired': t('form.nameRequired'),
    'form.nameTooLong': max('form.nameTooLong', FORM_LIMITS.name),
    'form.emailRequired': t('form.emailRequired'),
    'form.emailInvalid': t('form.emailInvalid'),
    'form.companyTooLong': max('form.companyTooLong', FORM_LIMITS.company),
    'form.messageRequired': t('form.messageRequired'),
    'form.contactRequired': t('form.contactRequired'),
    'form.contactTooLong': max('form.contactTooLong', FORM_LIMITS.contact),
    'form.channelRequired': t('form.channelRequired'),
    'form.trafficTooLong': max('form.trafficTooLong', FORM_LIMITS.trafficSources),
  };
}

/** form.messageTooLong depends on the form: 5000 for contact, 2000 for the affiliate note. */
export function messageTooLong(locale: LocaleCode, kind: 'contact' | 'league'): string {
  return useTranslations(locale)('form.messageTooLong', {
    count: kind === 'contact' ? FORM_LIMITS.message : FORM_LIMITS.leagueMessage,
  });
}
