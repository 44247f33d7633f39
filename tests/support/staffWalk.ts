import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sites as sitesTable } from '../../src/server/db/schema/index.ts';
import { staffApi } from '../../src/server/staff/routes.ts';
import { staffSupportApi } from '../../src/server/staff/supportRoutes.ts';
import { staffInboxApi } from '../../src/server/staff/inboxRoutes.ts';
import { staffCatalogueApi } from '../../src/server/staff/catalogueRoutes.ts';
import { staffAffiliateApi } from '../../src/server/staff/affiliateRoutes.ts';
import { staffPasskeyApi } from '../../src/server/staff/passkeyRoutes.ts';
import { staffTemplateApi } from '../../src/server/staff/templateRoutes.ts';
import { staffWithdrawalsApi } from '../../src/server/withdrawals/staffRoutes.ts';
import { staffTermsApi } from '../../src/server/staff/termRoutes.ts';
import { paidOrder } from './invoices.ts';
import { notify } from './journey.ts';
import { rows, t, transfer } from './moneyApp.ts';

// What the staff console's API tests make first (on the money app of the file that imports them),
// and every staff route of the router tables, which the role and audit walks go through.

/** Every staff route, from each router's own declarations. */
export const staffRouteTable = Object.entries({
  ...staffApi.routes,
  ...staffSupportApi.routes,
  ...staffInboxApi.routes,
  ...staffCatalogueApi.routes,
  ...staffAffiliateApi.routes,
  ...staffPasskeyApi.routes,
  ...staffTemplateApi.routes,
  ...staffWithdrawalsApi.routes,
  ...staffTermsApi.routes,
});

/** A live site of a new merchant: an order paid in USDT through the API, provisioned by the job. */
export async function aSite() {
  const { order } = await paidOrder();
  await t.jobs.drain();
  const [site] = await t.db.select().from(sitesTable).where(eq(sitesTable.orderId, order.id));
  expect(site?.status).toBe('live');
  return site!;
}

/** A message sent through the contact form (as a visitor does): its id. */
export async function contactMessage() {
  const sent = await t.call('POST', '/api/contact/submit', {
    body: { name: 'Visitor', email: `v${Date.now()}@example.com`, message: 'How many sites in Gold?' },
  });
  expect(sent.status).toBe(200);
  return Number(sent.json.data.id);
}

/** An affiliate application (as the affiliate page sends it): its id. */
export async function application(contact = `aff${Date.now()}@example.com`) {
  const sent = await t.call('POST', '/api/league/save', { body: { name: 'Partner', contact, channel: 'website' } });
  expect(sent.status).toBe(200);
  const [row] = await rows('select id from league_applications order by id desc limit 1');
  return Number(row!.id);
}

/** A template as the console's form sends it (no pictures: drawn from its design). */
export const templateForm = (key: string) => ({
  key,
  names: { en: `Walk ${key}` },
  category: 'slots',
  markets: [1],
  layout: 'classic',
  palette: { color1: '#101018', color2: '#f5b301', color3: '#ffe08a' },
  reason: 'new template',
});

export const auditCount = async () => Number((await rows('select count(*) as n from staff_audit'))[0]!.n);

/** A USDT transfer to an address nobody was given: held for review as `unmatched`. */
export async function heldTransfer(amount = '25') {
  const e = transfer(`T${'x'.repeat(33)}`, amount);
  expect((await notify(t, 'usdt', e)).status).toBe(200);
  return { provider: 'usdt', id: e.headers['webhook-id']! };
}
