import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formFields, json, stubFetch } from '../test-support/stub-fetch';
import { productsDataProvider as provider } from './products';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const product = { id: 12, slug: 'linen-dress', name: 'Linen dress', isActive: true };

afterEach(() => vi.unstubAllGlobals());

describe('products adapter', () => {
  it('getList asks for a page of 10 and returns the products with the total', async () => {
    const { requests } = stubFetch(json({ products: [product], totalPages: 3, total: 21, currentPage: 2 }));
    const result = await provider.getList('products', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(requests[0]).toMatchObject({
      url: 'http://localhost/api/admin/products?page=2&limit=10',
      method: 'GET',
      credentials: 'include',
    });
    expect(result).toEqual({ data: [product], total: 21 });
  });

  it('getList passes a trimmed search and a sort the contract knows', async () => {
    const { requests } = stubFetch(json({ products: [], totalPages: 0, total: 0, currentPage: 1 }));
    await provider.getList('products', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'price', order: 'ASC' },
      filter: { q: ' linen ' },
    });
    expect(requests[0].url).toBe(
      'http://localhost/api/admin/products?page=1&limit=10&q=linen&sort=price&order=asc',
    );
  });

  it('getOne and getMany read /api/admin/product/{id}', async () => {
    const { requests } = stubFetch(json(product), json(product), json({ ...product, id: 13 }));
    expect((await provider.getOne('products', { id: 12 })).data).toEqual(product);
    const many = await provider.getMany('products', { ids: [12, 13] });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://localhost/api/admin/product/12',
      'GET http://localhost/api/admin/product/12',
      'GET http://localhost/api/admin/product/13',
    ]);
    expect(many.data.map((p) => p.id)).toEqual([12, 13]);
  });

  it('create sends one createProductWithVariants with every colour, size, SKU and picture', async () => {
    const product41 = { ...product, id: 41, slug: 'pleated-skirt' };
    const { requests } = stubFetch(json({ message: 'Product created', data: product41 }, 201));
    const result = await provider.create('products', {
      data: {
        name: ' Pleated skirt ',
        sku: 'PS-1',
        description: 'Satin',
        price: 1450,
        previousPrice: '',
        mainImage: { rawFile: file('main.png') },
        images: [{ rawFile: file('back.png') }, { rawFile: file('side.png') }],
        tags: ['special', 'Linen', 'linen'],
        variants: [
          {
            color: 'Black',
            sku: 'PS-1-BK',
            mainImage: file('black.png'),
            images: [file('black-2.png')],
            sizes: [
              { size: 'S', stock: 0, sku: 'PS-1-BK-S' },
              { size: 'M', stock: '' },
            ],
          },
          { color: '', sizes: [{ size: 'L', stock: 2 }] },
          { color: 'Red', sizes: [{ size: 'M', stock: '4', sku: '' }] },
        ],
      },
    });

    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST http://localhost/api/admin/products']);
    expect(formFields(requests[0].body)).toEqual({
      name: ['Pleated skirt'],
      sku: ['PS-1'],
      description: ['Satin'],
      price: ['1450'],
      tags: ['["special","Linen"]'],
      variants: [
        JSON.stringify([
          { color: 'Black', sizes: [{ size: 'S', stock: 0, sku: 'PS-1-BK-S' }], sku: 'PS-1-BK', colorAr: '' },
          { color: 'Red', sizes: [{ size: 'M', stock: 4 }], colorAr: '' },
        ]),
      ],
      mainImage: ['file:main.png'],
      images: ['file:back.png', 'file:side.png'],
      variantMainImage_0: ['file:black.png'],
      variantAdditionalImages_0: ['file:black-2.png'],
    });
    expect(result.data).toEqual(product41);
  });
  it('update sends the multipart PUT with variants JSON and per-variant image fields', async () => {
    const { requests } = stubFetch(
      json({ message: 'Product saved', data: { ...product, name: 'Linen maxi' } }),
    );
    const result = await provider.update('products', {
      id: 12,
      previousData: product,
      data: {
        name: 'Linen maxi',
        description: 'Long',
        price: '990.5',
        previousPrice: 1200,
        isActive: false,
        tags: [{ id: 1, name: 'linen' }, 'summer'],
        mainImage: { rawFile: file('new-main.png') },
        variants: [
          { id: 5, color: 'Sand', sku: 'LM-S', sizes: [{ size: 'M', stock: '7' }] },
          {
            color: 'Olive',
            mainImage: { rawFile: file('olive.png') },
            images: [{ rawFile: file('olive-2.png') }],
            sizes: [{ size: 'L', stock: 0 }],
          },
        ],
      },
    });
    expect(requests[0]).toMatchObject({ url: 'http://localhost/api/admin/product/12', method: 'PUT' });
    expect(formFields(requests[0].body)).toEqual({
      name: ['Linen maxi'],
      description: ['Long'],
      // Always sent, so emptying an Arabic field clears it.
      nameAr: [''],
      descriptionAr: [''],
      price: ['990.5'],
      previousPrice: ['1200'],
      tags: ['["linen","summer"]'],
      variants: [
        '[{"color":"Sand","sizes":[{"size":"M","stock":7}],"id":5,"sku":"LM-S","colorAr":""},{"color":"Olive","sizes":[{"size":"L","stock":0}],"colorAr":""}]',
      ],
      isActive: ['false'],
      mainImage: ['file:new-main.png'],
      variantMainImage_1: ['file:olive.png'],
      variantAdditionalImages_1: ['file:olive-2.png'],
    });
    expect(result.data).toMatchObject({ id: 12, name: 'Linen maxi' });
  });

  it('update resolves a slug to the product id before the PUT, and sends an empty previousPrice for none', async () => {
    const { requests } = stubFetch(json(product), json({ message: 'Product saved', data: product }));
    await provider.update('products', {
      id: 'linen-dress',
      previousData: product,
      data: { name: 'Linen dress', description: 'd', price: 10, previousPrice: null, variants: [] },
    });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://localhost/api/admin/product/linen-dress',
      'PUT http://localhost/api/admin/product/12',
    ]);
    expect(formFields(requests[1].body).previousPrice).toEqual(['']);
  });

  it('a status-only update is PATCH toggle-status with {isActive}', async () => {
    const { requests } = stubFetch(
      json({ message: 'Product status updated', data: { id: 12, isActive: false } }),
    );
    const result = await provider.update('products', {
      id: 12,
      previousData: product,
      data: { isActive: false },
      meta: { statusOnly: true },
    });
    expect(requests[0]).toMatchObject({
      url: 'http://localhost/api/admin/product/12/toggle-status',
      method: 'PATCH',
      body: { isActive: false },
    });
    expect(requests[0].headers.get('content-type')).toBe('application/json');
    expect(result.data).toEqual({ ...product, isActive: false });
  });

  it('delete calls DELETE /api/admin/product/{id}; deleteMany one bulk delete', async () => {
    const { requests } = stubFetch(
      json({ message: 'Product deleted' }),
      json({ message: '2 products deleted', data: { action: 'delete', ids: [13, 14] } }),
    );
    await provider.delete('products', { id: 12, previousData: product });
    expect((await provider.deleteMany('products', { ids: [13, 14] })).data).toEqual([13, 14]);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE http://localhost/api/admin/product/12',
      'POST http://localhost/api/admin/products/bulk',
    ]);
  });

  it('a refused call becomes an HttpError with the server message and status', async () => {
    stubFetch(
      json({ error: 'Price must be at least 0', details: [{ field: 'price', message: 'too small' }] }, 400),
    );
    const failure = provider.update('products', {
      id: 12,
      previousData: product,
      data: { isActive: true },
      meta: { statusOnly: true },
    });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      message: 'Price must be at least 0',
      status: 400,
      body: { error: 'Price must be at least 0' },
    });
  });
});

