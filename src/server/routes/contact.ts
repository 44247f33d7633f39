import type { Deps } from '../http/context.ts';
import { ok, publicCtx } from '../http/context.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { contactInput } from '../../shared/schemas/forms.ts';
import { contactAnswer } from '../../shared/schemas/answers/catalog.ts';
import { submitContact } from '../contact/contact.ts';

export const contactApi = {
  base: '/api/contact',
  routes: {
    submit: apiRoute({
      method: 'post',
      path: '/submit',
      summary: 'Contact form (rate limited per IP)',
      tag: 'marketing',
      body: contactInput,
      data: contactAnswer,
    }),
  },
} satisfies ApiGroup;

export function contactRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  return app.openapi(w(contactApi.routes.submit), async (c) => {
    const data = await submitContact({ ctx: publicCtx(c, deps), input: c.req.valid('json') });
    c.get('log').info({ id: data.id }, 'contact message stored');
    return ok(c, data, 'form.contactSuccess');
  });
}
