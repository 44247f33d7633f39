import { api } from '~/stores/api';
import type { SimulateTarget } from './usdt';

/**
 * Test mode only: asks the server to post a signed `transfer.confirmed` event for this
 * payment or top-up to its own notify endpoint, as a real chain watcher would.
 */
export function simulateTransfer(target: SimulateTarget): Promise<{ received: boolean }> {
  return api.post('/api/pay/simulate', { body: target });
}
