// Categories and tags as the back office manages them (spec: Add Category screen), and the public list.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CategoryType } from '../../../../generated/models';
import { changesOf, withActivity } from '../activity';
import { categories, categoryTags, tags } from '../../db/schema';
import { isUniqueViolation } from '../../db/constraint-errors';
import { HttpError, fieldError } from '../../plugins/errors';
import { listAudience, sendCached } from '../../plugins/cache';
import type { Handlers } from '../../plugins/openapi';
import { checkImages, filesOf, removeImages, storeImages } from '../../storage/images';
import { parseTagNames } from './form-fields';
import { ensureTags } from './product-repository';
import { slugify, uniqueSlug } from './slug';
import {
  categoryNameTaken,
  categorySlugTaken,
  findCategoryById,
  listCategoriesWithTags,
} from './category-repository';
import { toCategory } from './category-view';
import { msg } from '../../i18n';

const label = (type: CategoryType) => (type === 'category' ? 'Category' : 'Tag');

const categoryNameClash = (name: string) =>
  new HttpError(409, msg('catalogue.categoryTaken', { name }), [
    { field: 'name', message: msg('catalogue.nameTaken') },
  ]);

const notFound = (type: 'category' | 'tag') =>
  new HttpError(404, msg(type === 'category' ? 'catalogue.categoryNotFound' : 'catalogue.tagNotFound'));
/** The activity log's subject for a call on a category or a tag. */
const subjectOf = (type: 'category' | 'tag') => (type === 'category' ? 'categories' : 'tags');

