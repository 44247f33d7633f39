import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { validateJson } from '../http/validate.ts';
import { clientIp } from '../http/clientIp.ts';
import type { RouteDoc } from '../http/openapi.ts';
import { contactInput } from '../../shared/schemas/forms.ts';
import { submitContact } from '../services/contact.ts';

export const contactDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/contact/submit',
    summary: 'Contact form (rate limited per IP)',
    tag: 'marketing',
    body: contactInput,
  },
];

export function contactRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/submit', validateJson(contactInput), async (c) => {
    const input = c.req.valid('json');
    const client = {
      ip: clientIp(c, deps),
      userAgent: c.req.header('user-agent'),
      locale: c.get('locale'),
      now: deps.now(),
    };
    const data = await submitContact(deps.db, {
      input,
      client,
      limit: { store: deps.limits, perHour: deps.env.RATE_LIMIT_FORM_IP },
    });
    c.get('log').info({ id: data.id }, 'contact message stored');
    return ok(c, data, 'form.contactSuccess');
  });
}
