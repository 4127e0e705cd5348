/**
 * A number of days as the shop's texts write it, for the returns window the owner sets (1–90 days): "14 days",
 * "1 day"; in Arabic the counted noun follows the number ("خلال 14 يومًا", "خلال 7 أيام", "خلال يومين", "خلال يوم
 * واحد"), in the form it takes after a preposition or in an idafa ("مهلة 14 يومًا").
 */
export function daysEn(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

export function daysAr(days: number): string {
  if (days === 1) return 'يوم واحد';
  if (days === 2) return 'يومين';
  if (days >= 3 && days <= 10) return `${days} أيام`;
  return `${days} يومًا`;
}
