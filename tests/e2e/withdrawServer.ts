import { type OwnServer, startOwnServer } from './ownServer.ts';

/**
 * A server of the merchant's withdrawals browser test. An address is usable 24 hours after its
 * code (WITHDRAW_COOLING_HOURS), which a test cannot wait for and the shared end-to-end server
 * cannot change for one spec: this one starts from the same database image with a cooling-off of
 * `coolingSeconds`, so the test sees the countdown run out as a merchant would.
 */
export type WithdrawServer = OwnServer;

export const startWithdrawServer = (coolingSeconds: number): Promise<WithdrawServer> =>
  startOwnServer({ name: 'withdraw', env: { WITHDRAW_COOLING_HOURS: String(coolingSeconds / 3600) } });
