import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../http/context.ts';
import type { ZoneResolver } from '../domains/zoneResolver.ts';

const record = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(253)),
  txt: z.optional(z.array(z.string().check(z.maxLength(255))).check(z.maxLength(10))),
  cname: z.optional(z.array(z.string().check(z.maxLength(253))).check(z.maxLength(10))),
  /** Removes every record of `name` instead. */
  clear: z.optional(z.boolean()),
});

/**
 * The browser tests' DNS (FAKE_DNS, platform/env.ts): a test states the records an operator would
 * create at their provider, and the console's "Check now" reads them. Mounted by app.ts only
 * when fakeDnsEnabled, which NODE_ENV=production can never be; not part of the API document.
 */
export function testDnsRoutes(zone: ZoneResolver) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const parsed = record.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.body(null, 400);
    const { name, txt, cname, clear } = parsed.data;
    if (clear) zone.clear(name);
    else zone.set(name, { ...(txt ? { txt } : {}), ...(cname ? { cname } : {}) });
    return c.body(null, 204);
  });
}
