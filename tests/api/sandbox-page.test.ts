import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { cartItem, checkout, newMerchant, openSandboxPage, pay } from '../support/journey.ts';

// The sandbox's hosted page posts a signed event to our own notify endpoint. When that
// delivery fails (a timeout under load, the endpoint down), the page must not answer 500:
// the merchant goes on to Created, where the order shows as it stands and can be paid again.

let t: TestApp;
let failing = false;
beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      deliver: (real) => async (provider, event) => {
        if (failing) throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
        return real(provider, event);
      },
    },
  );
});
afterAll(() => t?.close());

describe('the sandbox payment page', () => {
  it('sends the merchant on to Created when the event cannot be delivered, and Pay works again after', async () => {
    const token = await newMerchant(t);
    const order = await checkout(t, token, (await cartItem(t, token)).id);
    const started = await pay(t, token, { orderId: order.id, method: 'sandbox' });
    expect(started.status).toBe(200);
    const payUrl = started.json.data.payUrl as string;
    const { post } = await openSandboxPage(t, payUrl);
    const click = () => post('pay');
    failing = true;
    const lost = await click();
    expect(lost.status).toBe(303);
    expect(lost.headers.get('location')).toContain(`created?orderId=${order.id}`);
    const still = await t.call('POST', '/api/order/info', { token, body: { id: order.id } });
    expect(still.json.data.status).toBe(0);
    failing = false;
    expect((await click()).status).toBe(303);
    const paid = await t.call('POST', '/api/order/info', { token, body: { id: order.id } });
    expect(paid.json.data.status).toBe(1);
  });
});
