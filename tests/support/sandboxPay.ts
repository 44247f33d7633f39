/**
 * Presses a button of the sandbox card page over HTTP as the merchant's browser does: opens
 * the one-time link from `pay/unified-ordering` (which sets the page's cookie), then posts
 * the button with that cookie. Answers the post (303 to Created when all went well).
 */
export async function pressSandbox(base: string, payUrl: string, action = 'pay'): Promise<Response> {
  const page = await fetch(base + payUrl, { redirect: 'manual' });
  // A page that fails to open (an outage's 503) is the answer: there is nothing to press.
  if (page.status >= 400) return settled(page);
  await page.body?.cancel();
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0]!;
  const res = await fetch(base + payUrl.split('?')[0]!, {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  });
  return settled(res);
}

/** The answer read to its end (the connection goes back to the pool), its body kept for the caller. */
async function settled(res: Response): Promise<Response> {
  const text = await res.text();
  return new Response(text || null, { status: res.status, headers: res.headers });
}
