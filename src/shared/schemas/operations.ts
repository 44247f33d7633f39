import { z } from 'zod';

/** Operations (back-office) account and password: 6–10 letters and digits (api.md). */
export const opsAccountField = z
  .string()
  .trim()
  .min(1, 'ops.accountRequired')
  .regex(/^[A-Za-z0-9]{6,10}$/, 'ops.accountRule');

export const opsPasswordField = z
  .string()
  .min(1, 'reset.required')
  .regex(/^[A-Za-z0-9]{6,10}$/, 'reset.length');

export const siteResetInput = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  password: opsPasswordField,
});
