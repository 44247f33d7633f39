/**
 * Lists the schemas validate against and the screens show (radios, selects). Kept apart
 * from the schemas, so a screen can show them without loading the validation library.
 */
export const PAY_METHODS = ['usdt', 'sandbox', 'balance'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const USDT_NETWORKS = ['TRC20', 'ERC20'] as const;
export type UsdtNetwork = (typeof USDT_NETWORKS)[number];
