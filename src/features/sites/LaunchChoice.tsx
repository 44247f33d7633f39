import { useEffect } from 'react';
import { api } from '~/lib/api';
import type { Translate } from '~/shared/messageKey';
import type { OpenSlots } from '~/shared/orderTypes';
import type { Country } from '~/shared/types';
import { Field } from '~/ui/Field';
import { useLoad } from '~/ui/useLoad';
import { loadCountries } from '../open-station/countries';

/** Templates offered per market: the first page of its list (the order's own stays first). */
const TEMPLATE_PAGE = 100;

export interface Choice {
  countriesId: number;
  templateId: number | null;
}

interface Props {
  slots: OpenSlots;
  value: Choice;
  error?: string | undefined;
  t: Translate;
  onChange: (choice: Choice) => void;
}

/**
 * Market and template of a launched site: the order's by default. Another market lists its
 * own templates and preselects the first, since a template belongs to one market.
 */
export function LaunchChoice({ slots, value, error, t, onChange }: Props) {
  const markets = useLoad<Country[]>(() => loadCountries(t('station.global')), []);
  const templates = useLoad(
    () =>
      api<{ list: { id: number; name: string }[] }>('/cart/template-list', {
        query: { countriesId: value.countriesId, pageSize: TEMPLATE_PAGE },
        toastError: false,
      }).then((page) => page.list),
    [value.countriesId],
  );
  const own = value.countriesId === slots.countriesId;
  const options = [
    ...(own ? [slots.template] : []),
    ...(templates.data ?? []).filter((tpl) => !own || tpl.id !== slots.template.id),
  ];
  const marketOptions = markets.data ?? [{ id: slots.countriesId, countryNames: slots.country } as Country];

  const pickMarket = (countriesId: number) =>
    onChange({ countriesId, templateId: countriesId === slots.countriesId ? slots.template.id : null });

  // Another market's first template, once its list has loaded (only the latest list is kept).
  const first = templates.loading ? undefined : templates.data?.[0]?.id;
  useEffect(() => {
    if (value.templateId === null && first !== undefined) onChange({ ...value, templateId: first });
  }, [first, value, onChange]);

  return (
    <>
      <Field label={t('sites.market')}>
        <select name="countriesId" value={value.countriesId} onChange={(e) => pickMarket(Number(e.target.value))}>
          {marketOptions.map((m) => (
            <option key={m.id} value={m.id}>
              {m.countryNames}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('sites.template')} error={error}>
        <select
          name="templateId"
          value={value.templateId ?? ''}
          onChange={(e) => onChange({ ...value, templateId: Number(e.target.value) || null })}
          aria-busy={templates.loading}
        >
          {value.templateId === null && <option value="">—</option>}
          {options.map((tpl) => (
            <option key={tpl.id} value={tpl.id}>
              {tpl.name}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
