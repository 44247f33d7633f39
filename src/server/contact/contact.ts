import type { ContactInput } from '../../shared/schemas/forms.ts';
import { contactMessages } from '../db/schema/index.ts';
import type { ServiceCtx } from '../core/context.ts';
import { hit, type LimitsCtx } from '../core/rateLimit.ts';

/** A marketing form's submission: who sends it, as far as the server can tell, and the limits. */
export interface FormCtx extends ServiceCtx, LimitsCtx {
  ip: string;
  userAgent: string | undefined;
}

export const FORM_WINDOW_MS = 3600_000;

/** Counts one submission of a form from the caller's address: `rate.formIp` per hour and form (429 beyond). */
export const countFormSubmission = (ctx: FormCtx, form: 'contact' | 'league', now: Date) =>
  hit(ctx.limits, { bucket: `form:${form}`, limit: ctx.rate.formIp, windowMs: FORM_WINDOW_MS }, ctx.ip, now);

/** Stores a contact-form message, within the per-IP hourly limit (429 beyond it). */
export async function submitContact({ ctx, input }: { ctx: FormCtx; input: ContactInput }): Promise<{ id: number }> {
  const now = ctx.now();
  await countFormSubmission(ctx, 'contact', now);
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      company: input.company ?? null,
      message: input.message,
      locale: ctx.locale,
      ip: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 500) ?? null,
      createdAt: now,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}
