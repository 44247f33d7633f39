import { GLOBAL_STATION } from '../../../shared/catalogIds.ts';
import { figures } from '../../../shared/figures.ts';

/**
 * Facts about each station that its packages and intro texts are built from. Payment
 * brands are proper names (not translated); languages are BCP 47 tags named through ICU.
 * Regulation is summarised by kind, with a "not legal advice" note in every language.
 */
export type Regulation = 'licensed' | 'restricted' | 'offshore';

export interface MarketFacts {
  payments: string[];
  languages: string[];
  timeZone: string;
  regulation: Regulation;
  /** Starter price in whole USD; Professional and Enterprise follow from it. */
  starterUsd: number;
}

export const marketFacts: Record<number, MarketFacts> = {
  [GLOBAL_STATION]: { payments: ['Visa', 'Mastercard', 'Skrill', 'Neteller'], languages: [], timeZone: 'UTC', regulation: 'offshore', starterUsd: figures.startingPriceUsd },
  1: { payments: ['MoMo', 'ZaloPay', 'ViettelPay', 'VietQR'], languages: ['vi'], timeZone: 'UTC+7', regulation: 'restricted', starterUsd: 1199 },
  2: { payments: ['PromptPay', 'TrueMoney Wallet', 'LINE Pay', 'K PLUS'], languages: ['th'], timeZone: 'UTC+7', regulation: 'restricted', starterUsd: 1199 },
  3: { payments: ['QRIS', 'DANA', 'OVO', 'GoPay'], languages: ['id'], timeZone: 'UTC+7 … UTC+9', regulation: 'restricted', starterUsd: 1099 },
  4: { payments: ["Touch 'n Go eWallet", 'DuitNow', 'FPX', 'Boost'], languages: ['ms', 'en', 'zh'], timeZone: 'UTC+8', regulation: 'restricted', starterUsd: 1199 },
  5: { payments: ['GCash', 'Maya', 'InstaPay', 'GrabPay'], languages: ['fil', 'en'], timeZone: 'UTC+8', regulation: 'licensed', starterUsd: 1099 },
  6: { payments: ['UPI', 'PhonePe', 'Paytm', 'IMPS'], languages: ['hi', 'en'], timeZone: 'UTC+5:30', regulation: 'restricted', starterUsd: 1299 },
  7: { payments: ['bKash', 'Nagad', 'Rocket'], languages: ['bn'], timeZone: 'UTC+6', regulation: 'restricted', starterUsd: 999 },
  8: { payments: ['PIX', 'Boleto', 'PicPay', 'Mercado Pago'], languages: ['pt'], timeZone: 'UTC−3', regulation: 'licensed', starterUsd: 1499 },
  9: { payments: ['SPEI', 'OXXO', 'CoDi', 'Mercado Pago'], languages: ['es'], timeZone: 'UTC−6', regulation: 'licensed', starterUsd: 1399 },
  10: { payments: ['PayPay', 'JCB', 'Rakuten Pay', 'Pay-easy'], languages: ['ja'], timeZone: 'UTC+9', regulation: 'restricted', starterUsd: 1999 },
  11: { payments: ['KakaoPay', 'Toss', 'Naver Pay'], languages: ['ko'], timeZone: 'UTC+9', regulation: 'restricted', starterUsd: 1799 },
  12: { payments: ['Papara', 'Havale/EFT', 'Payfix'], languages: ['tr'], timeZone: 'UTC+3', regulation: 'restricted', starterUsd: 1299 },
  13: { payments: ['OPay', 'PalmPay', 'Paystack', 'Flutterwave'], languages: ['en', 'yo', 'ha', 'ig'], timeZone: 'UTC+1', regulation: 'licensed', starterUsd: 999 },
  14: { payments: ['JazzCash', 'Easypaisa', 'Raast'], languages: ['ur', 'en'], timeZone: 'UTC+5', regulation: 'restricted', starterUsd: 999 },
};

/** Professional and Enterprise prices from the Starter price, in whole USD ending in 99. */
export function tierPricesUsd(starter: number): [number, number, number] {
  const round99 = (n: number) => Math.round(n / 100) * 100 - 1;
  return [starter, round99(starter * 2.5), round99(starter * 6)];
}
