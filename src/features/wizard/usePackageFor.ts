import { useEffect } from 'react';
import { api } from '~/stores/api';
import { ApiError } from '~/lib/apiError';
import { choiceFor, choosePackage, dropPackage } from '~/stores/wizard';
import type { Package } from '~/shared/schemas/catalog';
import { early } from '~/ui/early';
import { useLoad } from '~/ui/useLoad';
import { queryInt, wizardUrl } from '~/lib/wizardLinks';
import { missingBefore, packageFits } from './steps';

/** The package the address names, asked for while the page's code loads: the preview waits on it. */
const packageInfo = early(
  () => queryInt('packageId'),
  (id: number) => api.get('/api/opening-station/package-info', { query: { id }, toastError: false }),
);

/** The package of `?packageId=` or the one chosen for this market; 'none' when none fits. */
async function packageFor(countriesId: number): Promise<Package | 'none'> {
  const packageId = queryInt('packageId') ?? choiceFor(countriesId).packageId;
  if (packageId === undefined || missingBefore('design', { packageId })) return 'none';
  try {
    const pkg = await packageInfo(packageId);
    return packageFits(pkg, countriesId) ? pkg : 'none';
  } catch (err) {
    // Withdrawn or unknown: the merchant picks again. Anything else is worth a retry.
    if (err instanceof ApiError && (err.code === 'not_found' || err.code === 'validation_failed')) return 'none';
    throw err;
  }
}

/**
 * The template step needs a package of its own market. Without one (a shared link, another
 * market's package, a withdrawn one) the merchant goes back to the package step, which
 * says why. `data` is the package once it is known to fit ('none' while leaving).
 */
export function usePackageFor(countriesId: number | null | undefined) {
  const load = useLoad(() => (countriesId == null ? Promise.resolve(null) : packageFor(countriesId)), [countriesId]);
  const pkg = load.data;
  useEffect(() => {
    if (countriesId == null || !pkg) return;
    if (pkg === 'none') {
      dropPackage(countriesId);
      window.location.replace(wizardUrl.package(countriesId, 'package'));
    } else choosePackage(countriesId, pkg.id);
  }, [countriesId, pkg]);
  return load;
}
