import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, LazyRequestLogger, logRequest } from '../../src/server/platform/logger.ts';

/** A logger whose lines are kept in memory. */
function captured(level = 'info') {
  const lines: string[] = [];
  const dest = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger(level, dest), lines };
}

describe('the request line', () => {
  it('is byte for byte the line pino writes for the same request', () => {
    const { log, lines } = captured();
    const cases = [
      { requestId: 'a4b1c2d3-0000-4000-8000-000000000001', method: 'GET', path: '/api/health', status: 200, ms: 0 },
      { requestId: 'own-id_1=', method: 'POST', path: '/api/cart/create', status: 400, ms: 12 },
      { requestId: 'x', method: 'GET', path: '/api/"quoted"\\back/\u00e9\u0001', status: 503, ms: 5 },
    ];
    for (const { requestId, ...fields } of cases) {
      // Within one millisecond, so that both carry the same time.
      for (;;) {
        const before = Date.now();
        log.child({ requestId }).info(fields, 'request');
        logRequest(log, { requestId, ...fields });
        if (Date.now() === before) break;
        lines.length = 0;
      }
      const [byPino, byUs] = lines.splice(0);
      expect(byUs).toBe(byPino);
      expect(JSON.parse(byUs!)).toMatchObject({ level: 30, service: 'api', requestId, ...fields, msg: 'request' });
    }
  });

  it('is not written below info', () => {
    const { log, lines } = captured('warn');
    logRequest(log, { requestId: 'r', method: 'GET', path: '/api/health', status: 200, ms: 1 });
    expect(lines).toEqual([]);
  });
});

describe("a request's logger", () => {
  it('writes what a pino child bound to the request id writes, with redaction', async () => {
    const { log, lines } = captured();
    const lazy = new LazyRequestLogger(log, 'req-1');
    for (;;) {
      const before = Date.now();
      log.child({ requestId: 'req-1' }).warn({ id: 7, form: { password: 'hunter2' } }, 'stored');
      lazy.warn({ id: 7, form: { password: 'hunter2' } }, 'stored');
      if (Date.now() === before) break;
      lines.length = 0;
    }
    const [byPino, byLazy] = lines.splice(0);
    expect(byLazy).toBe(byPino);
    expect(JSON.parse(byLazy!)).toMatchObject({
      requestId: 'req-1',
      id: 7,
      form: { password: '[redacted]' },
      msg: 'stored',
    });
  });

  it('makes no child until a line is logged', () => {
    const { log } = captured();
    let children = 0;
    const child = log.child.bind(log);
    log.child = ((...args: Parameters<typeof log.child>) => {
      children++;
      return child(...args);
    }) as typeof log.child;
    const lazy = new LazyRequestLogger(log, 'req-2');
    expect(children).toBe(0);
    lazy.debug('below the level');
    lazy.info('one');
    lazy.error('two');
    expect(children).toBe(1);
  });
});
