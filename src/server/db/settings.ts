import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { settings } from './schema/index.ts';

/**
 * A per-installation value, generated once: the first process to start writes it, every
 * other process (and every restart) reads the same one back.
 */
export async function settingOnce(db: Db, key: string, make: () => string): Promise<string> {
  await db.insert(settings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row!.value;
}
