/**
 * Money is kept as integer piastres (1 EGP = 100 piastres) everywhere it is stored or summed; the API speaks
 * EGP numbers with at most two decimals. Rounding happens once per line, here, so that the card, the cart,
 * the coupon and the order all agree to the piastre.
 */
export type Piastres = number;

/** EGP number (at most two decimals) → integer piastres. */
export function toPiastres(egp: number): Piastres {
  if (!Number.isFinite(egp)) throw new RangeError(`Not an amount: ${egp}`);
  return Math.round(egp * 100);
}

/** Integer piastres → EGP number with at most two decimals. */
export function toEgp(piastres: Piastres): number {
  return Math.round(piastres) / 100;
}

/** `amount` less `percentage` percent, rounded half up to the piastre. */
export function applyPercentage(amount: Piastres, percentage: number): Piastres {
  if (percentage <= 0) return amount;
  if (percentage >= 100) return 0;
  return amount - percentOf(amount, percentage);
}

/** `percentage` percent of `amount`, rounded half up to the piastre. */
export function percentOf(amount: Piastres, percentage: number): Piastres {
  // Work in hundredths of a percent so 12.5% stays exact in integers.
  const basisPoints = Math.round(percentage * 100);
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}
