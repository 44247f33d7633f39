import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { rejectNul } from '../../src/server/http/rejectNul.ts';
import { requestGuards } from '../../src/server/http/requestGuards.ts';
import { AppError } from '../../src/shared/errors.ts';

/** A bare app behind the guard: what it refused answers as the error's code. */
function behind(guard: MiddlewareHandler) {
  const app = new Hono();
  app.onError((e, c) => c.text(e instanceof AppError ? e.code : `crash: ${e.message}`, 400));
  app.use('*', guard);
  app.all('*', (c) => c.text('passed'));
  return async (path: string, body?: string) => {
    const res = await app.request(path, body === undefined ? {} : { method: 'POST', body });
    return res.text();
  };
}

describe('the NUL guard (both mounts: /api and the consoles’ design API)', () => {
  it('refuses a NUL or a broken escape in the query, on reads and writes', async () => {
    const send = behind(rejectNul());
    expect(await send('/x?q=%00')).toBe('validation_failed');
    expect(await send('/x?q=%E0%A4%A')).toBe('validation_failed');
    expect(await send('/x?q=a%20b#%00')).toBe('passed');
    expect(await send('/x?q=%00', '{}')).toBe('validation_failed');
  });

  it('refuses a NUL in a written body, raw or as a JSON escape', async () => {
    const send = behind(rejectNul());
    expect(await send('/x', 'a\0b')).toBe('validation_failed');
    expect(await send('/x', '{"a":"\\u0000"}')).toBe('validation_failed');
    expect(await send('/x', '{"a":"\\\\u0001"}')).toBe('passed');
  });

  it('lets a binary body (an image upload) hold NUL, but still checks its query', async () => {
    const send = behind(rejectNul({ binaryBody: (c) => c.req.path.endsWith('/assets') }));
    expect(await send('/x/assets', 'RIFF\0\0\0\0WEBP')).toBe('passed');
    expect(await send('/x/assets?q=%00', 'RIFF\0\0\0\0WEBP')).toBe('validation_failed');
    expect(await send('/x/draft', 'a\0b')).toBe('validation_failed');
  });

  it('passes a read in one synchronous step: the answer is the next handler’s own, nothing wrapped', () => {
    const c = { req: { method: 'GET', url: 'http://h/api/health?x=1', path: '/api/health' } } as unknown as Context;
    const later = Promise.resolve();
    const next = () => later;
    expect(rejectNul()(c, next)).toBe(later);
    // requestGuards, on every /api request: the same for a GET.
    const guards = requestGuards({ db: {} as never, listen: () => undefined as never }, () => []);
    expect(guards(c as never, next)).toBe(later);
  });
});
