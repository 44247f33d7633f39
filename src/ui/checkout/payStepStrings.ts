/**
 * The string prefixes the payment step needs on every page that opens it: its own, the USDT
 * address, and the mailed-code form an unverified merchant fills before paying.
 */
export const payStepStrings = ['pay.ui.', 'usdt.', 'personal.verify', 'verify.', 'auth.submitting'];
