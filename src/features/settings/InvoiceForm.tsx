import { useState } from 'react';
import { api } from '~/stores/api';
import { setUser } from '~/stores/session';
import { Field } from '~/ui/Field';
import { useZodForm } from '~/ui/form';
import type { Translate } from '~/shared/messageKey';
import type { UserInfo } from '~/shared/types';
import { useCountries } from './useCountries';

/** Invoice details: printed on the account's invoices; empty ones fall back to its name and e-mail. */
export function InvoiceForm({ user, t }: { user: UserInfo; t: Translate }) {
  const countries = useCountries();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(
    () => import('~/shared/schemas/user').then((m) => m.profileInput),
    {
      companyName: user.companyName ?? '',
      billingAddress: user.billingAddress ?? '',
      billingCountry: user.billingCountry ?? '',
      taxNumber: user.taxNumber ?? '',
    },
    t,
  );
  const submit = form.handle(async (data) => {
    setSaved(false);
    const { companyName, billingAddress, billingCountry, taxNumber } = data;
    const body = { companyName, billingAddress, billingCountry, taxNumber };
    setUser(await api.post('/api/user/save', { body, toastError: false }));
    setSaved(true);
  });
  const v = form.values;
  return (
    <form className="card settings-card" onSubmit={submit} noValidate aria-labelledby="invoice-title">
      <h2 id="invoice-title">{t('personal.invoiceTitle')}</h2>
      <p className="muted">{t('personal.invoiceLead')}</p>
      {form.alert && (
        <p className="form-alert" role="alert">
          {form.alert}
        </p>
      )}
      {saved && (
        <p className="form-success" role="status">
          {t('personal.saved')}
        </p>
      )}
      <Field label={t('personal.companyName')} error={form.errors['companyName']}>
        <input
          name="companyName"
          value={v.companyName}
          onChange={(e) => form.set('companyName')(e.target.value)}
          maxLength={120}
          autoComplete="organization"
        />
      </Field>
      <Field label={t('personal.billingAddress')} error={form.errors['billingAddress']}>
        <textarea
          name="billingAddress"
          rows={3}
          value={v.billingAddress}
          onChange={(e) => form.set('billingAddress')(e.target.value)}
          maxLength={300}
          autoComplete="street-address"
        />
      </Field>
      <div className="grid-2">
        <Field label={t('personal.billingCountry')} error={form.errors['billingCountry']}>
          <select
            name="billingCountry"
            value={v.billingCountry}
            onChange={(e) => form.set('billingCountry')(e.target.value)}
            autoComplete="country"
          >
            <option value="">{t('personal.noCountry')}</option>
            {countries.map((c) => (
              <option key={c.iso} value={c.iso}>
                {c.name}
              </option>
            ))}
            {v.billingCountry && !countries.some((c) => c.iso === v.billingCountry) && (
              <option value={v.billingCountry}>{v.billingCountry}</option>
            )}
          </select>
        </Field>
        <Field label={t('personal.taxNumber')} error={form.errors['taxNumber']}>
          <input
            name="taxNumber"
            value={v.taxNumber}
            onChange={(e) => form.set('taxNumber')(e.target.value)}
            maxLength={40}
            dir="ltr"
          />
        </Field>
      </div>
      <button className="btn" type="submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('auth.submitting') : t('personal.save')}
      </button>
    </form>
  );
}
