import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { GLOBAL_STATION } from '~/shared/catalogIds';
import type { Translate } from '~/shared/messageKey';
import { formatPrice } from '~/shared/money';
import { Field } from '~/ui/Field';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { ReasonDialog } from './ReasonDialog';
import { ScreenHead } from './ScreenHead';
import { TemplatesPanel } from './TemplatesPanel';
import type { ScreenProps } from './StaffFrame';
import { idFromSearch, isPrice, normalizePrice } from './staff';
import { staffApi } from './staffApi';
import type { CataloguePackage } from './types';

type Change =
  | { kind: 'price'; pkg: CataloguePackage }
  | { kind: 'active'; pkg: CataloguePackage }
  | { kind: 'market'; countriesId: number; active: boolean; name: string }
  | { kind: 'template'; templateId: number; active: boolean };

/** The market in the address (`?market=12`), so a market's page can be reloaded and linked. */
const marketFromUrl = () =>
  typeof window === 'undefined'
    ? null
    : idFromSearch(`?id=${new URLSearchParams(window.location.search).get('market') ?? ''}`);

/**
 * The catalogue: a market's packages (and the global station's) with their prices and whether
 * they are on sale; a price changed, a package, a market or a template taken off sale or put
 * back — each with a reason.
 */
export function CatalogueScreen({ t, lang }: ScreenProps) {
  // Every market, on sale or not: one taken off sale stays here to be put back.
  const markets = useLoad(async () => (await staffApi.get('/api/staff/catalogue/markets')).list, []);
  const [market, setMarket] = useState<number | null>(marketFromUrl);
  const packages = useLoad(
    async () =>
      market === null ? null : staffApi.get('/api/staff/catalogue/packages', { query: { countriesId: market } }),
    [market],
  );
  const [change, setChange] = useState<Change | null>(null);
  const [notice, setNotice] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const list = packages.data?.list;
  const marketName = (id: number) => markets.data?.find((m) => m.id === id)?.name ?? `#${id}`;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function pick(id: number | null) {
    setMarket(id);
    setNotice(null);
    const q = id === null ? '' : `?market=${id}`;
    window.history.replaceState(window.history.state, '', window.location.pathname + q);
  }

  function done(text: string) {
    setChange(null);
    setNotice({ text, kind: 'success' });
    void packages.retry();
    void markets.retry();
  }

  return (
    <div className="staff-screen">
      <ScreenHead title={t('staff.catalogue.title')} lead={t('staff.catalogue.lead')} />
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className={notice.kind === 'error' ? 'form-alert' : 'form-success'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <div className="card staff-filters">
        <LoadState {...markets} loading={markets.loading && !markets.data} t={t}>
          <div className="field">
            <label htmlFor="catalogue-market">{t('staff.catalogue.market')}</label>
            <select
              id="catalogue-market"
              value={market ?? ''}
              onChange={(e) => pick(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t('staff.catalogue.chooseMarket')}</option>
              {markets.data?.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name} ({m.currency}){m.active ? '' : ` · ${t('staff.catalogue.inactive')}`}
                </option>
              ))}
            </select>
          </div>
        </LoadState>
      </div>

      {market !== null && (
        <section className="staff-section" aria-labelledby="catalogue-packages" aria-busy={packages.loading}>
          <h2 id="catalogue-packages">{t('staff.catalogue.packages', { market: marketName(market) })}</h2>
          <LoadState
            {...packages}
            loading={packages.loading && !list}
            t={t}
            empty={list?.length === 0}
            emptyText={t('staff.catalogue.noPackages')}
          >
            {list && (
              <table className="staff-table staff-packages-table">
                <thead>
                  <tr>
                    <th scope="col">{t('staff.catalogue.package')}</th>
                    <th scope="col">{t('staff.catalogue.price')}</th>
                    <th scope="col">{t('staff.catalogue.onSale')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('staff.col.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((p) => (
                    <tr key={p.id}>
                      <td data-label={t('staff.catalogue.package')}>
                        <span className="staff-cell-main" dir="auto">
                          {p.name}
                        </span>
                        <span className="staff-muted">
                          {p.countriesId === GLOBAL_STATION
                            ? t('staff.catalogue.global', { id: p.id })
                            : t('staff.catalogue.packageId', { id: p.id })}
                        </span>
                      </td>
                      <td data-label={t('staff.catalogue.price')} className="staff-num">
                        {formatPrice(p.price, p.currency, lang)}
                      </td>
                      <td data-label={t('staff.catalogue.onSale')}>
                        <span className={`staff-badge${p.active ? '' : ' is-off'}`}>
                          {t(p.active ? 'staff.catalogue.active' : 'staff.catalogue.inactive')}
                        </span>
                      </td>
                      <td className="staff-actions">
                        <button
                          type="button"
                          className="btn btn-small"
                          onClick={() => setChange({ kind: 'price', pkg: p })}
                        >
                          {t('staff.catalogue.changePrice')}
                          <span className="visually-hidden"> {p.name}</span>
                        </button>
                        <button
                          type="button"
                          className={`btn btn-ghost btn-small${p.active ? ' staff-danger-text' : ''}`}
                          onClick={() => setChange({ kind: 'active', pkg: p })}
                        >
                          {t(p.active ? 'staff.catalogue.takeOff' : 'staff.catalogue.putOn')}
                          <span className="visually-hidden"> {p.name}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </LoadState>
        </section>
      )}

      <div className="staff-catalogue-more">
        <SwitchForm
          t={t}
          id="catalogue-market-switch"
          title={t('staff.catalogue.marketTitle')}
          hint={t('staff.catalogue.marketHint')}
          label={t('staff.catalogue.marketId')}
          initial={market}
          offLabel={t('staff.catalogue.disableMarket')}
          onLabel={t('staff.catalogue.enableMarket')}
          onPick={(id, active) => setChange({ kind: 'market', countriesId: id, active, name: marketName(id) })}
        />
        <SwitchForm
          t={t}
          id="catalogue-template-switch"
          title={t('staff.catalogue.templateTitle')}
          hint={t('staff.catalogue.templateHint')}
          label={t('staff.catalogue.templateId')}
          initial={null}
          offLabel={t('staff.catalogue.withdrawTemplate')}
          onLabel={t('staff.catalogue.restoreTemplate')}
          onPick={(id, active) => setChange({ kind: 'template', templateId: id, active })}
        />
      </div>
      <TemplatesPanel t={t} lang={lang} />
      {change && <ChangeDialog t={t} lang={lang} change={change} onClose={() => setChange(null)} onDone={done} />}
    </div>
  );
}

/** An id typed (a market's, a template's) and the two ways to switch it: off, or back on. */
function SwitchForm({
  t,
  id,
  title,
  hint,
  label,
  initial,
  offLabel,
  onLabel,
  onPick,
}: {
  t: Translate;
  id: string;
  title: string;
  hint: string;
  label: string;
  initial: number | null;
  offLabel: string;
  onLabel: string;
  onPick: (id: number, active: boolean) => void;
}) {
  const [value, setValue] = useState(initial === null ? '' : String(initial));
  const [error, setError] = useState('');
  useEffect(() => {
    if (initial !== null) setValue(String(initial));
  }, [initial]);

  function go(active: boolean) {
    const n = idFromSearch(`?id=${value}`);
    if (n === null) {
      setError(t('staff.catalogue.idRequired'));
      return;
    }
    setError('');
    onPick(n, active);
  }

  return (
    <form
      className="card staff-switch"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e: SubmitEvent) => e.preventDefault()}
    >
      <h2 id={`${id}-title`} className="staff-card-title">
        {title}
      </h2>
      <Field label={label} hint={hint} error={error}>
        <input
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <div className="staff-form-actions">
        <button type="button" className="btn btn-ghost staff-danger-text" onClick={() => go(false)}>
          {offLabel}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => go(true)}>
          {onLabel}
        </button>
      </div>
    </form>
  );
}

