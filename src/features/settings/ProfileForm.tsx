import { Field } from '~/ui/Field';
import type { UserInfo } from '~/shared/types';
import type { Translate } from '~/shared/messageKey';
import { useCountries } from './useCountries';
import { SaveCard, useProfileSave } from './SaveCard';

/** Personal information: nickname, real name, phone with country code, other contact, remark. */
export function ProfileForm({ user, t }: { user: UserInfo; t: Translate }) {
  const codes = useCountries();
  const save = useProfileSave(
    () => import('~/shared/schemas/user').then((m) => m.profileForm),
    {
      nickname: user.nickname ?? '',
      realName: user.realName ?? '',
      phoneCode: user.phoneCode ?? '',
      phone: user.phone ?? '',
      otherContact: user.otherContact ?? '',
      remark: user.remark ?? '',
    },
    t,
    (data) => data,
  );
  const { form } = save;
  const v = form.values;
  return (
    <SaveCard titleId="profile-title" title={t('personal.infoTitle')} save={save} t={t}>
      <div className="grid-2">
        <Field label={t('personal.nickname')} error={form.errors['nickname']}>
          <input
            name="nickname"
            value={v.nickname}
            onChange={(e) => form.set('nickname')(e.target.value)}
            maxLength={40}
            autoComplete="nickname"
          />
        </Field>
        <Field label={t('personal.realName')} error={form.errors['realName']}>
          <input
            name="realName"
            value={v.realName}
            onChange={(e) => form.set('realName')(e.target.value)}
            maxLength={60}
            autoComplete="name"
          />
        </Field>
        <Field label={t('personal.phoneCode')} error={form.errors['phoneCode']}>
          <select name="phoneCode" value={v.phoneCode} onChange={(e) => form.set('phoneCode')(e.target.value)}>
            <option value="">{t('personal.phoneCodeRequired')}</option>
            {codes.map((c) => (
              <option key={c.iso} value={c.code}>{`${c.name} (${c.code})`}</option>
            ))}
            {v.phoneCode && !codes.some((c) => c.code === v.phoneCode) && (
              <option value={v.phoneCode}>{v.phoneCode}</option>
            )}
          </select>
        </Field>
        <Field label={t('personal.phone')} error={form.errors['phone']}>
          <input
            name="phone"
            type="tel"
            inputMode="tel"
            value={v.phone}
            onChange={(e) => form.set('phone')(e.target.value)}
            maxLength={20}
            autoComplete="tel-national"
          />
        </Field>
      </div>
      <Field
        label={t('personal.otherContact')}
        error={form.errors['otherContact']}
        hint={t('personal.otherContactHint')}
      >
        <input
          name="otherContact"
          value={v.otherContact}
          onChange={(e) => form.set('otherContact')(e.target.value)}
          maxLength={100}
        />
      </Field>
      <Field label={t('personal.remark')} error={form.errors['remark']}>
        <textarea
          name="remark"
          rows={3}
          value={v.remark}
          onChange={(e) => form.set('remark')(e.target.value)}
          maxLength={500}
        />
      </Field>
    </SaveCard>
  );
}
