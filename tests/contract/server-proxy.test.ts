// The real server behind `prism proxy --errors`: the auth, products, categories, tags and shipping operations,
// successes and refusals, answer exactly as the contract says (a violation would come back as a 500).
import { describe, expect, it } from 'vitest';
import { totpCode, upsertAdmin } from '../../src/server/modules/auth';
import { contractOperations, loadContract } from '../../src/server/plugins/openapi';
import { testPasswordHash } from '../api/helpers/app';
import {
  form,
  makeCategory,
  makeCities,
  makeDiscount,
  makeProduct,
  makeTag,
  png,
} from '../api/helpers/catalogue';
import { useProxiedServer } from './server-proxy-harness';

const OWN_TAGS = ['auth', 'products', 'categories', 'tags', 'shipping'];
const STAFF_PASSWORD = 'a long enough staff password';
const ids = { dress: 0, bag: 0, sage: 0, linenTag: 0, category: 0 };

const h = useProxiedServer({
  seed: async (db) => {
    ids.linenTag = await makeTag(db, 'linen');
    const bagsTag = await makeTag(db, 'bags');
    ids.category = await makeCategory(db, {
      name: 'New Arrivals',
      slug: 'new-arrivals',
      tagIds: [ids.linenTag],
      imageUrl: '/uploads/categories/new-arrivals-640.webp',
    });
    await makeCategory(db, { name: 'Luxury in Every Stitch', slug: 'bags', tagIds: [bagsTag] });
    const dress = await makeProduct(db, {
      name: 'Linen Wrap Midi Dress',
      price: 1450,
      previousPrice: 1800,
      tagIds: [ids.linenTag],
      variants: [
        {
          color: 'Sage',
          sku: 'MO-DR-SG',
          sizes: [
            ['S', 0],
            ['M', 3],
          ],
        },
        { color: 'Sand', sizes: [['M', 6]] },
      ],
    });
    ids.dress = dress.id;
    ids.sage = dress.variants[0].id;
    ids.bag = (
      await makeProduct(db, {
        name: 'Crochet Shoulder Bag',
        price: 775,
        tagIds: [bagsTag],
        variants: [{ color: 'Ivory', sizes: [['One Size', 12]] }],
      })
    ).id;
    await makeDiscount(db, { percentage: 12.5, tagId: ids.linenTag });
    await makeCities(db, [
      ['Cairo', 50],
      ['Giza', 60],
      ['Red Sea', 110],
    ]);
  },
});