describe('products adapter: the list tools', () => {
  it('getList sends the filters and the stock sort as the contract names them', async () => {
    const { requests } = stubFetch(json({ products: [], totalPages: 0, total: 0, currentPage: 1 }));
    await provider.getList('products', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'totalStock', order: 'DESC' },
      filter: { q: 'MO-DR', categoryId: 3, tagId: '4', active: 'false', lowStock: true, discount: 'true' },
    });
    expect(requests[0].url).toBe(
      'http://localhost/api/admin/products?page=1&limit=10&q=MO-DR&categoryId=3&tagId=4&active=false&discount=true&lowStock=5&sort=stock&order=desc',
    );
  });

  it('getList leaves out filters that are off or empty', async () => {
    const { requests } = stubFetch(json({ products: [], totalPages: 0, total: 0, currentPage: 1 }));
    await provider.getList('products', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: ' ', categoryId: '', lowStock: false, active: undefined },
    });
    expect(requests[0].url).toBe('http://localhost/api/admin/products?page=1&limit=10&sort=name&order=asc');
  });

  it('updateMany and deleteMany are one bulk call each', async () => {
    const { requests } = stubFetch(
      json({ message: '2 products deactivated', data: { action: 'deactivate', ids: [12, 13] } }),
      json({ message: '1 product deleted', data: { action: 'delete', ids: [13] } }),
    );
    expect(await provider.updateMany('products', { ids: [12, 13], data: { isActive: false } })).toEqual({
      data: [12, 13],
    });
    expect(await provider.deleteMany('products', { ids: [13] })).toEqual({ data: [13] });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://localhost/api/admin/products/bulk', { action: 'deactivate', ids: [12, 13] }],
      ['POST', 'http://localhost/api/admin/products/bulk', { action: 'delete', ids: [13] }],
    ]);
  });

  it('a refused bulk call is an HttpError with the server sentence', async () => {
    stubFetch(
      json({ error: 'Product not found', details: [{ field: 'ids', message: 'No product 99' }] }, 404),
    );
    await expect(provider.deleteMany('products', { ids: [99] })).rejects.toMatchObject({
      message: 'Product not found',
      status: 404,
    });
  });

  it('update with meta.stockOnly sends only the sizes; create with meta.duplicateOf copies', async () => {
    const saved = { ...product, totalStock: 7 };
    const { requests } = stubFetch(
      json({ message: 'Stock updated', data: saved }),
      json({ message: 'Product duplicated', data: { ...product, id: 14, name: 'Linen dress (copy)' } }, 201),
    );
    const updated = await provider.update('products', {
      id: 12,
      data: { sizes: [{ id: 9, stock: 7 }] },
      previousData: product,
      meta: { stockOnly: true },
    });
    expect(updated.data).toEqual(saved);
    const copy = await provider.create('products', { data: {}, meta: { duplicateOf: 12 } });
    expect(copy.data).toMatchObject({ id: 14, name: 'Linen dress (copy)' });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['PATCH', 'http://localhost/api/admin/product/12/stock', { sizes: [{ id: 9, stock: 7 }] }],
      ['POST', 'http://localhost/api/admin/product/12/duplicate', undefined],
    ]);
  });
});
