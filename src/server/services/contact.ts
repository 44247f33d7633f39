import type { ContactInput } from '../../shared/schemas/forms.ts';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema/index.ts';
import { hit, type RateLimitStore } from './rateLimit.ts';

/** Who is submitting a marketing form, as far as the server can tell. */
export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
  locale: string;
  now: Date;
}

/** The marketing forms' shared limit: `perHour` submissions per IP and form. */
export interface FormLimit {
  store: RateLimitStore;
  perHour: number;
}

export const FORM_WINDOW_MS = 3600_000;

/** Stores a contact-form message, within the per-IP hourly limit (429 beyond it). */
export async function submitContact(
  db: Db,
  opts: { input: ContactInput; client: ClientMeta; limit: FormLimit },
): Promise<{ id: number }> {
  const { input, client, limit } = opts;
  await hit(
    limit.store,
    { bucket: 'form:contact', limit: limit.perHour, windowMs: FORM_WINDOW_MS },
    client.ip,
    client.now,
  );
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      company: input.company ?? null,
      message: input.message,
      locale: client.locale,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      createdAt: client.now,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}
