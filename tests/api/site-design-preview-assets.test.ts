import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clock, get, ORIGIN, owner, startConsoleApp, t } from '../support/consoleApp.ts';
import { type Designer, newDesigner, publishNow, saveMarked } from '../support/designApi.ts';

// The preview link and uploaded images of the site designer (issue 17).

startConsoleApp();

describe('the preview link', () => {
  it('shows the operator the draft while visitors see the published version', async () => {
    const d = await newDesigner();
    await saveMarked(d, 'Published');
    await publishNow(d);
    await saveMarked(d, 'Draft only');
    const link = await d.send('POST', '/preview-link');
    expect(link.status).toBe(200);
    const url: string = link.json.data.url;
    expect(url).toMatch(new RegExp(`^/s/${d.site.slug}/preview/[\\w-]{43}/$`));
    expect(Date.parse(link.json.data.expiresAt)).toBe(clock.getTime() + 3_600_000);
    const root = await get(url);
    expect(root.status).toBe(302);
    // The visitor's language among the draft's (the request asks for English), as the live root does.
    expect(root.headers.get('location')).toBe(`${url}en/`);
    const preview = await get(`${url}en/`);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('Draft only en');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    const visitor = await get(`/s/${d.site.slug}/en/`);
    expect(visitor.text).toContain('Published en');
    expect(visitor.text).not.toContain('Draft only');
  });

  it('works on its own site only, and an unknown token shows nothing', async () => {
    const a = await newDesigner();
    const b = await newDesigner();
    const url: string = (await a.send('POST', '/preview-link')).json.data.url;
    const token = url.split('/').at(-2)!;
    expect((await get(`/s/${b.site.slug}/preview/${token}/vi/`)).status).toBe(404);
    expect((await get(`/s/${a.site.slug}/preview/${'x'.repeat(43)}/vi/`)).status).toBe(404);
    expect((await get(`/s/${a.site.slug}/preview/short/vi/`)).status).toBe(404);
    expect((await get(`${url}vi/`)).status).toBe(200);
  });

  it('opens the draft only: never the console, and a console sign-in link never opens the draft', async () => {
    const d = await newDesigner();
    const preview = (await d.send('POST', '/preview-link')).json.data.url.split('/').at(-2) as string;
    const signin = await t.call('POST', '/api/site/console-link', { token: owner.token, body: { id: d.site.site.id } });
    const signinToken = new URL(signin.json.data.url).searchParams.get('token')!;
    expect((await get(`${d.site.console}/signin?token=${preview}`)).status).toBe(410);
    expect((await get(`/s/${d.site.slug}/preview/${signinToken}/vi/`)).status).toBe(404);
    // Neither was used up by the other's door.
    expect((await get(`/s/${d.site.slug}/preview/${preview}/vi/`)).status).toBe(200);
    expect((await get(`${d.site.console}/signin?token=${signinToken}`)).status).toBe(303);
  });
});

function upload(d: Designer, bytes: Uint8Array<ArrayBuffer>, type: string, name = 'photo.jpg') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return t.app.request(`${d.site.console}/api/design/assets`, {
    method: 'POST',
    body: form,
    headers: { cookie: d.cookie, origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'accept-language': 'en' },
  });
}

describe('uploaded images', () => {
  it('re-encodes an image to WebP within 2000 px, strips its metadata, and serves it forever by its hash', async () => {
    const d = await newDesigner();
    const photo = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#d4af37' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(d, new Uint8Array(photo), 'image/jpeg');
    expect(res.status).toBe(200);
    const data = (await res.json()).data;
    expect(data).toMatchObject({
      width: 2000,
      height: 667,
      value: `asset:${data.hash}`,
      path: `assets/${data.hash}.webp`,
    });
    expect(data.hash).toMatch(/^[0-9a-f]{64}$/);
    const served = await t.app.request(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('secret-exif-marker')).toBe(false);
    // The same picture again is the same file; another site does not have it.
    expect((await (await upload(d, new Uint8Array(photo), 'image/jpeg')).json()).data.hash).toBe(data.hash);
    const other = await newDesigner();
    expect((await t.app.request(`/s/${other.site.slug}/${data.path}`)).status).toBe(404);
  });

  it('refuses a file that is not an image, one over 2 MB, and a request without a file, localized', async () => {
    const d = await newDesigner();
    const text = await upload(d, new TextEncoder().encode('<script>alert(1)</script>'), 'image/png', 'x.png');
    expect(text.status).toBe(400);
    expect((await text.json()).msg).toMatch(/not an image/);
    const big = await upload(d, new Uint8Array(2 * 1024 * 1024 + 10), 'image/jpeg');
    expect(big.status).toBe(413);
    expect((await big.json()).msg).toBe('The image is too large (at most 2 MB).');
    const empty = await d.send('POST', '/assets');
    expect(empty.status).toBe(400);
    expect(empty.json.msg).toBe('Choose an image to upload.');
    const cross = await t.app.request(`${d.site.console}/api/design/assets`, {
      method: 'POST',
      body: new FormData(),
      headers: { cookie: d.cookie, origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
  });
});
