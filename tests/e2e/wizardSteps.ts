import type { APIRequestContext, Page } from '@playwright/test';
import { registerViaApi, withSession } from './support';

// Steps shared by the open-station and wizard specs.

/** A logged-in merchant with nothing chosen yet. */
export async function merchant(page: Page, request: APIRequestContext) {
  const { token, user } = await registerViaApi(request);
  await withSession(page, token, user);
}

export const packageRadios = (page: Page) => page.getByRole('radiogroup', { name: 'Packages' }).getByRole('radio');
