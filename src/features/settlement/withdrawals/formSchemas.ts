import * as z from 'zod/mini';
import { passwordField } from '~/shared/schemas/auth';
import { idField } from '~/shared/schemas/common';
import { withdrawAmount } from '~/shared/schemas/withdrawals';

/**
 * The withdrawal form's two steps, from the API's own rules (withdrawRequestInput): the address
 * and amount first, the password in the confirmation. Imported on demand, so zod loads while
 * the merchant types, not with the page.
 */
export const withdrawStep = z.object({
  addressId: idField('withdraw.error.addressUnknown'),
  amount: withdrawAmount,
});

export const passwordStep = z.object({ password: passwordField });
