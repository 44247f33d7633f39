import { persistentAtom } from '@nanostores/persistent';
import { HEX_COLOR } from '~/shared/templateArt';

/**
 * The open-station wizard's choices, kept per market: packages and templates belong to
 * one market, so a choice made for one can never leak into another's checkout. Persisted,
 * so a reload or a detour through the login dialog keeps them (spec: state survives a reload).
 */
export type Colors = { color1: string; color2: string; color3: string };
export type MarketChoice = {
  packageId?: number | undefined;
  /** The name too, so the preview and summary survive a reload without another request. */
  template?: { id: number; name: string } | undefined;
  colors?: Colors | undefined;
  siteName?: string | undefined;
};
export type WizardState = {
  /** The market the merchant works on now; pages opened without `?countriesId` use it. */
  market?: number | undefined;
  byMarket: Record<string, MarketChoice>;
};

const EMPTY: WizardState = { byMarket: {} };

/*
 * Storage is outside our control (older versions, hand edits): what is read back is checked
 * field by field, and anything unreadable starts over. Checked by hand, not with a schema
 * library: every wizard page reads this before first paint.
 */
type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isOptional = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);
const isHex = (v: unknown) => typeof v === 'string' && HEX_COLOR.test(v);
const isColors = (v: unknown) => isRecord(v) && isHex(v['color1']) && isHex(v['color2']) && isHex(v['color3']);
const isTemplate = (v: unknown) => isRecord(v) && isInt(v['id']) && typeof v['name'] === 'string';
const isChoice = (v: unknown) =>
  isRecord(v) &&
  isOptional(v['packageId'], isInt) &&
  isOptional(v['template'], isTemplate) &&
  isOptional(v['colors'], isColors) &&
  isOptional(v['siteName'], (s) => typeof s === 'string');

/** Only the known fields, so nothing else stored beside them travels on. */
function pickChoice(v: Rec): MarketChoice {
  const c: MarketChoice = {};
  if (v['packageId'] !== undefined) c.packageId = v['packageId'] as number;
  if (v['template'] !== undefined) {
    const t = v['template'] as Rec;
    c.template = { id: t['id'] as number, name: t['name'] as string };
  }
  if (v['colors'] !== undefined) {
    const k = v['colors'] as Rec;
    c.colors = { color1: k['color1'] as string, color2: k['color2'] as string, color3: k['color3'] as string };
  }
  if (v['siteName'] !== undefined) c.siteName = v['siteName'] as string;
  return c;
}

/** The stored state when every part of it is well-formed, else the empty state. */
export function readWizardState(raw: string): WizardState {
  try {
    const v: unknown = JSON.parse(raw);
    if (!isRecord(v) || !isOptional(v['market'], isInt) || !isRecord(v['byMarket'])) return EMPTY;
    const choices = Object.entries(v['byMarket']);
    if (!choices.every(([, c]) => isChoice(c))) return EMPTY;
    const byMarket = Object.fromEntries(choices.map(([k, c]) => [k, pickChoice(c as Rec)]));
    return v['market'] === undefined ? { byMarket } : { market: v['market'] as number, byMarket };
  } catch {
    return EMPTY;
  }
}

export const $wizard = persistentAtom<WizardState>('wizard', EMPTY, {
  encode: JSON.stringify,
  decode: readWizardState,
});

/** The choices made so far for one market (empty for a market not seen yet). */
export function choiceFor(countriesId: number, state: WizardState = $wizard.get()): MarketChoice {
  return state.byMarket[String(countriesId)] ?? {};
}

/** The market the merchant works on now, if any. */
export function currentMarket(): number | undefined {
  return $wizard.get().market;
}

function update(countriesId: number, change: (c: MarketChoice) => MarketChoice): void {
  const state = $wizard.get();
  const key = String(countriesId);
  $wizard.set({ market: countriesId, byMarket: { ...state.byMarket, [key]: change(state.byMarket[key] ?? {}) } });
}

export function chooseCountry(countriesId: number): void {
  if ($wizard.get().market !== countriesId) $wizard.set({ ...$wizard.get(), market: countriesId });
}

/** A market the server does not know (any more) is nobody's current market, and has no choices. */
export function forgetMarket(countriesId: number): void {
  const { market, byMarket } = $wizard.get();
  const { [String(countriesId)]: _, ...rest } = byMarket;
  $wizard.set(market === countriesId ? { byMarket: rest } : { market, byMarket: rest });
}

export function choosePackage(countriesId: number, packageId: number): void {
  update(countriesId, (c) => ({ ...c, packageId }));
}

/** Forgets a package that turned out not to be offered in this market (withdrawn, or another market's). */
export function dropPackage(countriesId: number): void {
  update(countriesId, ({ packageId: _, ...rest }) => rest);
}

export function chooseTemplate(countriesId: number, template: { id: number; name: string }): void {
  update(countriesId, (c) => ({ ...c, template: { id: template.id, name: template.name } }));
}

export function chooseColors(countriesId: number, c: Colors): void {
  update(countriesId, (prev) => ({ ...prev, colors: { color1: c.color1, color2: c.color2, color3: c.color3 } }));
}

export function setSiteName(countriesId: number, siteName: string): void {
  update(countriesId, (c) => ({ ...c, siteName }));
}

/** After the site is in the cart, that market's choices are done with. */
export function resetMarket(countriesId: number): void {
  const { [String(countriesId)]: _, ...rest } = $wizard.get().byMarket;
  $wizard.set({ market: countriesId, byMarket: rest });
}
