import * as z from 'zod/mini';

/** Operations (back-office) account and password: 6–10 letters and digits (api.md). */
const OPS_RULE = /^[A-Za-z0-9]{6,10}$/;

export const opsAccountField = z
  .string()
  .check(z.trim(), z.minLength(1, 'ops.accountRequired'), z.regex(OPS_RULE, 'ops.accountRule'));

export const opsPasswordField = z
  .string()
  .check(z.minLength(1, 'ops.passwordRequired'), z.regex(OPS_RULE, 'reset.length'));
