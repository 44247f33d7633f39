import { expect, test } from '@playwright/test';
import {
  canvas,
  designableSite,
  dragSection,
  editedLanguage,
  expectSaved,
  livePage,
  openDesign,
  publish,
} from './designSteps';

/**
 * The Versions dialog (issue 25 item 7): a rollback says it replaces the draft and does, so the
 * next Publish has nothing to publish; a version is previewed as published and opened into the
 * editor, the live site untouched.
 */

const unique = () => Date.now().toString(36).slice(-5);

test('roll back, publish nothing more, preview and open a version', async ({ page, request }) => {
  test.setTimeout(180_000);
  const site = await designableSite(request);
  await openDesign(page, site);
  const first = await editedLanguage(page);
  await dragSection(page, 'Text');
  const heading = page.getByRole('textbox', { name: 'Heading', exact: true });
  const old = `Autumn cup ${unique()}`;
  await heading.fill(old);
  await expectSaved(page, old);
  const oldVersion = await publish(page);
  const fresh = `Winter cup ${unique()}`;
  await canvas(page).getByText(old).click();
  await heading.fill(fresh);
  await expectSaved(page, fresh);
  const newVersion = await publish(page);
  expect(await livePage(request, site, first)).toContain(fresh);

  // Roll back: the question says the draft will be replaced; then it is.
  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('dialog', { name: 'Published versions' });
  await versions.getByRole('button', { name: `Roll back to version ${oldVersion}` }).click();
  await expect(versions.getByText('Your draft will be replaced by this version.', { exact: false })).toBeVisible();
  await versions.getByRole('button', { name: `Publish version ${oldVersion} again` }).click();
  await expect(page.getByTestId('publish-status')).toHaveText(`Version ${newVersion + 1} is live.`, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('draft-notice')).toHaveText(`Your draft is now version ${oldVersion}.`);
  await expect(canvas(page).getByText(old)).toBeVisible();
  await expect(canvas(page).getByText(fresh)).toHaveCount(0);
  expect(await livePage(request, site, first)).toContain(old);

  // The next Publish has nothing to publish: the rollback stays live. (The template's empty Terms
  // page is named first: publish anyway.)
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(page.getByTestId('publish-status')).toHaveText('No changes to publish.', { timeout: 30_000 });
  expect(await livePage(request, site, first)).toContain(old);

  // Preview a version as it was published, behind a preview link.
  await page.getByRole('button', { name: 'Versions' }).click();
  const preview = versions.getByRole('link', { name: `Preview version ${newVersion}` });
  await expect(preview).toHaveAttribute('href', new RegExp(`/preview/[\\w-]{43}/v${newVersion}/$`));
  const previewed = await request.get((await preview.getAttribute('href'))!);
  expect(previewed.status()).toBe(200);
  expect(await previewed.text()).toContain(fresh);

  // Open that version into the editor: asked first; the live site stays as it is.
  await versions.getByRole('button', { name: `Open version ${newVersion} in the editor` }).click();
  await expect(
    versions.getByText(`Your draft will be replaced by version ${newVersion}.`, { exact: false }),
  ).toBeVisible();
  await versions.getByRole('button', { name: 'Replace my draft' }).click();
  await expect(page.getByTestId('draft-notice')).toHaveText(`Your draft is now version ${newVersion}.`);
  await expect(canvas(page).getByText(fresh)).toBeVisible();
  await expect(async () => {
    const draft = await (await page.request.get(page.url().replace(/\/design$/, '/api/design/draft'))).text();
    expect(draft).toContain(fresh);
  }).toPass({ timeout: 10_000 });
  expect(await livePage(request, site, first)).toContain(old);
  expect(await livePage(request, site, first)).not.toContain(fresh);
});
