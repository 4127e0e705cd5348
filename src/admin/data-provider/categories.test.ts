import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formFields, json, stubFetch } from '../test-support/stub-fetch';
import { categoriesDataProvider as categories } from './categories';
import { tagsDataProvider as tags } from './tags';

const category = (id: number, name: string, isActive = true) => ({
  id,
  slug: name.toLowerCase(),
  name,
  description: null,
  imageUrl: null,
  isActive,
  tags: [],
});
const tag = (id: number, name: string, isActive = true) => ({ id, name, description: null, isActive });

afterEach(() => vi.unstubAllGlobals());

describe('categories adapter', () => {
  it('getList reads every category (no active filter) and pages, sorts and searches on the client', async () => {
    const { requests } = stubFetch(
      json({ categories: [category(1, 'Bags'), category(2, 'Abayas'), category(3, 'Coats')] }),
    );
    const result = await categories.getList('categories', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(requests[0]).toMatchObject({
      url: 'http://localhost/api/products/categories',
      method: 'GET',
      credentials: 'include',
    });
    expect(result.data.map((c) => c.name)).toEqual(['Abayas', 'Bags']);
    expect(result.total).toBe(3);
  });

  it('getOne finds the category in the list', async () => {
    stubFetch(json({ categories: [category(1, 'Bags'), category(2, 'Abayas')] }));
    expect((await categories.getOne('categories', { id: 2 })).data.name).toBe('Abayas');
  });

  it('getMany keeps the asked ids', async () => {
    stubFetch(json({ categories: [category(1, 'Bags'), category(2, 'Abayas'), category(3, 'Coats')] }));
    expect((await categories.getMany('categories', { ids: [3, 1] })).data.map((c) => c.id)).toEqual([1, 3]);
  });

  it('create sends a category size guide trimmed, and none when it is blank', async () => {
    const created = {
      message: 'Category created',
      data: { id: 6, name: 'Dresses', type: 'category', isActive: true },
    };
    const { requests } = stubFetch(json(created, 201), json(created, 201));
    await categories.create('categories', { data: { name: 'Dresses', sizeGuide: '  S: 86 cm\nM: 90 cm ' } });
    await categories.create('categories', { data: { name: 'Skirts', sizeGuide: '  ' } });
    expect(formFields(requests[0].body).sizeGuide).toEqual(['S: 86 cm\nM: 90 cm']);
    expect(formFields(requests[1].body)).not.toHaveProperty('sizeGuide');
  });

  it('create posts addCategory as multipart with type category, the image and the tag names', async () => {
    const { requests } = stubFetch(
      json(
        {
          message: 'Category created',
          data: { id: 6, name: 'Evening Wear', type: 'category', isActive: true },
        },
        201,
      ),
    );
    const image = new File(['x'], 'evening.png', { type: 'image/png' });
    const result = await categories.create('categories', {
      data: {
        name: ' Evening Wear ',
        description: 'Nights out',
        image: { rawFile: image },
        tagNames: ['evening', 'satin'],
      },
    });
    expect(requests[0]).toMatchObject({ url: 'http://localhost/api/admin/addCategory', method: 'POST' });
    expect(formFields(requests[0].body)).toEqual({
      name: ['Evening Wear'],
      type: ['category'],
      description: ['Nights out'],
      image: ['file:evening.png'],
      tagNames: ['["evening","satin"]'],
    });
    expect(result.data).toMatchObject({ id: 6 });
  });

  it('update sends {isActive, type: category} to PUT /api/admin/category/{id}', async () => {
    const { requests } = stubFetch(
      json({ message: 'Category status updated', data: { id: 3, isActive: false } }),
    );
    const result = await categories.update('categories', {
      id: 3,
      previousData: category(3, 'Coats'),
      data: { isActive: false },
    });
    expect(requests[0]).toMatchObject({
      url: 'http://localhost/api/admin/category/3',
      method: 'PUT',
      body: { isActive: false, type: 'category' },
    });
    expect(result.data).toMatchObject({ id: 3, name: 'Coats', isActive: false });
  });

  it('delete and deleteMany call DELETE /api/admin/category/{id}', async () => {
    const { requests } = stubFetch(
      json({ message: 'Category deleted' }),
      json({ message: 'Category deleted' }),
    );
    await categories.delete('categories', { id: 3, previousData: category(3, 'Coats') });
    await categories.deleteMany('categories', { ids: [4] });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE http://localhost/api/admin/category/3',
      'DELETE http://localhost/api/admin/category/4',
    ]);
  });

  it('failures carry the server message as HttpError', async () => {
    stubFetch(json({ error: 'A category named Bags already exists' }, 409));
    const failure = categories.create('categories', { data: { name: 'Bags' } });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      message: 'A category named Bags already exists',
      status: 409,
    });
  });
});

describe('tags adapter', () => {
  it('getList reads every tag from /api/products/tags', async () => {
    const { requests } = stubFetch(json({ tags: [tag(1, 'summer'), tag(2, 'linen', false)] }));
    const result = await tags.getList('tags', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(requests[0].url).toBe('http://localhost/api/products/tags');
    expect(result).toEqual({ data: [tag(2, 'linen', false), tag(1, 'summer')], total: 2 });
  });

  it('getOne and getMany read from the list', async () => {
    stubFetch(
      json({ tags: [tag(1, 'summer'), tag(2, 'linen')] }),
      json({ tags: [tag(1, 'summer'), tag(2, 'linen')] }),
    );
    expect((await tags.getOne('tags', { id: 1 })).data.name).toBe('summer');
    expect((await tags.getMany('tags', { ids: [2] })).data).toEqual([tag(2, 'linen')]);
  });

  it('create posts addCategory with type tag and no image or tag names', async () => {
    const { requests } = stubFetch(
      json({ message: 'Tag created', data: { id: 9, name: 'satin', type: 'tag', isActive: true } }, 201),
    );
    await tags.create('tags', {
      data: {
        name: 'satin',
        description: '',
        image: { rawFile: new File(['x'], 'ignored.png') },
        tagNames: ['x'],
      },
    });
    expect(formFields(requests[0].body)).toEqual({ name: ['satin'], type: ['tag'] });
  });

  it('update sends {isActive, type: tag}; delete calls DELETE /api/admin/tag/{id}', async () => {
    const { requests } = stubFetch(
      json({ message: 'Tag status updated', data: { id: 2, isActive: true } }),
      json({ message: 'Tag deleted' }),
      json({ message: 'Tag deleted' }),
    );
    await tags.update('tags', { id: 2, previousData: tag(2, 'linen', false), data: { isActive: true } });
    await tags.delete('tags', { id: 2, previousData: tag(2, 'linen') });
    await tags.deleteMany('tags', { ids: [5] });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['PUT', 'http://localhost/api/admin/category/2', { isActive: true, type: 'tag' }],
      ['DELETE', 'http://localhost/api/admin/tag/2', undefined],
      ['DELETE', 'http://localhost/api/admin/tag/5', undefined],
    ]);
  });

  it('failures carry the server message as HttpError', async () => {
    stubFetch(json({ error: 'Tag not found' }, 404));
    await expect(tags.delete('tags', { id: 99 })).rejects.toMatchObject({
      message: 'Tag not found',
      status: 404,
    });
  });
});
