// Categories and tags as the back office manages them, and the public category list.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, categoryTags, discounts, productTags, tags } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { form, makeCategory, makeDiscount, makeProduct, makeTag, png } from './helpers/catalogue';

const api = useTestApp();
const add = (fields: Parameters<typeof form>[0]) =>
  api.asAdmin({ method: 'POST', url: '/api/admin/addCategory', payload: form(fields) });

describe('listCategories', () => {
  it('lists every category with its tags and active product count to the admin; active=true only the active ones and their active tags', async () => {
    const linen = await makeTag(api.db, 'linen');
    const old = await makeTag(api.db, 'old', false);
    const bags = await makeTag(api.db, 'bags');
    await makeCategory(api.db, { name: 'New Arrivals', slug: 'new-arrivals', tagIds: [linen, old] });
    await makeCategory(api.db, {
      name: 'Luxury in Every Stitch',
      slug: 'bags',
      tagIds: [bags],
      isActive: false,
    });
    await makeProduct(api.db, { name: 'Dress', price: 1, tagIds: [linen, old] });
    await makeProduct(api.db, { name: 'Hidden Dress', price: 1, tagIds: [linen], isActive: false });

    const all = await api.asAdmin({ method: 'GET', url: '/api/products/categories' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      categories: [
        {
          id: 1,
          slug: 'new-arrivals',
          name: 'New Arrivals',
          nameAr: null,
          description: null,
          descriptionAr: null,
          imageUrl: null,
          sizeGuide: null,
          isActive: true,
          tags: [
            { id: linen, name: 'linen' },
            { id: old, name: 'old' },
          ],
          productCount: 1,
        },
        {
          id: 2,
          slug: 'bags',
          name: 'Luxury in Every Stitch',
          nameAr: null,
          description: null,
          descriptionAr: null,
          imageUrl: null,
          sizeGuide: null,
          isActive: false,
          tags: [{ id: bags, name: 'bags' }],
          productCount: 0,
        },
      ],
      // Beside them, the active tags by name (the spec's discount form takes its choices from here).
      tags: [
        { id: bags, name: 'bags', description: null, isActive: true },
        { id: linen, name: 'linen', description: null, isActive: true },
      ],
    });
    const active = (
      await api.app.inject({ method: 'GET', url: '/api/products/categories?active=true' })
    ).json();
    expect(active.categories.map((c: { slug: string }) => c.slug)).toEqual(['new-arrivals']);
    expect(active.categories[0].tags).toEqual([{ id: linen, name: 'linen' }]);
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/products/categories?active=yes' })).statusCode,
    ).toBe(400);
  });
});

