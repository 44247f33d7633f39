import { persistentAtom } from '@nanostores/persistent';
import { z } from 'zod';
import { HEX_COLOR } from '~/shared/templateArt';

/**
 * The open-station wizard's choices, kept per market: packages and templates belong to
 * one market, so a choice made for one can never leak into another's checkout. Persisted,
 * so a reload or a detour through the login dialog keeps them (spec: state survives a reload).
 */
const hex = z.string().regex(HEX_COLOR);
const colors = z.object({ color1: hex, color2: hex, color3: hex });
const marketChoice = z.object({
  packageId: z.number().int().optional(),
  /** The name too, so the preview and summary survive a reload without another request. */
  template: z.object({ id: z.number().int(), name: z.string() }).optional(),
  colors: colors.optional(),
  siteName: z.string().optional(),
});
const wizardState = z.object({
  /** The market the merchant works on now; pages opened without `?countriesId` use it. */
  market: z.number().int().optional(),
  byMarket: z.record(z.string(), marketChoice),
});

export type Colors = z.infer<typeof colors>;
export type MarketChoice = z.infer<typeof marketChoice>;
export type WizardState = z.infer<typeof wizardState>;

const EMPTY: WizardState = { byMarket: {} };

export const $wizard = persistentAtom<WizardState>('wizard', EMPTY, {
  encode: JSON.stringify,
  // Storage is outside our control (older versions, hand edits): anything unreadable starts over.
  decode: (raw) => {
    try {
      return wizardState.catch(EMPTY).parse(JSON.parse(raw));
    } catch {
      return EMPTY;
    }
  },
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
