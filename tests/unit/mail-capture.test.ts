import { describe, expect, it } from 'vitest';
import { loadEnv, mailCapture } from '../../src/server/platform/env.ts';

// Where mail goes without SMTP_URL: one rule (platform/env.ts mailCapture), like test money's.
describe('mail capture without SMTP_URL', () => {
  const env = (vars: Record<string, string>) => loadEnv(vars);

  it('captures outside production and on the embedded demo; queues in production on PostgreSQL', () => {
    expect(mailCapture(env({ NODE_ENV: 'development' })).on).toBe(true);
    expect(mailCapture(env({ NODE_ENV: 'production' })).on).toBe(true);
    expect(mailCapture(env({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).on).toBe(false);
    expect(mailCapture(env({ NODE_ENV: 'production', MAIL_CAPTURE: 'off' })).on).toBe(false);
    expect(mailCapture(env({ NODE_ENV: 'test', MAIL_CAPTURE: 'off' }))).toEqual({ on: false, why: 'MAIL_CAPTURE' });
  });
});
