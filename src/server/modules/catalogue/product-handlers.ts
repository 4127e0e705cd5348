// The products operations: the public catalogue (cached) and the admin's products with variants and images.
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { idFromText, isDigits } from '../../../shared/ids';
import type { DbOrTx, Tx } from '../../db/client';
import { products, sizes, variantImages, variants } from '../../db/schema';
import { isUniqueViolation } from '../../db/constraint-errors';
import { HttpError, fieldError } from '../../plugins/errors';
import { sendCached } from '../../plugins/cache';
import type { Handlers } from '../../plugins/openapi';
import { checkImages, filesOf, removeImages, storeImages, type Upload } from '../../storage/images';
import { findCategory, listCategoriesWithTags } from './category-repository';
import { toCategory } from './category-view';
import { bulkAction, duplicateProduct, setSizeStock } from './admin-actions';
import { productChanges, productFacts } from './activity-facts';
import { changesOf, withActivity } from '../activity';
import { adminListWhere, adminPage } from './admin-list';
import { productFilters, queryCatalogue, searchSuggestions, type CatalogueQuery } from './public-catalogue';
import { sendSearch } from './search-cost';
import {
  MAX_VARIANTS,
  moneyToPiastres,
  optionalArabic,
  optionalMoneyText,
  parseSizes,
  parseTagNames,
  parseVariants,
  type VariantInput,
} from './form-fields';
import {
  ensureTags,
  findProductIdBySlug,
  findVisibleProductId,
  loadProducts,
  replaceProductImages,
  replaceSizes,
  replaceVariantImages,
  setProductTags,
  slugTaken,
  variantCount,
} from './product-repository';
import { RESERVED_PRODUCT_SLUGS, slugify, uniqueSlug } from './slug';
import { checkSkus, isSkuClash, skuFields, skusTaken } from './skus';
import { toProduct } from './product-view';
import { msg } from '../../i18n';

const PRODUCT_NOT_FOUND = msg('catalogue.productNotFound');

/** The variant indexes of the form's `variantMainImage_i` / `variantAdditionalImages_i` fields, one per colour. */
const VARIANT_SLOTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const satisfies { length: typeof MAX_VARIANTS };

function cacheKey(operation: string, request: FastifyRequest): string {
  return `${operation}:${JSON.stringify(request.params ?? {})}:${JSON.stringify(request.query ?? {})}`;
}

/** A text field that must not be blank once trimmed. */
function requiredText(field: string, value: string | undefined, label: string): string {
  const text = value?.trim() ?? '';
  if (!text) throw fieldError(field, msg('catalogue.fieldRequired', { label }));
  return text;
}

/** Only images this server stored may be referenced by URL (as answered: absolute on the asset origin, or not). */
function checkUploadUrl(request: FastifyRequest, field: string, url: string | undefined): string | undefined {
  if (url === undefined || url.trim() === '') return undefined;
  const stored = request.server.storedUploadUrl(url.trim());
  if (!/^\/uploads\/[A-Za-z0-9/_.-]+$/.test(stored) || stored.includes('..'))
    throw fieldError(field, msg('catalogue.uploadedHere'));
  return stored;
}

async function adminProduct(db: DbOrTx, id: number) {
  const [product] = await loadProducts(db, [id], { publicView: false });
  if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);
  return toProduct(product);
}

/** `{id}` of the admin product paths: an id, or a slug resolved to one. */
async function resolveProductId(db: DbOrTx, idOrSlug: string): Promise<number> {
  const text = idOrSlug.trim();
  if (isDigits(text)) {
    // Digits beyond the id range name no product.
    const id = idFromText(text);
    const [row] =
      id === undefined
        ? []
        : await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
    if (row) return row.id;
  } else {
    const id = await findProductIdBySlug(db, text.toLowerCase());
    if (id) return id;
  }
  throw new HttpError(404, PRODUCT_NOT_FOUND);
}

/** Stores the uploads, runs `write`, and removes the stored files again if `write` fails. */
async function withUploads<T>(
  request: FastifyRequest,
  folder: string,
  nameHint: string,
  groups: Upload[][],
  write: (urls: string[][]) => Promise<T>,
): Promise<T> {
  const all = groups.flat();
  await checkImages(all);
  const stored: string[][] = [];
  try {
    for (const group of groups)
      stored.push(await storeImages(request.server.storage, folder, nameHint, group));
    return await write(stored);
  } catch (err) {
    await removeImages(request.server.storage, stored.flat());
    throw err;
  }
}

