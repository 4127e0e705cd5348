/** Why an item comes back, in Arabic: one list for the returns queue and the dashboard (return-reasons.ts). */
import type { ReturnReason } from '../../../generated/models';

export const RETURN_REASONS_AR: Record<ReturnReason, string> = {
  too_small: 'صغير',
  too_large: 'كبير',
  not_as_pictured: 'مش زي الصورة',
  defect: 'فيه عيب',
  changed_mind: 'غيرت رأيها',
  other: 'سبب تاني',
  refused_at_delivery: 'اترفض عند التسليم',
};
