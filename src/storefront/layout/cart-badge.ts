/** The cart badge's text (docs/product.md#header-and-footer): the total quantity, "99+" above 99, nothing for an empty cart. */
export const BADGE_CAP = 99;

export function badgeText(totalQuantity: number): string {
  if (!Number.isFinite(totalQuantity) || totalQuantity <= 0) return '';
  return totalQuantity > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(totalQuantity));
}