describe('through prism proxy --errors', () => {
  it('auth: login, checkAuth, logout, and the refusals', async () => {
    await h.drive('login', { body: { username: 'admin', password: 'wrong' }, expect: 401 });
    await h.drive('login', {
      body: { username: 'admin', password: 'x' },
      headers: { origin: 'https://evil.example' },
      expect: 403,
    });
    await h.drive('checkAuth', { expect: 200 });
    const res = await h.drive('login', {
      body: { username: 'admin', password: 'correct horse battery staple' },
      expect: 200,
    });
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    await h.drive('logout', { headers: { cookie }, signedIn: false, expect: 200 });
    await h.drive('checkAuth', { headers: { cookie }, signedIn: false, expect: 401 });
  });

  it("a member's own account: her sessions, sign out everywhere else, a refused password change", async () => {
    const sessions = (await h.drive('listOwnSessions', { expect: 200 })).body as {
      sessions: Array<{ current: boolean }>;
    };
    expect(sessions.sessions.filter((s) => s.current)).toHaveLength(1);
    await h.drive('changeOwnPassword', {
      body: { currentPassword: 'not the password', newPassword: 'a long enough new password' },
      expect: 400,
    });
    await h.drive('endOtherSessions', { expect: 200 });
  });

  it('two-step sign-in: set up and turned on, the code step, turned off, and the refusals', async () => {
    // A member of her own, so that the admin's session the other calls use stays a password-only one.
    await upsertAdmin(h.db, 'sara', await testPasswordHash(STAFF_PASSWORD), 'order_desk');
    const signIn = { body: { username: 'sara', password: STAFF_PASSWORD }, signedIn: false, expect: 200 };
    const cookie = (await h.drive('login', signIn)).headers.get('set-cookie')!.split(';')[0]!;
    const sara = { headers: { cookie }, signedIn: false };
    await h.drive('startTwoStepSetup', { ...sara, body: { currentPassword: 'not hers' }, expect: 400 });
    const { secret } = (
      await h.drive('startTwoStepSetup', { ...sara, body: { currentPassword: STAFF_PASSWORD }, expect: 200 })
    ).body as { secret: string };
    await h.drive('confirmTwoStep', { ...sara, body: { code: '000000' }, expect: 400 });
    const { recoveryCodes } = (
      await h.drive('confirmTwoStep', { ...sara, body: { code: totpCode(secret) }, expect: 200 })
    ).body as { recoveryCodes: string[] };
    await h.drive('startTwoStepSetup', { ...sara, body: { currentPassword: STAFF_PASSWORD }, expect: 409 });

    const { ticket } = ((await h.drive('login', signIn)).body as { secondStep: { ticket: string } })
      .secondStep;
    await h.drive('verifySignInCode', { body: { ticket, code: '000000' }, expect: 401 });
    await h.drive('verifySignInCode', { body: { ticket, code: recoveryCodes[0] }, expect: 200 });
    await h.drive('verifySignInCode', { body: { ticket, code: recoveryCodes[1] }, expect: 410 });

    const off = { currentPassword: STAFF_PASSWORD, code: recoveryCodes[2] };
    await h.drive('disableTwoStep', { ...sara, body: { ...off, code: '000000' }, expect: 400 });
    await h.drive('disableTwoStep', { ...sara, body: off, expect: 200 });
    await h.drive('disableTwoStep', { ...sara, body: off, expect: 409 });
  });

  it('public catalogue', async () => {
    const page = (
      await h.drive('listProducts', {
        query: { pageSize: 1, page: 1, minPrice: 0, maxPrice: 5000 },
        expect: 200,
      })
    ).body as { totalCount: number };
    expect(page.totalCount).toBe(2);
    await h.drive('listProducts', {
      query: { category: 'new-arrivals', discount: 'true', tag: 'linen' },
      expect: 200,
    });
    await h.drive('searchProducts', { query: { q: 'linen' }, expect: 200 });
    await h.drive('listCollectionProducts', {
      params: { categorySlug: 'new-arrivals' },
      query: { limit: 8 },
      expect: 200,
    });
    // The shop screen pages a category.
    await h.drive('listCollectionProducts', {
      params: { categorySlug: 'new-arrivals' },
      query: { page: 1, pageSize: 9, minPrice: 100, maxPrice: 5000 },
      expect: 200,
    });
    await h.drive('listCollectionProducts', { params: { categorySlug: 'no-such-category' }, expect: 404 });
    const product = (await h.drive('getProductById', { params: { id: ids.dress }, expect: 200 })).body as {
      discount: unknown;
    };
    expect(product.discount).toEqual({ percentage: 12.5, discountedPrice: 1268.75 });
    await h.drive('getProductById', { params: { id: 9999 }, expect: 404 });
    await h.drive('getProductBySlug', { params: { slug: 'linen-wrap-midi-dress' }, expect: 200 });
    await h.drive('getProductBySlug', { params: { slug: 'no-such-dress' }, expect: 404 });
    // The shop's order and filters, the suggestions while typing and the filter lists.
    await h.drive('listProducts', {
      query: { sort: 'price_asc', size: ['M', 'L'], color: ['Sage'], inStock: 'true' },
      expect: 200,
    });
    await h.drive('searchProducts', { query: { q: 'dresses', sort: 'best_selling' }, expect: 200 });
    await h.drive('getSearchSuggestions', { query: { q: 'linen' }, expect: 200 });
    await h.drive('listProductFilters', { expect: 200 });
    await h.drive('listProductFilters', { query: { category: 'new-arrivals' }, expect: 200 });
    await h.drive('listCategories', { query: { active: 'true' }, expect: 200 });
    await h.drive('listCategories', { expect: 200 });
    await h.drive('listTags', { query: { active: 'true' }, expect: 200 });
    await h.drive('listTags', { expect: 200 });
  });

  it('shipping', async () => {
    await h.drive('listCities', { expect: 200 });
    await h.drive('getShippingPrice', { params: { city: 'Giza' }, expect: 200 });
    await h.drive('getShippingPrice', { params: { city: 'Atlantis' }, expect: 404 });
    const list = await h.drive('listShippingPrices', {
      query: { sort: '["name","ASC"]', range: '[0,1]', filter: '{"q":"a"}' },
      expect: 200,
    });
    expect(list.headers.get('content-range')).toBe('shipping 0-1/3');
    await h.drive('listShippingPrices', { query: { sort: 'name' }, expect: 400 });
    await h.drive('getShippingCity', { params: { id: 1 }, expect: 200 });
    await h.drive('getShippingCity', { params: { id: 99 }, expect: 404 });
    await h.drive('updateShippingPrice', { params: { id: 1 }, body: { shippingPrice: 55 }, expect: 200 });
    await h.drive('updateShippingPrice', { params: { id: 99 }, body: { shippingPrice: 55 }, expect: 404 });
  });

  it('admin products', async () => {
    await h.drive('listAdminProducts', {
      query: { page: 1, limit: 10, sort: 'price', order: 'asc', q: 'a' },
      expect: 200,
    });
    await h.drive('getAdminProduct', { params: { id: 'linen-wrap-midi-dress' }, expect: 200 });
    await h.drive('getAdminProduct', { params: { id: '9999' }, expect: 404 });
    const created = (
      await h.drive('addProduct', {
        body: form({
          name: 'Pleated Satin Skirt',
          description: 'A fluid midi skirt.',
          price: 1250,
          tags: '["satin"]',
        }),
        expect: 201,
      })
    ).body as {
      data: { id: number };
    };
    // With images: checked against the contract directly (Prism's proxy corrupts binary uploads).
    await h.drive('addProduct', {
      body: form({
        name: 'Satin Top',
        description: 'x',
        price: 1,
        mainImage: await png(),
        images: [await png()],
      }),
      expect: 201,
      direct: true,
    });
    await h.drive('addProduct', {
      body: form({ name: 'Broken', description: 'x', price: 1, mainImage: Buffer.from('not an image') }),
      expect: 400,
    });
    await h.drive('addVariants', {
      body: form({ productId: created.data.id, color: 'Dusty Rose', sizes: '[{"size":"S","stock":4}]' }),
      expect: 201,
    });
    await h.drive('addVariants', {
      body: form({
        productId: created.data.id,
        color: 'Navy',
        sizes: '[{"size":"S","stock":4}]',
        variantImages: [await png(), await png()],
      }),
      expect: 201,
      direct: true,
    });
    await h.drive('addVariants', {
      body: form({ productId: created.data.id, color: 'dusty rose', sizes: '[{"size":"S","stock":4}]' }),
      expect: 409,
    });
    // The one-screen form's call: two colours with their sizes, a SKU per size and a picture, in one request;
    // and a colour listed twice (in two spellings), refused with nothing saved.
    await h.drive('createProductWithVariants', {
      body: form({
        name: 'Linen Wrap Midi Dress',
        description: 'Breathable linen, tie waist.',
        price: 1450,
        tags: '["linen"]',
        variants:
          '[{"color":"Sand","sku":"LWD-SND","sizes":[{"size":"S","stock":4,"sku":"LWD-SND-S"},{"size":"M","stock":6}]},{"color":"Olive","sizes":[{"size":"S","stock":2}]}]',
        variantMainImage_0: await png(),
      }),
      expect: 201,
      direct: true,
    });
    await h.drive('createProductWithVariants', {
      body: form({
        name: 'Linen Shirt',
        description: 'x',
        price: 900,
        variants:
          '[{"color":"Sand","sizes":[{"size":"S","stock":1}]},{"color":"sand","sizes":[{"size":"M","stock":1}]}]',
      }),
      expect: 400,
    });
    await h.drive('addVariants', {
      body: form({ productId: 9999, color: 'Red', sizes: '[{"size":"S","stock":4}]' }),
      expect: 404,
    });
    await h.drive('updateProduct', {
      params: { id: 'linen-wrap-midi-dress' },
      body: form({
        name: 'Linen Wrap Dress',
        description: 'Longer now.',
        price: 1400,
        previousPrice: '',
        isActive: 'true',
        tags: '["linen"]',
        variants: JSON.stringify([
          { id: ids.sage, color: 'Sage', sku: 'MO-DR-SG', sizes: [{ size: 'M', stock: 4 }] },
        ]),
      }),
      expect: 200,
    });
    await h.drive('updateProduct', {
      params: { id: ids.dress },
      body: form({
        name: 'Linen Wrap Dress',
        description: 'Longer now.',
        price: 1400,
        mainImage: await png(),
        variants: JSON.stringify([
          { id: ids.sage, color: 'Sage', sizes: [{ size: 'M', stock: 4 }] },
          { color: 'Ink', sizes: [{ size: 'L', stock: 1 }] },
        ]),
        variantMainImage_1: await png(),
        variantAdditionalImages_1: [await png()],
      }),
      expect: 200,
      direct: true,
    });
    await h.drive('updateProduct', {
      params: { id: 'no-such-product' },
      body: form({ name: 'A', description: 'B', price: 1 }),
      expect: 404,
    });
    await h.drive('toggleProductStatus', { params: { id: ids.bag }, body: { isActive: false }, expect: 200 });
    await h.drive('toggleProductStatus', { params: { id: 9999 }, body: { isActive: false }, expect: 404 });
    // The spec's products list sends the slug.
    await h.drive('toggleProductStatus', {
      params: { id: 'crochet-shoulder-bag' },
      body: { isActive: true },
      expect: 200,
    });
    // The products list's filters and sorts, stock per size, duplicate, bulk actions.
    await h.drive('listAdminProducts', {
      query: {
        q: 'MO-DR',
        tagId: ids.linenTag,
        active: 'true',
        lowStock: 5,
        discount: 'true',
        sort: 'stock',
      },
      expect: 200,
    });
    const dress = (await h.drive('getAdminProduct', { params: { id: ids.dress }, expect: 200 })).body as {
      variants: Array<{ sizes: Array<{ id: number }> }>;
    };
    await h.drive('updateProductStock', {
      params: { id: ids.dress },
      body: { sizes: [{ id: dress.variants[0].sizes[0].id, stock: 9 }] },
      expect: 200,
    });
    await h.drive('updateProductStock', {
      params: { id: ids.bag },
      body: { sizes: [{ id: dress.variants[0].sizes[0].id, stock: 1 }] },
      expect: 400,
    });
    await h.drive('updateProductStock', {
      params: { id: 9999 },
      body: { sizes: [{ id: 1, stock: 1 }] },
      expect: 404,
    });
    const copy = (await h.drive('duplicateProduct', { params: { id: ids.dress }, expect: 201 })).body as {
      data: { id: number };
    };
    await h.drive('duplicateProduct', { params: { id: 9999 }, expect: 404 });
    await h.drive('bulkUpdateProducts', { body: { action: 'activate', ids: [copy.data.id] }, expect: 200 });
    await h.drive('bulkUpdateProducts', {
      body: { action: 'delete', ids: [copy.data.id, 9999] },
      expect: 404,
    });
    await h.drive('bulkUpdateProducts', { body: { action: 'delete', ids: [copy.data.id] }, expect: 200 });
    await h.drive('deleteProduct', { params: { id: created.data.id }, expect: 200 });
    await h.drive('deleteProduct', { params: { id: created.data.id }, expect: 404 });
  });

  it('admin categories and tags', async () => {
    const category = (
      await h.drive('addCategory', {
        body: form({
          name: 'Evening Wear',
          type: 'category',
          description: 'Nights out',
          tagNames: '["satin","linen"]',
        }),
        expect: 201,
      })
    ).body as { data: { id: number } };
    await h.drive('addCategory', {
      body: form({ name: 'Bridal', type: 'category', image: await png() }),
      expect: 201,
      direct: true,
    });
    await h.drive('addCategory', { body: form({ name: 'evening wear', type: 'category' }), expect: 409 });
    const tag = (await h.drive('addCategory', { body: form({ name: 'special', type: 'tag' }), expect: 201 }))
      .body as { data: { id: number } };
    await h.drive('addCategory', { body: form({ name: 'x', type: 'tag', tagNames: '["a"]' }), expect: 400 });
    await h.drive('updateCategoryStatus', {
      params: { id: category.data.id },
      body: { isActive: false, type: 'category' },
      expect: 200,
    });
    await h.drive('updateCategoryStatus', {
      params: { id: 9999 },
      body: { isActive: false, type: 'tag' },
      expect: 404,
    });
    // The edit views.
    await h.drive('updateCategory', {
      params: { id: category.data.id },
      body: form({ name: 'Evenings', description: '', tagNames: '["satin"]' }),
      expect: 200,
    });
    await h.drive('updateCategory', {
      params: { id: category.data.id },
      body: form({ name: 'Bridal' }),
      expect: 409,
    });
    await h.drive('updateCategory', { params: { id: 9999 }, body: form({ name: 'X' }), expect: 404 });
    await h.drive('updateTag', {
      params: { id: tag.data.id },
      body: { name: 'Special', description: null },
      expect: 200,
    });
    await h.drive('updateTag', { params: { id: tag.data.id }, body: { name: 'satin' }, expect: 409 });
    await h.drive('updateTag', { params: { id: tag.data.id }, body: { name: '   ' }, expect: 400 });
    await h.drive('updateTag', { params: { id: 9999 }, body: { name: 'x' }, expect: 404 });
    await h.drive('deleteCategoryOrTag', { params: { type: 'tag', id: tag.data.id }, expect: 200 });
    await h.drive('deleteCategoryOrTag', { params: { type: 'category', id: 9999 }, expect: 404 });
  });

  it('drove every operation of the auth, products, categories, tags and shipping tags', () => {
    const own = contractOperations(loadContract())
      .filter((op) => {
        const tags =
          (loadContract().paths as Record<string, Record<string, { tags?: string[] }>>)[op.path][
            op.method.toLowerCase()
          ].tags ?? [];
        return tags.some((t) => OWN_TAGS.includes(t));
      })
      .map((op) => op.operationId);
    expect(own.length).toBe(40);
    expect(own.filter((id) => !h.driven.has(id))).toEqual([]);
  });
});