type VariantSlot = (typeof VARIANT_SLOTS)[number];
type VariantImageFields = Partial<
  Record<`variantMainImage_${VariantSlot}` | `variantAdditionalImages_${VariantSlot}`, unknown>
>;

/** The pictures of variants 0–9 (`variantMainImage_i`, `variantAdditionalImages_i`); refused for a slot no variant fills. */
function variantUploads(body: VariantImageFields, variantTotal: number) {
  const main: Upload[][] = [];
  const more: Upload[][] = [];
  for (const i of VARIANT_SLOTS) {
    const mainI = filesOf(`variantMainImage_${i}`, body[`variantMainImage_${i}`]);
    const moreI = filesOf(`variantAdditionalImages_${i}`, body[`variantAdditionalImages_${i}`]);
    if ((mainI.length || moreI.length) && i >= variantTotal) {
      throw fieldError(
        mainI.length ? `variantMainImage_${i}` : `variantAdditionalImages_${i}`,
        msg('catalogue.noSuchVariantIndex', { index: i }),
      );
    }
    if (mainI.length > 1) throw fieldError(`variantMainImage_${i}`, msg('catalogue.oneMainImagePerVariant'));
    main.push(mainI);
    more.push(moreI);
  }
  return { main, more };
}

/**
 * Writes `list` as the product's colours in that order: a colour with an id is updated, one without is added
 * (ids must already be checked to be this product's). `mainUrls[i]`/`moreUrls[i]` are colour i's new pictures.
 */
async function writeVariants(
  tx: DbOrTx,
  productId: number,
  list: VariantInput[],
  mainUrls: string[][],
  moreUrls: string[][],
) {
  for (const [i, v] of list.entries()) {
    const imageUrl = mainUrls[i]?.[0];
    let variantId = v.id;
    if (variantId) {
      await tx
        .update(variants)
        .set({
          color: v.color,
          ...(v.colorAr !== undefined ? { colorAr: v.colorAr } : {}),
          sku: v.sku,
          position: i,
          ...(imageUrl ? { imageUrl } : {}),
          updatedAt: new Date(),
        })
        .where(eq(variants.id, variantId));
    } else {
      const [created] = await tx
        .insert(variants)
        .values({
          productId,
          color: v.color,
          colorAr: v.colorAr ?? null,
          sku: v.sku,
          position: i,
          imageUrl: imageUrl ?? null,
        })
        .returning({ id: variants.id });
      variantId = created.id;
    }
    await replaceSizes(tx, variantId, v.sizes);
    if (moreUrls[i]?.length) await replaceVariantImages(tx, variantId, moreUrls[i]);
  }
}

