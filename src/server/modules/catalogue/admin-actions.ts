// The back office's quicker product actions: stock set per size from the list, a copy of a product,
// and one action on several products. Each is all or nothing.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductBulkAction, ProductStockUpdate } from '../../../../generated/models';
import { withTransaction, type Db } from '../../db/client';
import { productImages, products, productTags, sizes, variantImages, variants } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { RESERVED_PRODUCT_SLUGS, slugify, uniqueSlug } from './slug';
import { slugTaken } from './product-repository';
import { msg } from '../../i18n';

const NAME_MAX = 120;

/** Sets the stock of the listed sizes, which must all be this product's (refused whole otherwise). */
export async function setSizeStock(db: Db, productId: number, update: ProductStockUpdate): Promise<void> {
  const seen = new Set<number>();
  const repeated = update.sizes
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => (seen.has(s.id) ? true : (seen.add(s.id), false)));
  if (repeated.length)
    throw new HttpError(
      400,
      msg('catalogue.sizeTwice'),
      repeated.map(({ i }) => ({ field: `sizes[${i}].id`, message: msg('catalogue.listedTwice') })),
    );
  const ids = update.sizes.map((s) => s.id);
  await withTransaction(db, async (tx) => {
    const own = await tx
      .select({ id: sizes.id })
      .from(sizes)
      .innerJoin(variants, eq(variants.id, sizes.variantId))
      .where(and(eq(variants.productId, productId), inArray(sizes.id, ids)));
    const ownIds = new Set(own.map((s) => s.id));
    const strangers = update.sizes.map((s, i) => ({ s, i })).filter(({ s }) => !ownIds.has(s.id));
    if (strangers.length)
      throw new HttpError(
        400,
        msg('catalogue.strangerSize'),
        strangers
          .slice(0, 20)
          .map(({ i }) => ({ field: `sizes[${i}].id`, message: msg('catalogue.notThisProductsSize') })),
      );
    for (const s of update.sizes) await tx.update(sizes).set({ stock: s.stock }).where(eq(sizes.id, s.id));
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
  });
}

/** "Name (copy)", kept within the name's limit. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

/**
 * A hidden copy of a product: same texts, prices, images, tags and colours with their sizes, stock 0 and no
 * SKUs. Image files are shared (deleting a product never removes its files, since orders show them).
 */
export async function duplicateProduct(db: Db, productId: number): Promise<number> {
  return withTransaction(db, async (tx) => {
    const [source] = await tx.select().from(products).where(eq(products.id, productId)).limit(1);
    if (!source) throw new HttpError(404, msg('catalogue.productNotFound'));
    const name = copyName(source.name);
    const slug = await uniqueSlug(slugify(name, 'product'), (s) => slugTaken(tx, s), RESERVED_PRODUCT_SLUGS);
    const [copy] = await tx
      .insert(products)
      .values({
        slug,
        name,
        description: source.description,
        // The Arabic texts go with the copy too; the copy's name keeps only the English "(copy)" mark.
        nameAr: source.nameAr,
        descriptionAr: source.descriptionAr,
        sku: null,
        pricePiastres: source.pricePiastres,
        previousPricePiastres: source.previousPricePiastres,
        imageUrl: source.imageUrl,
        isActive: false,
      })
      .returning({ id: products.id });
    const tagRows = await tx
      .select({ tagId: productTags.tagId })
      .from(productTags)
      .where(eq(productTags.productId, productId));
    if (tagRows.length)
      await tx.insert(productTags).values(tagRows.map((t) => ({ productId: copy.id, tagId: t.tagId })));
    const imageRows = await tx
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id));
    if (imageRows.length)
      await tx
        .insert(productImages)
        .values(imageRows.map((img, position) => ({ productId: copy.id, url: img.url, position })));
    const variantRows = await tx
      .select()
      .from(variants)
      .where(eq(variants.productId, productId))
      .orderBy(asc(variants.position), asc(variants.id));
    for (const [position, v] of variantRows.entries()) {
      const [variant] = await tx
        .insert(variants)
        .values({
          productId: copy.id,
          color: v.color,
          colorAr: v.colorAr,
          sku: '',
          imageUrl: v.imageUrl,
          position,
        })
        .returning({ id: variants.id });
      const more = await tx
        .select()
        .from(variantImages)
        .where(eq(variantImages.variantId, v.id))
        .orderBy(asc(variantImages.position), asc(variantImages.id));
      if (more.length)
        await tx
          .insert(variantImages)
          .values(more.map((img, i) => ({ variantId: variant.id, url: img.url, position: i })));
      const sizeRows = await tx
        .select()
        .from(sizes)
        .where(eq(sizes.variantId, v.id))
        .orderBy(asc(sizes.position), asc(sizes.id));
      if (sizeRows.length)
        await tx
          .insert(sizes)
          .values(sizeRows.map((s, i) => ({ variantId: variant.id, size: s.size, stock: 0, position: i })));
    }
    return copy.id;
  });
}

const DONE: Record<ProductBulkAction['action'], string> = {
  activate: 'activated',
  deactivate: 'deactivated',
  delete: 'deleted',
};

/** One action on several products; when one id names no product, nothing changes (404). */
export async function bulkAction(db: Db, { action, ids }: ProductBulkAction) {
  const unique = [...new Set(ids)];
  return withTransaction(db, async (tx) => {
    const found = new Set(
      (await tx.select({ id: products.id }).from(products).where(inArray(products.id, unique))).map(
        (r) => r.id,
      ),
    );
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length)
      throw new HttpError(
        404,
        missing.length === 1
          ? msg('catalogue.productNotFound')
          : msg('catalogue.productsNotFound', { count: missing.length }),
        missing.slice(0, 20).map((id) => ({ field: 'ids', message: msg('catalogue.noProduct', { id }) })),
      );
    if (action === 'delete') {
      // Order lines keep their snapshot (ON DELETE SET NULL), as with one delete.
      await tx.delete(products).where(inArray(products.id, unique));
    } else {
      await tx
        .update(products)
        .set({ isActive: action === 'activate', updatedAt: new Date() })
        .where(inArray(products.id, unique));
    }
    const noun = unique.length === 1 ? 'product' : 'products';
    return { message: `${unique.length} ${noun} ${DONE[action]}`, data: { action, ids: unique } };
  });
}
