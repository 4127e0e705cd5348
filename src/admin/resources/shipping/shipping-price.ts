import { latinDigits } from '../../../shared/digits';
import { SHIPPING_EN, type ShippingText } from '../../i18n/shipping';

/**
 * A shipping fee as typed: EGP from 0 to 10,000 with at most two decimals (the contract's limits); refused in
 * the language of `errors`.
 */
export function parseShippingPrice(
  typed: string,
  errors: ShippingText['errors'] = SHIPPING_EN.errors,
): { price: number } | { error: string } {
  const text = latinDigits(typed).trim();
  if (text === '') return { error: errors.empty };
  const price = Number(text);
  if (!Number.isFinite(price) || price < 0 || price > 10000) return { error: errors.range };
  if (Math.round(price * 100) !== price * 100) return { error: errors.decimals };
  return { price };
}