export const handlers = {
  async listCategories(request, reply) {
    // Inactive categories are the back office's business: listed to a signed-in admin only.
    const { active } = request.query;
    const { activeOnly, key } = await listAudience(request, reply, active);
    return sendCached(request, reply, `listCategories:${key}`, async () => ({
      categories: (await listCategoriesWithTags(request.db, activeOnly)).map(toCategory),
      // The spec's discount form takes its tag choices from here: active tags only, whoever asks and whatever
      // `active` says (a discount on a hidden tag would change no price a shopper sees).
      tags: await request.db
        .select({ id: tags.id, name: tags.name, description: tags.description, isActive: tags.isActive })
        .from(tags)
        .where(eq(tags.isActive, true))
        .orderBy(asc(tags.name)),
    }));
  },

  async addCategory(request, reply) {
    const body = request.body;
    const db = request.db;
    const type = body.type;
    const name = body.name.trim().replace(/\s+/g, ' ');
    if (!name) throw fieldError('name', msg('catalogue.nameRequired'));
    const description = body.description?.trim() || null;
    // Arabic name and description: categories only, like the image; a tag has none.
    const nameAr = body.nameAr?.trim().replace(/\s+/g, ' ') || null;
    const descriptionAr = body.descriptionAr?.trim() || null;
    // Multipart bodies carry line breaks as CRLF: the guide keeps plain LF lines.
    const sizeGuide = body.sizeGuide?.replace(/\r\n?/g, '\n').trim() || null;
    const image = filesOf('image', body.image);

    if (type === 'tag') {
      // The image and the grouped tags apply only to categories.
      if (image.length) throw fieldError('image', msg('catalogue.tagNoImage'));
      if (parseTagNames('tagNames', body.tagNames).length)
        throw fieldError('tagNames', msg('catalogue.tagNoTags'));
      if (sizeGuide) throw fieldError('sizeGuide', msg('catalogue.tagNoSizeGuide'));
      const [taken] = await db
        .select({ id: tags.id })
        .from(tags)
        .where(sql`lower(${tags.name}) = ${name.toLowerCase()}`)
        .limit(1);
      if (taken)
        throw new HttpError(409, msg('catalogue.tagTaken', { name }), [
          { field: 'name', message: msg('catalogue.nameTaken') },
        ]);
      const row = await withActivity(request, async (tx, note) => {
        const [made] = await tx.insert(tags).values({ name, description }).returning();
        note({ subject: 'tags', subjectId: made!.id, label: name });
        return made!;
      }).catch((err) => {
        if (isUniqueViolation(err))
          throw new HttpError(409, msg('catalogue.tagTaken', { name }), [
            { field: 'name', message: msg('catalogue.nameTaken') },
          ]);
        throw err;
      });
      reply.code(201);
      return {
        message: 'Tag created',
        data: { id: row.id, name: row.name, type: 'tag', isActive: row.isActive },
      };
    }

    if (image.length > 1) throw fieldError('image', msg('catalogue.oneImage'));
    const tagNames = parseTagNames('tagNames', body.tagNames);
    if (await categoryNameTaken(db, name))
      throw new HttpError(409, msg('catalogue.categoryTaken', { name }), [
        { field: 'name', message: msg('catalogue.nameTaken') },
      ]);
    await checkImages(image);
    const urls = await storeImages(request.server.storage, 'categories', name, image);
    try {
      const row = await withActivity(request, async (tx, note) => {
        const slug = await uniqueSlug(slugify(name, 'category'), (s) => categorySlugTaken(tx, s));
        const [created] = await tx
          .insert(categories)
          .values({ name, nameAr, slug, description, descriptionAr, sizeGuide, imageUrl: urls[0] ?? null })
          .returning();
        const tagIds = await ensureTags(tx, tagNames);
        if (tagIds.length)
          await tx.insert(categoryTags).values(tagIds.map((tagId) => ({ categoryId: created.id, tagId })));
        note({ subjectId: created.id, label: name });
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
        throw new HttpError(409, msg('catalogue.categoryTaken', { name }), [
          { field: 'name', message: msg('catalogue.nameTaken') },
        ]);
      throw err;
    }
  },

  async updateCategory(request) {
    const { id } = request.params;
    const body = request.body;
    const db = request.db;
    const current = await findCategoryById(db, id);
    if (!current) throw new HttpError(404, msg('catalogue.categoryNotFound'));

    // Only the fields sent change, each checked as addCategory checks it. One more optional column is one
    // more line here (and one more property in CategoryUpdateForm).
    const changes: Partial<typeof categories.$inferInsert> = {};
    if (body.name !== undefined) {
      const name = body.name.trim().replace(/\s+/g, ' ');
      if (!name) throw fieldError('name', msg('catalogue.nameRequired'));
      const [taken] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(sql`lower(${categories.name}) = ${name.toLowerCase()}`, ne(categories.id, id)))
        .limit(1);
      if (taken) throw categoryNameClash(name);
      changes.name = name;
    }
    if (body.description !== undefined) changes.description = body.description.trim() || null;
    if (body.nameAr !== undefined) changes.nameAr = body.nameAr.trim().replace(/\s+/g, ' ') || null;
    if (body.descriptionAr !== undefined) changes.descriptionAr = body.descriptionAr.trim() || null;
    // Multipart bodies carry line breaks as CRLF: the guide keeps plain LF lines (as addCategory does).
    if (body.sizeGuide !== undefined)
      changes.sizeGuide = body.sizeGuide.replace(/\r\n?/g, '\n').trim() || null;
    const tagNames = body.tagNames === undefined ? undefined : parseTagNames('tagNames', body.tagNames);
    const image = filesOf('image', body.image);
    if (image.length > 1) throw fieldError('image', msg('catalogue.oneImage'));
    if (image.length && body.removeImage === 'true')
      throw fieldError('removeImage', msg('catalogue.imageOrRemove'));
    if (body.removeImage === 'true') changes.imageUrl = null;

    await checkImages(image);
    const urls = await storeImages(request.server.storage, 'categories', changes.name ?? current.name, image);
    if (urls[0]) changes.imageUrl = urls[0];
    try {
      await withActivity(request, async (tx, note) => {
        await tx
          .update(categories)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(categories.id, id));
        note({
          subjectId: id,
          label: changes.name ?? current.name,
          changes: changesOf(current, { ...current, ...changes }, [
            'name',
            'nameAr',
            'description',
            'descriptionAr',
            'sizeGuide',
            'imageUrl',
          ]),
        });
        if (tagNames) {
          const tagIds = await ensureTags(tx, tagNames);
          await tx.delete(categoryTags).where(eq(categoryTags.categoryId, id));
          if (tagIds.length)
            await tx.insert(categoryTags).values(tagIds.map((tagId) => ({ categoryId: id, tagId })));
        }
      });
    } catch (err) {
      await removeImages(request.server.storage, urls);
      if (isUniqueViolation(err)) throw categoryNameClash(changes.name ?? current.name);
      throw err;
    }
    const [saved] = await listCategoriesWithTags(db, false, [id]);
    return { message: 'Category updated', data: toCategory(saved) };
  },

  async updateCategoryStatus(request) {
    const { id } = request.params;
    const { isActive, type } = request.body;
    const table = type === 'category' ? categories : tags;
    return withActivity(request, async (tx, note) => {
      const [before] = await tx
        .select({ name: table.name, isActive: table.isActive })
        .from(table)
        .where(eq(table.id, id));
      const [row] = await tx
        .update(table)
        .set({ isActive, updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning({ id: table.id, isActive: table.isActive });
      if (!row) throw notFound(type);
      note({
        subject: subjectOf(type),
        subjectId: id,
        label: before?.name,
        changes: changesOf(before, row, ['isActive']),
      });
      return { message: `${label(type)} status updated`, data: row };
    });
  },

  async deleteCategoryOrTag(request) {
    const { type, id } = request.params;
    const table = type === 'category' ? categories : tags;
    // Links to products and categories, and discounts aimed at it, go with it (ON DELETE CASCADE).
    return withActivity(request, async (tx, note) => {
      const [row] = await tx
        .delete(table)
        .where(eq(table.id, id))
        .returning({ id: table.id, name: table.name });
      if (!row) throw notFound(type);
      note({ subject: subjectOf(type), subjectId: id, label: row.name });
      return { message: `${label(type)} deleted` };
    });
  },
} satisfies Handlers;
