import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok, publicCtx } from '../http/context.ts';
import { validateJson } from '../http/validate.ts';
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
    const data = await submitContact({ ctx: publicCtx(c, deps), input: c.req.valid('json') });
    c.get('log').info({ id: data.id }, 'contact message stored');
    return ok(c, data, 'form.contactSuccess');
  });
}