describe('addCategory', () => {
  it('creates a category with an image and its tag names, creating the missing tags and reusing existing ones (any case)', async () => {
    const linen = await makeTag(api.db, 'Linen');
    const res = await add({
      name: '  Evening   Wear ',
      type: 'category',
      description: 'For the nights',
      tagNames: JSON.stringify(['linen', 'satin', 'Satin']),
      image: await png(900, 600),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Category created',
      data: { id: 1, name: 'Evening Wear', type: 'category', slug: 'evening-wear', isActive: true },
    });
    const list = (await api.app.inject({ method: 'GET', url: '/api/products/categories' })).json();
    expect(list.categories[0]).toMatchObject({
      name: 'Evening Wear',
      description: 'For the nights',
      imageUrl: expect.stringMatching(/^\/uploads\/categories\/evening-wear-[0-9a-f]{6}-640\.webp$/),
    });
    expect(list.categories[0].tags.map((t: { id: number; name: string }) => t.name)).toEqual([
      'Linen',
      'satin',
    ]);
    expect(list.categories[0].tags[0].id).toBe(linen);
  });

  it('creates a tag', async () => {
    const res = await add({ name: 'special', type: 'tag', description: 'Picked for the home page' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Tag created',
      data: { id: 1, name: 'special', type: 'tag', isActive: true },
    });
    const list = (await api.app.inject({ method: 'GET', url: '/api/products/tags' })).json();
    expect(list).toEqual({
      tags: [{ id: 1, name: 'special', description: 'Picked for the home page', isActive: true }],
    });
  });

  it('refuses a name already taken within its type, any case (409), but allows a tag and a category of one name', async () => {
    await add({ name: 'Bags', type: 'category' });
    const dup = await add({ name: 'BAGS', type: 'category' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('A category named BAGS already exists');
    expect((await add({ name: 'bags', type: 'tag' })).statusCode).toBe(201);
    const dupTag = await add({ name: 'Bags', type: 'tag' });
    expect(dupTag.statusCode).toBe(409);
    expect(dupTag.json().error).toBe('A tag named Bags already exists');
    expect(await api.db.select().from(categories)).toHaveLength(1);
    expect(await api.db.select().from(tags)).toHaveLength(1);
  });

  it('refuses bad input with 400 and creates nothing', async () => {
    const cases: Array<[Parameters<typeof form>[0], string]> = [
      [{ type: 'category' }, 'name'],
      [{ name: '   ', type: 'category' }, 'name'],
      [{ name: 'A', type: 'brand' }, 'type'],
      [{ name: 'A' }, 'type'],
      [{ name: 'A', type: 'tag', image: await png() }, 'image'],
      [{ name: 'A', type: 'tag', tagNames: '["x"]' }, 'tagNames'],
      [{ name: 'A', type: 'category', tagNames: 'x, y' }, 'tagNames'],
      [{ name: 'A', type: 'category', image: Buffer.from('GIF89a but not really') }, 'image'],
      [{ name: 'A', type: 'category', slug: 'a' }, 'slug'],
    ];
    for (const [fields, field] of cases) {
      const res = await add(fields);
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect(await api.db.select().from(categories)).toEqual([]);
    expect(await api.db.select().from(tags)).toEqual([]);
  });
});

describe('updateCategoryStatus', () => {
  it('deactivates and activates a category or a tag by type', async () => {
    const tag = await makeTag(api.db, 'linen');
    const category = await makeCategory(api.db, {
      name: 'New Arrivals',
      slug: 'new-arrivals',
      tagIds: [tag],
    });
    const res = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/category/${category}`,
      payload: { isActive: false, type: 'category' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Category status updated',
      data: { id: category, isActive: false },
    });
    const tagRes = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/category/${tag}`,
      payload: { isActive: false, type: 'tag' },
    });
    expect(tagRes.json()).toEqual({ message: 'Tag status updated', data: { id: tag, isActive: false } });
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/products/categories?active=true' })).json()
        .categories,
    ).toEqual([]);
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/products/tags?active=true' })).json().tags,
    ).toEqual([]);
  });

  it('refuses an unknown id (404), a missing type or a mistyped flag (400), changing nothing', async () => {
    const category = await makeCategory(api.db, { name: 'New Arrivals', slug: 'new-arrivals', tagIds: [] });
    const unknown = await api.asAdmin({
      method: 'PUT',
      url: '/api/admin/category/99',
      payload: { isActive: false, type: 'tag' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Tag not found' });
    for (const payload of [
      { isActive: false },
      { isActive: 'no', type: 'category' },
      { isActive: false, type: 'category', name: 'x' },
    ]) {
      expect(
        (await api.asAdmin({ method: 'PUT', url: `/api/admin/category/${category}`, payload })).statusCode,
      ).toBe(400);
    }
    const [row] = await api.db.select().from(categories).where(eq(categories.id, category));
    expect(row.isActive).toBe(true);
  });
});

describe('deleteCategoryOrTag', () => {
  it('deletes a category (its tags and products stay) and a tag (unlinked from products, categories and discounts)', async () => {
    const linen = await makeTag(api.db, 'linen');
    const category = await makeCategory(api.db, {
      name: 'New Arrivals',
      slug: 'new-arrivals',
      tagIds: [linen],
    });
    const product = await makeProduct(api.db, { name: 'Dress', price: 100, tagIds: [linen] });
    await makeDiscount(api.db, { percentage: 10, tagId: linen });
    const res = await api.asAdmin({ method: 'DELETE', url: `/api/admin/category/${category}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Category deleted' });
    expect(await api.db.select().from(tags)).toHaveLength(1);
    const tagRes = await api.asAdmin({ method: 'DELETE', url: `/api/admin/tag/${linen}` });
    expect(tagRes.json()).toEqual({ message: 'Tag deleted' });
    expect(await api.db.select().from(productTags).where(eq(productTags.productId, product.id))).toEqual([]);
    expect(await api.db.select().from(categoryTags)).toEqual([]);
    expect(await api.db.select().from(discounts)).toEqual([]);
    expect(
      (await api.app.inject({ method: 'GET', url: `/api/products/id/${product.id}` })).json().discount,
    ).toBeNull();
  });

  it('answers 404 for an unknown id and 400 for an unknown type', async () => {
    const missing = await api.asAdmin({ method: 'DELETE', url: '/api/admin/category/5' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Category not found' });
    const badType = await api.asAdmin({ method: 'DELETE', url: '/api/admin/brand/5' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().details[0].field).toBe('type');
  });
});

describe('a category size guide', () => {
  const guide = 'S: bust 86 cm, waist 68 cm\nM: bust 90 cm, waist 72 cm';

  it('is kept trimmed with the category and shown in the public list and its collection', async () => {
    const res = await add({
      name: 'Dresses',
      type: 'category',
      sizeGuide: `  ${guide}  `,
      tagNames: '["dress"]',
    });
    expect(res.statusCode).toBe(201);
    const list = (
      await api.app.inject({ method: 'GET', url: '/api/products/categories?active=true' })
    ).json();
    expect(list.categories).toEqual([expect.objectContaining({ name: 'Dresses', sizeGuide: guide })]);
    const collection = await api.app.inject({
      method: 'GET',
      url: `/api/products/collections/${res.json().data.slug}`,
    });
    expect(collection.json().category.sizeGuide).toBe(guide);
  });

  it('is null when none or only spaces are given', async () => {
    expect((await add({ name: 'Bags', type: 'category', sizeGuide: '   ' })).statusCode).toBe(201);
    const [row] = await api.db.select().from(categories).where(eq(categories.name, 'Bags'));
    expect(row.sizeGuide).toBeNull();
  });

  it('refuses a guide longer than 2000 characters with 400, creating nothing', async () => {
    const res = await add({ name: 'Skirts', type: 'category', sizeGuide: 'x'.repeat(2001) });
    expect(res.statusCode).toBe(400);
    expect(await api.db.select().from(categories)).toEqual([]);
  });

  it('belongs to categories only: a tag with one is refused with 400', async () => {
    const res = await add({ name: 'linen', type: 'tag', sizeGuide: guide });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ field: 'sizeGuide' })]);
    expect(await api.db.select().from(tags)).toEqual([]);
  });
});
