import { GLOBAL_STATION } from '~/shared/catalogIds';
import type { Need } from '~/lib/wizardLinks';

/**
 * The wizard's order of choices: market → package → template and colours → site name.
 * Each step checks the earlier choices before it shows; a missing one sends the merchant
 * back to the step that makes it, with a message (`?need=`).
 */
export type Step = 'design' | 'info';

export interface Choices {
  packageId?: number | undefined;
  templateId?: number | undefined;
  colors?: unknown;
}

/** The first earlier choice `step` needs that is missing, or null when it can show. */
export function missingBefore(step: Step, c: Choices): Need | null {
  if (c.packageId === undefined) return 'package';
  if (step === 'info' && (c.templateId === undefined || !c.colors)) return 'design';
  return null;
}

/**
 * A package belongs to one market, so a package of another market never carries over. The
 * global station's packages are sold everywhere — the same rule as POST /api/cart/create.
 */
export function packageFits(pkg: { countriesId: number }, countriesId: number): boolean {
  return pkg.countriesId === countriesId || pkg.countriesId === GLOBAL_STATION;
}