function ChangeDialog({
  t,
  lang,
  change,
  onClose,
  onDone,
}: {
  t: Translate;
  lang: string;
  change: Change;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const [price, setPrice] = useState(change.kind === 'price' ? change.pkg.price : '');
  const [priceError, setPriceError] = useState('');
  const saved = async (reply: Promise<{ msg: string }>) => (await reply).msg || t('staff.saved');
  const common = { t, onClose, onDone, onConflict: onDone };

  if (change.kind === 'price') {
    const p = change.pkg;
    return (
      <ReasonDialog
        {...common}
        message={t('staff.catalogue.confirmPrice', { name: p.name, price: formatPrice(p.price, p.currency, lang) })}
        note={<p>{t('staff.catalogue.priceNote')}</p>}
        confirmLabel={t('staff.catalogue.changePrice')}
        check={() => {
          const ok = isPrice(normalizePrice(price));
          setPriceError(ok ? '' : t('staff.catalogue.priceInvalid'));
          return ok;
        }}
        onFieldError={(path, message) => {
          if (path !== 'price') return false;
          setPriceError(message);
          return true;
        }}
        send={(reason) =>
          saved(
            staffApi.reply('/api/staff/catalogue/package/price', {
              body: { packageId: p.id, price: normalizePrice(price), reason },
            }),
          )
        }
      >
        <Field
          label={t('staff.catalogue.newPrice', { currency: p.currency })}
          hint={t('staff.catalogue.priceHint', { example: '1234.50' })}
          error={priceError}
        >
          <input
            name="price"
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            data-autofocus
          />
        </Field>
      </ReasonDialog>
    );
  }
  if (change.kind === 'active') {
    const p = change.pkg;
    const active = !p.active;
    return (
      <ReasonDialog
        {...common}
        tone={active ? 'default' : 'destructive'}
        message={t(active ? 'staff.catalogue.confirmPutOn' : 'staff.catalogue.confirmTakeOff', { name: p.name })}
        note={active ? undefined : <p>{t('staff.catalogue.offNote')}</p>}
        confirmLabel={t(active ? 'staff.catalogue.putOn' : 'staff.catalogue.takeOff')}
        send={(reason) =>
          saved(staffApi.reply('/api/staff/catalogue/package/active', { body: { packageId: p.id, active, reason } }))
        }
      />
    );
  }
  if (change.kind === 'market') {
    const { countriesId, active, name } = change;
    return (
      <ReasonDialog
        {...common}
        tone={active ? 'default' : 'destructive'}
        message={t(active ? 'staff.catalogue.confirmEnableMarket' : 'staff.catalogue.confirmDisableMarket', { name })}
        note={active ? undefined : <p>{t('staff.catalogue.offNote')}</p>}
        confirmLabel={t(active ? 'staff.catalogue.enableMarket' : 'staff.catalogue.disableMarket')}
        send={(reason) =>
          saved(staffApi.reply('/api/staff/catalogue/market/active', { body: { countriesId, active, reason } }))
        }
      />
    );
  }
  const { templateId, active } = change;
  return (
    <ReasonDialog
      {...common}
      tone={active ? 'default' : 'destructive'}
      message={t(active ? 'staff.catalogue.confirmRestore' : 'staff.catalogue.confirmWithdraw', { id: templateId })}
      note={active ? undefined : <p>{t('staff.catalogue.offNote')}</p>}
      confirmLabel={t(active ? 'staff.catalogue.restoreTemplate' : 'staff.catalogue.withdrawTemplate')}
      send={(reason) =>
        saved(staffApi.reply('/api/staff/catalogue/template/active', { body: { templateId, active, reason } }))
      }
    />
  );
}
