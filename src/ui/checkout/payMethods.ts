import type { PayMethodInfo } from '~/shared/orderTypes';
import type { PayMethod, UsdtNetwork } from '~/shared/schemas/orders';

/** One radio of the payment-method step: USDT once per network, then card and balance. */
export interface PayChoice {
  id: string;
  method: PayMethod;
  network: UsdtNetwork | null;
  info: PayMethodInfo;
}

export function payChoices(methods: readonly PayMethodInfo[]): PayChoice[] {
  return methods.flatMap((info): PayChoice[] =>
    info.code === 'usdt'
      ? (info.networks ?? []).map((network) => ({ id: `usdt:${network}`, method: 'usdt', network, info }))
      : [{ id: info.code, method: info.code, network: null, info }],
  );
}
