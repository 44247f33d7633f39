import { Field } from '~/ui/Field';
import type { Translate } from '~/shared/messageKey';
import type { UserInfo } from '~/shared/types';
import { useCountries } from './useCountries';
import { SaveCard, useProfileSave } from './SaveCard';

/** Invoice details: printed on the account's invoices; empty ones fall back to its name and e-mail. */
export function InvoiceForm({ user, t }: { user: UserInfo; t: Translate }) {
  const countries = useCountries();
  const save = useProfileSave(
    () => import('~/shared/schemas/user').then((m) => m.profileInput),
    {
      companyName: user.companyName ?? '',
      billingAddress: user.billingAddress ?? '',
      billingCountry: user.billingCountry ?? '',
      taxNumber: user.taxNumber ?? '',
    },
    t,
    ({ companyName, billingAddress, billingCountry, taxNumber }) => ({
      companyName,
      billingAddress,
      billingCountry,
      taxNumber,
    }),
  );
  const { form } = save;
  const v = form.values;
  return (
    <SaveCard
      titleId="invoice-title"
      title={t('personal.invoiceTitle')}
      lead={t('personal.invoiceLead')}
      save={save}
      t={t}
    >
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
    </SaveCard>
  );
}
