/**
 * Lists the schemas validate against and the screens show (radios, selects). Kept apart
 * from the schemas, so a screen can show them without loading the validation library.
 */
export const PAY_METHODS = ['usdt', 'sandbox', 'balance'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const USDT_NETWORKS = ['TRC20', 'ERC20'] as const;
export type UsdtNetwork = (typeof USDT_NETWORKS)[number];

/** Limits of one top-up, in whole USDT: the rule, and the figures every message shows. */
export const DEPOSIT_MIN = 1;
export const DEPOSIT_MAX = 1_000_000;
/**
 * Example amounts of the top-up messages, in the API's notation (a form shows them in the
 * locale's: "500,50"). Issue `params` carry them, and the limits, into the message.
 */
export const AMOUNT_EXAMPLE = { whole: '500', decimal: '500.50' } as const;
