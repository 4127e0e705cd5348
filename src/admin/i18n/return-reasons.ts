/**
 * Why an item comes back (the contract's ReturnReason, listed whole so a new value fails to compile), as the back office's screens name it — the returns queue and
 * the dashboard's Returns section read this one list, so a reason reads the same on both; its Arabic is
 * return-reasons.ar.ts.
 */
import type { ReturnReason } from '../../../generated/models';

export const RETURN_REASONS_EN: Record<ReturnReason, string> = {
  too_small: 'Too small',
  too_large: 'Too large',
  not_as_pictured: 'Not as pictured',
  defect: 'Defect',
  changed_mind: 'Changed her mind',
  other: 'Other',
  refused_at_delivery: 'Refused at delivery',
};
