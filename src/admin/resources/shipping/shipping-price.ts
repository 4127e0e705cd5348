import { latinDigits } from '../../../shared/digits';

/** A shipping fee as typed: EGP from 0 to 10,000 with at most two decimals (the contract's limits). */
export function parseShippingPrice(typed: string): { price: number } | { error: string } {
  const text = latinDigits(typed).trim();
  if (text === '') return { error: 'Enter a price.' };
  const price = Number(text);
  if (!Number.isFinite(price) || price < 0 || price > 10000) return { error: 'Between 0 and 10,000.' };
  if (Math.round(price * 100) !== price * 100) return { error: 'At most two decimals.' };
  return { price };
}
