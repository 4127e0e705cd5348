// Categories and tags as the back office manages them (spec: Add Category screen), and the public list.
import { asc, eq, sql } from 'drizzle-orm';
import type {
  CategoryCreateForm,
  CategoryStatusUpdate,
  CategoryType,
  ListCategoriesParams,
} from '../../../../generated/models';
import { withTransaction } from '../../db/client';
import { categories, categoryTags, tags } from '../../db/schema';
import { HttpError, fieldError, notFound } from '../../plugins/errors';
import { listAudience, sendCached } from '../../plugins/cache';
import type { Handlers } from '../../plugins/openapi';
import { checkImages, filesOf, removeImages, storeImages } from '../../storage/images';
import { parseTagNames } from '../products/form-fields';
import { ensureTags } from '../products/repository';
import { slugify, uniqueSlug } from '../products/slug';
import { categoryNameTaken, categorySlugTaken, listCategoriesWithTags } from './repository';
import { toCategory } from './view';

const label = (type: CategoryType) => (type === 'category' ? 'Category' : 'Tag');

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export const handlers: Handlers = {
  async listCategories(request, reply) {
    // Inactive categories are the back office's business: listed to a signed-in admin only.
    const { active } = request.query as ListCategoriesParams;
    const { activeOnly, key } = await listAudience(request, reply, active);
    return sendCached(request, reply, `listCategories:${key}`, async () => ({
      categories: (await listCategoriesWithTags(request.server.db, activeOnly)).map(toCategory),
      // The spec's discount form takes its tag choices from here: active tags only, whoever asks and whatever
      // `active` says (a discount on a hidden tag would change no price a shopper sees).
      tags: await request.server.db
        .select({ id: tags.id, name: tags.name, description: tags.description, isActive: tags.isActive })
        .from(tags)
        .where(eq(tags.isActive, true))
        .orderBy(asc(tags.name)),
    }));
  },

  async addCategory(request, reply) {
    const body = request.body as CategoryCreateForm;
    const db = request.server.db;
    const type = body.type;
    const name = body.name.trim().replace(/\s+/g, ' ');
    if (!name) throw fieldError('name', 'Name is required');
    const description = body.description?.trim() || null;
    // Multipart bodies carry line breaks as CRLF: the guide keeps plain LF lines.
    const sizeGuide = body.sizeGuide?.replace(/\r\n?/g, '\n').trim() || null;
    const image = filesOf('image', body.image);

    if (type === 'tag') {
      // The image and the grouped tags apply only to categories.
      if (image.length) throw fieldError('image', 'Only a category has an image');
      if (parseTagNames('tagNames', body.tagNames).length)
        throw fieldError('tagNames', 'Only a category groups tags');
      if (sizeGuide) throw fieldError('sizeGuide', 'Only a category has a size guide');
      const [taken] = await db
        .select({ id: tags.id })
        .from(tags)
        .where(sql`lower(${tags.name}) = ${name.toLowerCase()}`)
        .limit(1);
      if (taken)
        throw new HttpError(409, `A tag named ${name} already exists`, [
          { field: 'name', message: 'This name is taken' },
        ]);
      const [row] = await db
        .insert(tags)
        .values({ name, description })
        .returning()
        .catch((err) => {
          if (isUniqueViolation(err))
            throw new HttpError(409, `A tag named ${name} already exists`, [
              { field: 'name', message: 'This name is taken' },
            ]);
          throw err;
        });
      reply.code(201);
      return {
        message: 'Tag created',
        data: { id: row.id, name: row.name, type: 'tag', isActive: row.isActive },
      };
    }

    if (image.length > 1) throw fieldError('image', 'Send one image');
    const tagNames = parseTagNames('tagNames', body.tagNames);
    if (await categoryNameTaken(db, name))
      throw new HttpError(409, `A category named ${name} already exists`, [
        { field: 'name', message: 'This name is taken' },
      ]);
    await checkImages(image);
    const urls = await storeImages(request.server.storage, 'categories', name, image);
    try {
      const row = await withTransaction(db, async (tx) => {
        const slug = await uniqueSlug(slugify(name, 'category'), (s) => categorySlugTaken(tx, s));
        const [created] = await tx
          .insert(categories)
          .values({ name, slug, description, sizeGuide, imageUrl: urls[0] ?? null })
          .returning();
        const tagIds = await ensureTags(tx, tagNames);
        if (tagIds.length)
          await tx.insert(categoryTags).values(tagIds.map((tagId) => ({ categoryId: created.id, tagId })));
        return created;
      });
      reply.code(201);
      return {
        message: 'Category created',
        data: { id: row.id, name: row.name, type: 'category', slug: row.slug, isActive: row.isActive },
      };
    } catch (err) {
      await removeImages(request.server.storage, urls);
      if (isUniqueViolation(err))
        throw new HttpError(409, `A category named ${name} already exists`, [
          { field: 'name', message: 'This name is taken' },
        ]);
      throw err;
    }
  },

  async updateCategoryStatus(request) {
    const { id } = request.params as { id: number };
    const { isActive, type } = request.body as CategoryStatusUpdate;
    const table = type === 'category' ? categories : tags;
    const [row] = await request.server.db
      .update(table)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(table.id, id))
      .returning({ id: table.id, isActive: table.isActive });
    if (!row) throw notFound(`${label(type)} not found`);
    return { message: `${label(type)} status updated`, data: row };
  },

  async deleteCategoryOrTag(request) {
    const { type, id } = request.params as { type: CategoryType; id: number };
    const table = type === 'category' ? categories : tags;
    // Links to products and categories, and discounts aimed at it, go with it (ON DELETE CASCADE).
    const [row] = await request.server.db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (!row) throw notFound(`${label(type)} not found`);
    return { message: `${label(type)} deleted` };
  },
};
