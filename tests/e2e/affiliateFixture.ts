// The affiliate statements' browser test data, written with the server stopped (as staff:add does):
// an approved affiliate, a merchant registered with its code, two orders paid in the previous ISO
// week (which has ended, so finance may settle it) and one paid this week. Paying in a past week
// cannot be done through the API of a running server, whose clock is the real one.
import { openDatabase } from '../../src/server/db/client.ts';
import { affiliates, leagueApplications, orders, templates, users } from '../../src/server/db/schema/index.ts';
import { loadEnv } from '../../src/server/platform/env.ts';
import { weekOf } from '../../src/shared/isoWeek.ts';

const PARTNER = { name: 'Sunrise Media', code: 'E2EPARTNER', quiet: 'Quiet Partner' };
const DAY = 86_400_000;

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
const db = database.db;
const now = new Date();
const lastMonday = weekOf(now).from.getTime() - 7 * DAY;
const [tpl] = await db.select({ id: templates.id }).from(templates).limit(1);

async function affiliate(name: string, code: string) {
  const [app] = await db
    .insert(leagueApplications)
    .values({
      name,
      contact: `${code.toLowerCase()}@example.com`,
      channel: 'website',
      status: 'approved',
      locale: 'en',
      ip: '127.0.0.1',
      reviewBy: new Date(lastMonday),
      decidedAt: new Date(lastMonday),
      decisionReason: 'good channels',
    })
    .returning();
  await db.insert(affiliates).values({ applicationId: app!.id, code, name, createdAt: new Date(lastMonday) });
}
await affiliate(PARTNER.name, PARTNER.code);
await affiliate(PARTNER.quiet, 'E2EQUIETPA');

const [merchant] = await db
  .insert(users)
  .values({
    account: 'sunrisefan',
    email: 'sunrisefan@example.com',
    passwordHash: 'not-a-password',
    leagueCode: 'E2EMERCH',
    referrerCode: PARTNER.code,
  })
  .returning();

/** A completed order of the merchant, paid at `paidAt`. */
async function paid(no: string, amountMinor: number, paidAt: Date) {
  await db.insert(orders).values({
    orderNo: no,
    userId: merchant!.id,
    status: 2,
    amountMinor,
    paidMinor: amountMinor,
    currency: 'USD',
    packageSnapshot: { id: 1, names: { en: 'Gold' }, sites: 1, durationMonths: 12 },
    countriesId: 1,
    templateId: tpl!.id,
    templateNames: { en: 'Template' },
    siteName: `Sunrise ${no}`,
    color1: '#0b0d17',
    color2: '#f5b301',
    color3: '#e63946',
    opsAccount: 'ops1234',
    opsPasswordHash: 'not-a-password',
    payTime: paidAt,
    expiresAt: paidAt,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
}
await paid('E2E-AFF-0001', 99_900, new Date(lastMonday + 1 * DAY + 10 * 3_600_000));
await paid('E2E-AFF-0002', 49_900, new Date(lastMonday + 3 * DAY + 15 * 3_600_000));
await paid('E2E-AFF-0003', 29_900, new Date(Math.max(weekOf(now).from.getTime() + 1000, now.getTime() - 60_000)));
await database.close();