export const handlers = {
  // ---------------------------------------------------------------- public catalogue
  async listProducts(request, reply) {
    const query: CatalogueQuery = request.query;
    return sendSearch(request, reply, 'listProducts', query.q, (db) => queryCatalogue(db, query));
  },

  async searchProducts(request, reply) {
    const query = request.query;
    return sendSearch(request, reply, 'searchProducts', query.q, (db) => queryCatalogue(db, query));
  },

  async getSearchSuggestions(request, reply) {
    const { q } = request.query;
    return sendSearch(request, reply, 'getSearchSuggestions', q, (db) => searchSuggestions(db, q));
  },

  async listProductFilters(request, reply) {
    const { category } = request.query;
    return sendCached(request, reply, cacheKey('listProductFilters', request), () =>
      productFilters(request.db, category),
    );
  },

  async listCollectionProducts(request, reply) {
    const { categorySlug } = request.params;
    const { limit, pageSize, ...filters } = request.query;
    return sendSearch(request, reply, 'listCollectionProducts', filters.q, async (db) => {
      const category = await findCategory(db, categorySlug);
      if (!category || !category.isActive) throw new HttpError(404, msg('catalogue.categoryNotFound'));
      // The shop screen pages with pageSize; our home rows ask for the newest `limit`.
      const page = await queryCatalogue(db, {
        ...filters,
        categoryId: category.id,
        pageSize: pageSize ?? limit ?? 8,
      });
      const [withTags] = await listCategoriesWithTags(db, true, [category.id]);
      return { category: toCategory(withTags), ...page };
    });
  },

  async getProductById(request, reply) {
    const { id } = request.params;
    const db = request.db;
    return sendCached(request, reply, cacheKey('getProductById', request), async () => {
      const found = await findVisibleProductId(db, eq(products.id, id));
      if (!found) throw new HttpError(404, PRODUCT_NOT_FOUND);
      const [product] = await loadProducts(db, [found], { publicView: true });
      return toProduct(product);
    });
  },

  async getProductBySlug(request, reply) {
    const { slug } = request.params;
    const db = request.db;
    return sendCached(request, reply, cacheKey('getProductBySlug', request), async () => {
      const found = await findVisibleProductId(db, eq(products.slug, slug));
      if (!found) throw new HttpError(404, PRODUCT_NOT_FOUND);
      const [product] = await loadProducts(db, [found], { publicView: true });
      return toProduct(product);
    });
  },

  // ---------------------------------------------------------------- admin
  async listAdminProducts(request) {
    const query = request.query;
    const { page = 1, limit = 10, sort = 'createdAt', order = 'desc' } = query;
    const db = request.db;
    const where = await adminListWhere(db, query);
    const { total, ids } =
      where === null
        ? { total: 0, ids: [] }
        : await adminPage(db, where, sort, order, limit, (page - 1) * limit);
    const loaded = await loadProducts(db, ids, { publicView: false });
    return {
      products: loaded.map(toProduct),
      totalPages: Math.ceil(total / limit),
      total,
      currentPage: page,
    };
  },

  async getAdminProduct(request) {
    const { id } = request.params;
    const db = request.db;
    return adminProduct(db, await resolveProductId(db, id));
  },

  async addProduct(request, reply) {
    const body = request.body;
    const name = requiredText('name', body.name, 'Name');
    const description = requiredText('description', body.description, 'Description');
    const nameAr = optionalArabic(body.nameAr) ?? null;
    const descriptionAr = optionalArabic(body.descriptionAr) ?? null;
    const pricePiastres = moneyToPiastres('price', body.price);
    // The spec's form sends previousPrice="" (and stock="") when left blank: empty means not given.
    const previousPricePiastres =
      body.previousPrice === undefined || body.previousPrice === ''
        ? null
        : moneyToPiastres('previousPrice', Number(body.previousPrice));
    const tagNames = parseTagNames('tags', body.tags);
    const main = filesOf('mainImage', body.mainImage);
    if (main.length > 1) throw fieldError('mainImage', msg('catalogue.oneMainImage'));
    const gallery = filesOf('images', body.images);

    const created = await withUploads(
      request,
      'products',
      name,
      [main, gallery],
      ([[mainUrl], galleryUrls]) =>
        withActivity(request, async (tx, note) => {
          const slug = await uniqueSlug(
            slugify(name, 'product'),
            (s) => slugTaken(tx, s),
            RESERVED_PRODUCT_SLUGS,
          );
          const [row] = await tx
            .insert(products)
            .values({
              slug,
              name,
              nameAr,
              description,
              descriptionAr,
              sku: body.sku?.trim() || null,
              pricePiastres,
              previousPricePiastres,
              imageUrl: mainUrl ?? galleryUrls[0] ?? null,
            })
            .returning({ id: products.id, slug: products.slug });
          await setProductTags(tx, row.id, await ensureTags(tx, tagNames));
          await replaceProductImages(tx, row.id, galleryUrls);
          note({
            subjectId: row.id,
            label: name,
            changes: productChanges(undefined, await productFacts(tx, row.id)),
          });
          return row;
        }),
    ).catch((err) => {
      // Two products of the same name at the same moment: the slug's unique index refused the second.
      if (isUniqueViolation(err)) throw new HttpError(409, msg('catalogue.productBeingCreated'));
      throw err;
    });
    reply.code(201);
    return { message: 'Product created', data: created };
  },

  async addVariants(request, reply) {
    const body = request.body;
    const db = request.db;
    const [product] = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.id, body.productId))
      .limit(1);
    if (!product)
      throw new HttpError(404, PRODUCT_NOT_FOUND, [{ field: 'productId', message: PRODUCT_NOT_FOUND }]);
    const color = requiredText('color', body.color, 'Colour');
    const sizeList = parseSizes('sizes', body.sizes);
    const imageUrl = checkUploadUrl(request, 'imageUrl', body.imageUrl);
    const uploads = filesOf('variantImages', body.variantImages);

    const [existing] = await db
      .select({ id: variants.id })
      .from(variants)
      .where(and(eq(variants.productId, product.id), sql`lower(${variants.color}) = ${color.toLowerCase()}`))
      .limit(1);
    if (existing)
      throw new HttpError(409, msg('catalogue.colourTaken', { colour: color }), [
        { field: 'color', message: msg('catalogue.colourExists') },
      ]);
    if ((await variantCount(db, product.id)) >= MAX_VARIANTS)
      throw new HttpError(409, msg('catalogue.maxColours', { max: MAX_VARIANTS }));
    // This form's fields are `sku` and `sizes[i].sku`.
    await checkSkus(
      db,
      skuFields([{ sku: body.sku?.trim() ?? '', sizes: sizeList }]).map(({ sku, field }) => ({
        sku,
        field: field.replace(/^variants\[0\]\./, ''),
      })),
    );

    const variantId = await withUploads(
      request,
      'products',
      `${product.name}-${color}`,
      [uploads],
      ([urls]) =>
        withActivity(request, async (tx, note) => {
          const before = await productFacts(tx, product.id);
          const position = await variantCount(tx, product.id);
          const [variant] = await tx
            .insert(variants)
            .values({
              productId: product.id,
              color,
              colorAr: optionalArabic(body.colorAr) ?? null,
              sku: body.sku?.trim() ?? '',
              imageUrl: urls[0] ?? imageUrl ?? null,
              position,
            })
            .returning({ id: variants.id });
          await tx.insert(sizes).values(
            sizeList.map((s, i) => ({
              variantId: variant.id,
              size: s.size,
              stock: s.stock,
              sku: s.sku,
              position: i,
            })),
          );
          if (urls.length > 1)
            await tx
              .insert(variantImages)
              .values(urls.slice(1).map((url, i) => ({ variantId: variant.id, url, position: i })));
          const after = await productFacts(tx, product.id);
          note({ subjectId: product.id, label: product.name, changes: productChanges(before, after) });
          return variant.id;
        }),
    ).catch((err) => {
      if (isSkuClash(err)) throw skusTaken();
      if (isUniqueViolation(err))
        throw new HttpError(409, msg('catalogue.colourTaken', { colour: color }), [
          { field: 'color', message: msg('catalogue.colourExists') },
        ]);
      throw err;
    });
    const [loaded] = await loadProducts(db, [product.id], { publicView: false });
    const variant = loaded.variants.find((v) => v.id === variantId);
    if (!variant) throw new Error(`Variant ${variantId} is missing after its insert`);
    return reply.code(201).send({ message: 'Variant added', data: variant });
  },

  async createProductWithVariants(request, reply) {
    const body = request.body;
    const db = request.db;
    const name = requiredText('name', body.name, 'Name');
    const description = requiredText('description', body.description, 'Description');
    const nameAr = optionalArabic(body.nameAr) ?? null;
    const descriptionAr = optionalArabic(body.descriptionAr) ?? null;
    const pricePiastres = moneyToPiastres('price', body.price);
    const previousPricePiastres = optionalMoneyText('previousPrice', body.previousPrice) ?? null;
    const tagNames = parseTagNames('tags', body.tags);
    const variantList = parseVariants('variants', body.variants);
    // A new product has no colours yet: an id would name another product's.
    const withId = variantList.findIndex((v) => v.id !== undefined);
    if (withId >= 0) throw fieldError(`variants[${withId}].id`, msg('catalogue.notThisProductsVariant'));
    await checkSkus(db, skuFields(variantList));
    const main = filesOf('mainImage', body.mainImage);
    if (main.length > 1) throw fieldError('mainImage', msg('catalogue.oneMainImage'));
    const gallery = filesOf('images', body.images);
    const { main: variantMain, more: variantMore } = variantUploads(body, variantList.length);

    const id = await withUploads(
      request,
      'products',
      name,
      [main, gallery, ...variantMain, ...variantMore],
      ([[mainUrl], galleryUrls, ...rest]) =>
        withActivity(request, async (tx, note) => {
          const variantMainUrls = rest.slice(0, MAX_VARIANTS);
          const variantMoreUrls = rest.slice(MAX_VARIANTS);
          const slug = await uniqueSlug(
            slugify(name, 'product'),
            (s) => slugTaken(tx, s),
            RESERVED_PRODUCT_SLUGS,
          );
          const [row] = await tx
            .insert(products)
            .values({
              slug,
              name,
              nameAr,
              description,
              descriptionAr,
              sku: body.sku?.trim() || null,
              pricePiastres,
              previousPricePiastres,
              isActive: body.isActive !== 'false',
              // Without a picture of its own, the product shows its first colour's.
              imageUrl: mainUrl ?? galleryUrls[0] ?? variantMainUrls[0]?.[0] ?? null,
            })
            .returning({ id: products.id });
          await setProductTags(tx, row.id, await ensureTags(tx, tagNames));
          await replaceProductImages(tx, row.id, galleryUrls);
          await writeVariants(tx, row.id, variantList, variantMainUrls, variantMoreUrls);
          note({
            subjectId: row.id,
            label: name,
            changes: productChanges(undefined, await productFacts(tx, row.id)),
          });
          return row.id;
        }),
    ).catch((err) => {
      if (isSkuClash(err)) throw skusTaken();
      // Two products of the same name at the same moment: the slug's unique index refused the second.
      if (isUniqueViolation(err)) throw new HttpError(409, msg('catalogue.productBeingCreated'));
      throw err;
    });
    reply.code(201);
    return { message: 'Product created', data: await adminProduct(db, id) };
  },

  async updateProduct(request) {
    const { id: idOrSlug } = request.params;
    const body = request.body;
    const db = request.db;
    const id = await resolveProductId(db, idOrSlug);

    const name = requiredText('name', body.name, 'Name');
    const description = requiredText('description', body.description, 'Description');
    const nameAr = optionalArabic(body.nameAr);
    const descriptionAr = optionalArabic(body.descriptionAr);
    const pricePiastres = moneyToPiastres('price', body.price);
    const previousPricePiastres = optionalMoneyText('previousPrice', body.previousPrice);
    const tagNames = body.tags === undefined ? undefined : parseTagNames('tags', body.tags);
    const variantList = body.variants === undefined ? undefined : parseVariants('variants', body.variants);

    const main = filesOf('mainImage', body.mainImage);
    if (main.length > 1) throw fieldError('mainImage', msg('catalogue.oneMainImage'));
    const gallery = filesOf('images', body.images);
    const { main: variantMain, more: variantMore } = variantUploads(body, variantList?.length ?? 0);

    // Variants named by id must be this product's.
    if (variantList) {
      const ids = variantList.flatMap((v) => (v.id ? [v.id] : []));
      if (ids.length) {
        const own = await db
          .select({ id: variants.id })
          .from(variants)
          .where(and(eq(variants.productId, id), inArray(variants.id, ids)));
        const ownIds = new Set(own.map((v) => v.id));
        const strangers = variantList.map((v, i) => ({ v, i })).filter(({ v }) => v.id && !ownIds.has(v.id));
        if (strangers.length) {
          throw new HttpError(
            400,
            msg('catalogue.strangerVariant'),
            strangers.map(({ i }) => ({
              field: `variants[${i}].id`,
              message: msg('catalogue.notThisProductsVariant'),
            })),
          );
        }
      }
      // The product's own colours and sizes are rewritten by this list: only other products' SKUs count.
      await checkSkus(db, skuFields(variantList), id);
    }

    await withUploads(
      request,
      'products',
      name,
      [main, gallery, ...variantMain, ...variantMore],
      async ([[mainUrl], galleryUrls, ...rest]) => {
        const variantMainUrls = rest.slice(0, MAX_VARIANTS);
        const variantMoreUrls = rest.slice(MAX_VARIANTS);
        await withActivity(request, async (tx, note) => {
          const before = await productFacts(tx, id);
          await rewrite(tx);
          note({ subjectId: id, label: name, changes: productChanges(before, await productFacts(tx, id)) });
        });
        async function rewrite(tx: Tx) {
          await tx
            .update(products)
            .set({
              name,
              description,
              ...(nameAr !== undefined ? { nameAr } : {}),
              ...(descriptionAr !== undefined ? { descriptionAr } : {}),
              pricePiastres,
              ...(previousPricePiastres !== undefined ? { previousPricePiastres } : {}),
              ...(body.isActive !== undefined ? { isActive: body.isActive === 'true' } : {}),
              ...(mainUrl ? { imageUrl: mainUrl } : {}),
              updatedAt: new Date(),
            })
            .where(eq(products.id, id));
          if (tagNames) await setProductTags(tx, id, await ensureTags(tx, tagNames));
          if (gallery.length) await replaceProductImages(tx, id, galleryUrls);
          if (!variantList) return;

          // Replace semantics: listed ids are updated, new ones added, the rest removed (order lines keep
          // their snapshot; their variant_id becomes NULL).
          const keepIds = variantList.flatMap((v) => (v.id ? [v.id] : []));
          const current = await tx
            .select({ id: variants.id })
            .from(variants)
            .where(eq(variants.productId, id));
          const removeIds = current.map((v) => v.id).filter((vid) => !keepIds.includes(vid));
          if (removeIds.length) await tx.delete(variants).where(inArray(variants.id, removeIds));
          // Colours and SKUs are unique: park the kept ones first (placeholder names, no SKUs), so swapping two
          // names or two SKUs works.
          for (const vid of keepIds)
            await tx
              .update(variants)
              .set({ color: `~swap~${vid}`, sku: '' })
              .where(eq(variants.id, vid));
          if (keepIds.length)
            await tx
              .update(sizes)
              .set({ sku: '' })
              .where(and(inArray(sizes.variantId, keepIds), sql`${sizes.sku} <> ''`));
          await writeVariants(tx, id, variantList, variantMainUrls, variantMoreUrls);
        }
      },
    ).catch((err) => {
      if (isSkuClash(err)) throw skusTaken();
      throw err;
    });
    return { message: 'Product updated', data: await adminProduct(db, id) };
  },

  async toggleProductStatus(request) {
    const { id: idOrSlug } = request.params;
    const { isActive } = request.body;
    const id = await resolveProductId(request.db, idOrSlug);
    return withActivity(request, async (tx, note) => {
      const before = await productFacts(tx, id);
      const [row] = await tx
        .update(products)
        .set({ isActive, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning({ id: products.id, isActive: products.isActive });
      if (!row || !before) throw new HttpError(404, PRODUCT_NOT_FOUND);
      note({ subjectId: id, label: String(before.name), changes: changesOf(before, row, ['isActive']) });
      return { message: 'Product status updated', data: row };
    });
  },

  async updateProductStock(request) {
    const { id: idOrSlug } = request.params;
    const db = request.db;
    const id = await resolveProductId(db, idOrSlug);
    await withActivity(request, async (tx, note) => {
      const before = await productFacts(tx, id);
      await setSizeStock(tx, id, request.body);
      const after = await productFacts(tx, id);
      note({ subjectId: id, label: String(after?.name ?? ''), changes: productChanges(before, after) });
    });
    return { message: 'Stock updated', data: await adminProduct(db, id) };
  },

  async duplicateProduct(request, reply) {
    const { id: idOrSlug } = request.params;
    const db = request.db;
    const id = await resolveProductId(db, idOrSlug);
    const copyId = await withActivity(request, async (tx, note) => {
      const copy = await duplicateProduct(tx, id);
      const facts = await productFacts(tx, copy);
      note({
        subjectId: copy,
        label: String(facts?.name ?? ''),
        changes: [{ field: 'copyOf', before: null, after: id }],
      });
      return copy;
    }).catch((err) => {
      // Two copies of one product at the same moment: the slug's unique index refused the second.
      if (isUniqueViolation(err)) throw new HttpError(409, msg('catalogue.productBeingCopied'));
      throw err;
    });
    reply.code(201);
    return { message: 'Product duplicated', data: await adminProduct(db, copyId) };
  },

  async bulkUpdateProducts(request) {
    const { action, ids } = request.body;
    return withActivity(request, async (tx, note) => {
      const before = await tx
        .select({ isActive: products.isActive })
        .from(products)
        .where(inArray(products.id, ids));
      const result = await bulkAction(tx, request.body);
      // One line per state the products moved from ("Active → Inactive"); a delete says so.
      const target = action === 'activate';
      const states = [...new Set(before.map((p) => p.isActive))].filter((was) => was !== target);
      note({
        subjectIds: result.data.ids,
        changes:
          action === 'delete'
            ? [{ field: 'deleted', before: false, after: true }]
            : states.map((was) => ({ field: 'isActive', before: was, after: target })),
      });
      return result;
    });
  },

  async deleteProduct(request) {
    const { id: idOrSlug } = request.params;
    const id = await resolveProductId(request.db, idOrSlug);
    // Order lines keep their snapshot and lose the link (ON DELETE SET NULL): they read "Deleted Product".
    // Image files stay, since past orders still show them.
    return withActivity(request, async (tx, note) => {
      const before = await productFacts(tx, id);
      const [row] = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      if (!row || !before) throw new HttpError(404, PRODUCT_NOT_FOUND);
      note({
        subjectId: id,
        label: String(before.name),
        changes: [{ field: 'price', before: before.price as number, after: null }],
      });
      return { message: 'Product deleted' };
    });
  },
} satisfies Handlers;
