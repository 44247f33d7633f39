import type { Env } from '../platform/env.ts';
import type { UsdtNetwork } from '../../shared/schemas/constants.ts';
import { formatMinor } from '../../shared/money.ts';

/** The configured rules of withdrawals (env.ts WITHDRAW_*), in minor units. */
export interface WithdrawConfig {
  minMinor: number;
  dailyMinor: number;
  weeklyMinor: number;
  feeMinor: Record<UsdtNetwork, number>;
  secondApprovalMinor: number;
  coolingMs: number;
}

export function withdrawConfig(env: Env): WithdrawConfig {
  return {
    minMinor: env.WITHDRAW_MIN_MINOR,
    dailyMinor: env.WITHDRAW_DAILY_MINOR,
    weeklyMinor: env.WITHDRAW_WEEKLY_MINOR,
    feeMinor: { TRC20: env.WITHDRAW_FEE_TRC20_MINOR, ERC20: env.WITHDRAW_FEE_ERC20_MINOR },
    secondApprovalMinor: env.WITHDRAW_SECOND_APPROVAL_MINOR,
    coolingMs: env.WITHDRAW_COOLING_HOURS * 3_600_000,
  };
}

/** The limits as the API shows them. */
export function limitsAnswer(c: WithdrawConfig) {
  return {
    currency: 'USDT' as const,
    minimum: formatMinor(c.minMinor),
    daily: formatMinor(c.dailyMinor),
    weekly: formatMinor(c.weeklyMinor),
    fees: { TRC20: formatMinor(c.feeMinor.TRC20), ERC20: formatMinor(c.feeMinor.ERC20) },
    secondApprovalFrom: formatMinor(c.secondApprovalMinor),
    coolingHours: c.coolingMs / 3_600_000,
  };
}

/** Two people approve from this amount on. */
export const approvalsFor = (c: WithdrawConfig, amountMinor: number) => (amountMinor >= c.secondApprovalMinor ? 2 : 1);
