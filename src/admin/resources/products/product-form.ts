/**
 * The product forms' rules (the Add Product page and the edit modal): the contract's addProduct and addVariants
 * fields where they fit what the form holds, the rest refined here, with the sentences staff already know
 * (react-admin's "Required", "Must be … characters or less", "Must be a number", and the stock and price
 * sentences). The bodies are multipart (numbers and lists travel as text), so the schema checks the form's
 * values and leaves them as typed: data-provider/product-payload.ts turns them into the bodies. The contract's
 * upper limits on name, description, price and stock stay the server's, so staff see the refusals they saw.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  addProductBody,
  addProductBodyPriceMin,
  addProductBodyStockMinOne,
  addVariantsBody,
} from '../../../../generated/zod/products/products.zod';
import { gridProblems, type StockGrid } from './product-grid';
import { useMemo } from 'react';
import { PRODUCTS_EN, useProductsText, type ProductsText } from '../../i18n/products';
import { latinDigits } from '../../../shared/digits';

const product = addProductBody.shape;
const variant = addVariantsBody.shape;

/** Empty as react-admin's validators count it: nothing, an empty text or an empty list. */
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The product forms' schema and its sentences, in the language of the texts given (the one schema: the English
 * exports below are it, built from the English texts).
 */
export function productForm(t: ProductsText['rules']) {
  const filled = z.unknown().refine((value) => !isEmpty(value), t.required);

  /** A number typed in a number input: empty (refused with "Required" when `required`), a number, at least `min`. */
  function amount({ min, below, required = false }: { min: number; below: string; required?: boolean }) {
    const check = (value: unknown, ctx: z.RefinementCtx) => {
      if (isEmpty(value)) {
        if (required) ctx.addIssue({ code: 'custom', message: t.required });
        return;
      }
      const typed = Number(typeof value === 'string' ? latinDigits(value) : value);
      if (Number.isNaN(typed)) ctx.addIssue({ code: 'custom', message: t.notANumber });
      else if (typed < min) ctx.addIssue({ code: 'custom', message: below });
    };
    // An optional one may be missing from the values altogether (a record without it).
    return required ? z.unknown().superRefine(check) : z.unknown().optional().superRefine(check);
  }

  const size = z.looseObject({
    stock: amount({ min: addProductBodyStockMinOne, below: t.stockBelowZero }),
  });

  const variantInput = z.looseObject({
    colorAr: variant.colorAr.nullable(),
    sizes: z.array(size).nullish(),
  });

  // Loose objects: the record's other fields (ids, images, tags) go through untouched.
  const schema = z.looseObject({
    name: filled,
    nameAr: product.nameAr.nullable(),
    description: filled,
    descriptionAr: product.descriptionAr.nullable(),
    price: amount({ min: addProductBodyPriceMin, below: t.priceBelowZero, required: true }),
    previousPrice: amount({ min: addProductBodyPriceMin, below: t.priceBelowZero }),
    variants: z.array(variantInput).nullish(),
    // The one-screen form's colour × size grid; the grid names each problem itself (stock-grid-input.tsx).
    grid: z
      .custom<StockGrid>()
      .optional()
      .superRefine((grid, ctx) => {
        if (grid && gridProblems(grid).length > 0) ctx.addIssue({ code: 'custom', message: t.checkGrid });
      }),
  });

  /** A text too long says its limit in react-admin's words; the other rules carry their own sentence. */
  const messages = {
    error: (issue: z.core.$ZodRawIssue) =>
      issue.code === 'too_big' && issue.origin === 'string' ? t.tooLong(Number(issue.maximum)) : undefined,
  };
  return { schema, messages, resolver: zodResolver(schema, messages) };
}

const english = productForm(PRODUCTS_EN.rules);

export const productFormSchema = english.schema;

export const productMessages = english.messages;

/** The Add Product page's and the edit modal's check; the values go on as typed. */
export const productFormResolver = english.resolver;

/** The check in the back office's language. */
export function useProductFormResolver() {
  const t = useProductsText();
  return useMemo(() => productForm(t.rules).resolver, [t]);
}

/** The field errors the forms show for these values, by path (empty when they can be sent). */
export function validateProductForm(values: unknown): Record<string, string> {
  const result = productFormSchema.safeParse(values, productMessages);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
