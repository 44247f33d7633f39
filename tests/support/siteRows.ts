import type { Db } from '../../src/server/db/client.ts';
import { eq } from 'drizzle-orm';
import { orders, sites } from '../../src/server/db/schema/index.ts';
import { publishFirstVersion } from '../../src/server/sites/design/publish.ts';

/**
 * A paid order and its site, inserted as the provisioning job leaves them (market Viet Nam,
 * template 1), for suites and benches that start from a site rather than a purchase. A live
 * site has its first version published, as provisioning does; `firstVersion: false` leaves a
 * site as one made before the designer (the one-time job firstVersions.ts gives it one).
 */
export async function insertSite(
  db: Db,
  s: {
    userId: number;
    siteName: string;
    slug: string;
    orderNo: string;
    opsAccount: string;
    opsPasswordHash: string;
    now: Date;
    status?: string;
    firstVersion?: boolean;
  },
) {
  const common = {
    userId: s.userId,
    countriesId: 1,
    templateId: 1,
    templateNames: { en: 'Golden Dragon', vi: 'Rồng Vàng' },
    siteName: s.siteName,
    color1: '#0b0d17',
    color2: '#f5b301',
    color3: '#e63946',
    opsAccount: s.opsAccount,
    opsPasswordHash: s.opsPasswordHash,
    createdAt: s.now,
    updatedAt: s.now,
  };
  const [order] = await db
    .insert(orders)
    .values({
      ...common,
      orderNo: s.orderNo,
      status: 2,
      amountMinor: 99_900,
      currency: 'USD',
      packageSnapshot: { id: 1, names: { en: 'Starter' }, sites: 1, durationMonths: 12 },
      expiresAt: s.now,
    })
    .returning({ id: orders.id });
  const status = s.status ?? 'live';
  const [site] = await db
    .insert(sites)
    .values({
      ...common,
      orderId: order!.id,
      slug: s.slug,
      currency: 'VND',
      status,
      domain: `http://sites.test/s/${s.slug}/`,
      backendUrl: `http://sites.test/s/${s.slug}/console`,
      launchTime: status === 'live' ? s.now : null,
    })
    .returning();
  if (status !== 'live' || s.firstVersion === false) return site!;
  await publishFirstVersion(db, site!, s.now);
  const [published] = await db.select().from(sites).where(eq(sites.id, site!.id));
  return published!;
}
