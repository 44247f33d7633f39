import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { allowedMethods } from '../../src/server/http/allowed.ts';

describe('405 Allow from the router table', () => {
  const app = new Hono()
    .use('/api/*', async (_c, next) => next())
    .get('/api/site', (c) => c.text('list'))
    .post('/api/site', (c) => c.text('reset'))
    .post('/api/pay/notify/:provider', (c) => c.text('event'))
    .get('/api/cart/template-image/:id/:file{(thumb|preview)\\.svg}', (c) => c.text('svg'))
    .all('/api/*', (c) => c.text('404', 404));
  const allow = allowedMethods(app.routes, '/api/');

  it('names the methods every route of a path takes, HEAD with GET', () => {
    expect(allow('/api/site')).toBe('GET, POST, HEAD');
    expect(allow('/api/site/')).toBe('GET, POST, HEAD');
    expect(allow('/api/pay/notify/sandbox')).toBe('POST');
    expect(allow('/api/cart/template-image/7/thumb.svg')).toBe('GET, HEAD');
  });

  it('knows nothing of middleware, the catch-all or paths no route serves', () => {
    expect(allow('/api/nothing')).toBeNull();
    expect(allow('/api/cart/template-image/7/thumbXsvg')).toBeNull();
    expect(allow('/api/pay/notify/a/b')).toBeNull();
  });
});
