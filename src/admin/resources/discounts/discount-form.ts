/**
 * The discount form's rules (docs/product.md#discounts): a reference — a product, a category or a tag — must be
 * chosen, its id parsed as an integer; the percentage is a decimal; the window's dates are typed in Cairo time.
 */
import type { DiscountCreate, DiscountType } from '../../../../generated/models';
import { cairoLocalToIso } from '../../cairo-time';

export interface DiscountFormValues {
  type: DiscountType;
  referenceId: string;
  percentage: string;
  startDate: string;
  endDate: string;
}

export const EMPTY_DISCOUNT_FORM: DiscountFormValues = {
  type: 'product',
  referenceId: '',
  percentage: '',
  startDate: '',
  endDate: '',
};

export type DiscountFormErrors = Partial<Record<keyof DiscountFormValues, string>>;

const REFERENCE_NAMES: Record<DiscountType, string> = {
  product: 'a product',
  category: 'a category',
  tag: 'a tag',
};

export function validateDiscountForm(values: DiscountFormValues): DiscountFormErrors {
  const errors: DiscountFormErrors = {};
  if (!values.referenceId) errors.referenceId = `Choose ${REFERENCE_NAMES[values.type]}.`;
  const percentage = Number(values.percentage);
  if (values.percentage.trim() === '') errors.percentage = 'Percentage is required.';
  else if (!Number.isFinite(percentage) || percentage <= 0 || percentage > 100)
    errors.percentage = 'Between 0.01 and 100.';
  if (!values.startDate) errors.startDate = 'Start date is required.';
  if (!values.endDate) errors.endDate = 'End date is required.';
  else if (values.startDate && values.endDate <= values.startDate)
    errors.endDate = 'The end must come after the start.';
  return errors;
}

/** The create payload: the window, the percentage and exactly one of productId, categoryId or tagId. */
export function toDiscountCreate(values: DiscountFormValues): DiscountCreate {
  const body: DiscountCreate = {
    percentage: parseFloat(values.percentage),
    startDate: cairoLocalToIso(values.startDate),
    endDate: cairoLocalToIso(values.endDate),
  };
  const id = parseInt(values.referenceId, 10);
  if (values.type === 'product') body.productId = id;
  else if (values.type === 'category') body.categoryId = id;
  else body.tagId = id;
  return body;
}
