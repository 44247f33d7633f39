import { beforeEach, describe, expect, it } from 'vitest';
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine as storeInMemory, // not a React hook, whatever its name
} from '@nanostores/persistent';
import { missingBefore, packageFits } from '../../src/features/wizard/steps.ts';
import { GLOBAL_STATION } from '../../src/shared/catalogIds.ts';
import { cartFailure } from '../../src/features/wizard/cartErrors.ts';
import { ApiError } from '../../src/lib/apiError.ts';
import en from '../../i18n/en.json' with { type: 'json' };

storeInMemory();
const store = await import('../../src/stores/wizard.ts');
const t = (k: string) => (en as Record<string, string>)[k] ?? k;
const colors = { color1: '#111111', color2: '#222222', color3: '#333333' };

describe('wizard steps: each checks the earlier choices', () => {
  it('the template step needs a package', () => {
    expect(missingBefore('design', {})).toBe('package');
    expect(missingBefore('design', { packageId: 3 })).toBeNull();
  });

  it('website information needs a package, a template and colours, in that order', () => {
    expect(missingBefore('info', { templateId: 1, colors })).toBe('package');
    expect(missingBefore('info', { packageId: 3 })).toBe('design');
    expect(missingBefore('info', { packageId: 3, templateId: 1 })).toBe('design');
    expect(missingBefore('info', { packageId: 3, colors })).toBe('design');
    expect(missingBefore('info', { packageId: 3, templateId: 1, colors })).toBeNull();
  });

  it("a package fits its own market (the global station's fit all), never another market", () => {
    expect(packageFits({ countriesId: 1 }, 1)).toBe(true);
    expect(packageFits({ countriesId: 1 }, 2)).toBe(false);
    expect(packageFits({ countriesId: GLOBAL_STATION }, 2)).toBe(true);
    expect(packageFits({ countriesId: 2 }, GLOBAL_STATION)).toBe(false);
  });
});

describe('wizard store: choices are kept per market', () => {
  beforeEach(() => {
    cleanTestStorage();
    store.$wizard.set({ byMarket: {} });
  });

  it('a package chosen for one market is not the choice of another', () => {
    store.choosePackage(1, 103);
    store.chooseCountry(2);
    expect(store.currentMarket()).toBe(2);
    expect(store.choiceFor(2).packageId).toBeUndefined();
    expect(store.choiceFor(1).packageId).toBe(103);
  });

  it('keeps template, colours and site name per market, and survives in storage', () => {
    store.chooseTemplate(2, { id: 7, name: 'Aurora' });
    store.chooseColors(2, colors);
    store.setSiteName(2, 'Lucky');
    expect(store.choiceFor(2)).toEqual({ template: { id: 7, name: 'Aurora' }, colors, siteName: 'Lucky' });
    expect(JSON.parse(getTestStorage()['wizard']!).byMarket['2'].template.id).toBe(7);
  });

  it('drops a package that does not fit, and a market once its site is in the cart', () => {
    store.choosePackage(2, 5);
    store.chooseTemplate(2, { id: 7, name: 'Aurora' });
    store.dropPackage(2);
    expect(store.choiceFor(2)).toEqual({ template: { id: 7, name: 'Aurora' } });
    store.choosePackage(1, 103);
    store.resetMarket(2);
    expect(store.choiceFor(2)).toEqual({});
    expect(store.choiceFor(1).packageId).toBe(103);
  });

  it('starts over on unreadable storage instead of failing', async () => {
    setTestStorageKey('wizard', '{"byMarket":{"1":{"packageId":"not a number"}}}');
    expect(store.$wizard.get()).toEqual({ byMarket: {} });
    setTestStorageKey('wizard', 'not json');
    expect(store.$wizard.get()).toEqual({ byMarket: {} });
  });
});

describe('cart call failures', () => {
  it('puts a site-name issue or a taken name under the field, by code (not status)', () => {
    const issue = new ApiError('validation_failed', {
      status: 400,
      serverMessage: 'Request parameter error',
      issues: [{ path: 'siteName', message: 'Use 2–40 characters' }],
    });
    expect(cartFailure(issue, t)).toEqual({ siteName: 'Use 2–40 characters' });
    const taken = new ApiError('conflict', { status: 409, serverMessage: 'This site name is already used' });
    expect(cartFailure(taken, t)).toEqual({ siteName: 'This site name is already used' });
  });

  it('lists other issues by their own messages rather than a bare "Request parameter error"', () => {
    const err = new ApiError('validation_failed', {
      status: 400,
      serverMessage: 'Request parameter error',
      issues: [{ path: 'packageId', message: 'This package is not offered in this market' }],
    });
    expect(cartFailure(err, t)).toEqual({ alert: 'This package is not offered in this market' });
    expect(cartFailure(new ApiError('network'), t).alert).toBe(en['errors.network']);
  });
});
