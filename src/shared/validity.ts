/**
 * Where "now" stands in a coupon's or discount's validity window, for the back office's badges:
 * apart from isActive, an active coupon that ended in September is "Expired", one that starts next week
 * "Scheduled". The window's ends are both included, as the server applies them (`isInWindow`).
 */
import { isInWindow } from './pricing';

export type Validity = 'scheduled' | 'running' | 'expired';

export function validityOf(
  window: { startDate: Date | string; endDate: Date | string },
  now: Date,
): Validity {
  if (isInWindow(window.startDate, window.endDate, now)) return 'running';
  return now.getTime() < new Date(window.startDate).getTime() ? 'scheduled' : 'expired';
}
