// A SKU names one colour or one size in the whole shop (whatever its case): the packing slip, the courier sheet
// and the exports find a line's piece by it. '' is none (a size then takes its colour's). The database holds the
// rule (unique indexes and a trigger, migration 0020); these checks refuse a clash before anything is written,
// naming where the SKU is used, in the staff member's language.
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/constraint-errors';
import { products, sizes, variants } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { msg } from '../../i18n';
import { word } from '../../i18n/params';
import type { SizeInput, VariantInput } from './form-fields';

/** A SKU of a request, with the form field that carries it ("variants[1].sizes[0].sku"). */
export interface SkuField {
  sku: string;
  field: string;
}

/** The SKUs a list of colours gives (colours' and sizes'), with their fields; none for ''. */
export function skuFields(
  list: Array<Pick<VariantInput, 'sku'> & { sizes: Array<Pick<SizeInput, 'sku'>> }>,
  field = 'variants',
): SkuField[] {
  return list.flatMap((variant, i) => [
    ...(variant.sku ? [{ sku: variant.sku, field: `${field}[${i}].sku` }] : []),
    ...variant.sizes.flatMap((size, j) =>
      size.sku ? [{ sku: size.sku, field: `${field}[${i}].sizes[${j}].sku` }] : [],
    ),
  ]);
}

/** The fields that repeat a SKU given earlier in the same request (whatever its case). */
export function repeatedSkus(fields: SkuField[]): SkuField[] {
  const seen = new Set<string>();
  return fields.filter(({ sku }) => {
    const key = sku.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

/**
 * Refuses (409) SKUs given twice in the request or already used by a colour or size of the shop. The colours and
 * sizes of `rewriting` (the product whose whole list is being replaced) do not count: they are the ones the
 * request rewrites.
 */
export async function checkSkus(db: DbOrTx, fields: SkuField[], rewriting?: number): Promise<void> {
  const twice = repeatedSkus(fields);
  if (twice.length)
    throw new HttpError(
      409,
      msg('catalogue.skuTwice', { sku: twice[0].sku }),
      twice.map(({ field }) => ({ field, message: msg('catalogue.skuRepeated') })),
    );
  if (!fields.length) return;
  const wanted = fields.map(({ sku }) => sku.toLowerCase());
  const otherProduct = rewriting === undefined ? sql`true` : ne(products.id, rewriting);
  const colours = await db
    .select({
      sku: variants.sku,
      name: products.name,
      nameAr: products.nameAr,
      color: variants.color,
      colorAr: variants.colorAr,
    })
    .from(variants)
    .innerJoin(products, sql`${products.id} = ${variants.productId}`)
    .where(and(sql`${variants.sku} <> ''`, inArray(sql`lower(${variants.sku})`, wanted), otherProduct))
    .limit(1);
  const sizesUsed = colours.length
    ? []
    : await db
        .select({
          sku: sizes.sku,
          size: sizes.size,
          name: products.name,
          nameAr: products.nameAr,
          color: variants.color,
          colorAr: variants.colorAr,
        })
        .from(sizes)
        .innerJoin(variants, sql`${variants.id} = ${sizes.variantId}`)
        .innerJoin(products, sql`${products.id} = ${variants.productId}`)
        .where(and(sql`${sizes.sku} <> ''`, inArray(sql`lower(${sizes.sku})`, wanted), otherProduct))
        .limit(1);
  const used:
    | {
        sku: string;
        name: string;
        nameAr: string | null;
        color: string;
        colorAr: string | null;
        size?: string;
      }
    | undefined = colours[0] ?? sizesUsed[0];
  if (!used) return;
  const key = used.sku.toLowerCase();
  throw new HttpError(
    409,
    msg('catalogue.skuTaken', {
      sku: used.sku,
      product: word(used.name, used.nameAr),
      colour: word(used.color, used.colorAr),
      size: used.size,
    }),
    fields
      .filter(({ sku }) => sku.toLowerCase() === key)
      .map(({ field }) => ({ field, message: msg('catalogue.skuInUse') })),
  );
}

/** Whether a write was refused by the SKU indexes or trigger: another request took the SKU meanwhile. */
export const isSkuClash = (error: unknown) => isUniqueViolation(error, /sku_unique/);

/** The refusal for a SKU taken between the check and the write. */
export const skusTaken = () => new HttpError(409, msg('catalogue.skusTaken'));
