/**
 * The one status table of cart items (api.md): 1 valid, 2 invalid. An item is invalid
 * when its market, package or template was withdrawn, or the package price changed since
 * it was added; the server decides (orders/cartValidity.ts), everyone else reads this.
 */
export const CART_STATUS = { valid: 1, invalid: 2 } as const;
export type CartStatus = (typeof CART_STATUS)[keyof typeof CART_STATUS];

/** Why an item went invalid; the API sends the translated `cart.invalid.<reason>`. */
export const invalidReasons = ['package_withdrawn', 'template_withdrawn', 'price_changed', 'market_withdrawn'] as const;
export type InvalidReason = (typeof invalidReasons)[number];

/** The i18n key that explains a reason to the merchant. */
export const invalidReasonKey = (reason: InvalidReason): `cart.invalid.${InvalidReason}` => `cart.invalid.${reason}`;
