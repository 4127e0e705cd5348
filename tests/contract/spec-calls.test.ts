// Every call of docs/product.md#calls exists in the contract at its method and path, with a 2xx schema,
// and every /api/admin call except login needs the session cookie.
import { describe, expect, it } from 'vitest';
import { loadContract, operations, resolveRef, responseSchema } from '../helpers/openapi';

const SPEC_CALLS = [
  'GET /api/admin/auth/check',
  'POST /api/admin/login',
  'GET /api/products',
  'GET /api/products/search',
  'GET /api/products/collections/{categorySlug}',
  'GET /api/products/id/{id}',
  'GET /api/products/{slug}',
  'GET /api/products/categories',
  'GET /api/products/tags',
  'POST /api/customer/couponsApply',
  'POST /api/customer/createOrder',
  'GET /api/shipping/cities',
  'GET /api/shipping/price/{city}',
  'GET /api/admin/products',
  'POST /api/admin/addProduct',
  'POST /api/admin/addVariants',
  'PUT /api/admin/product/{id}',
  'PATCH /api/admin/product/{id}/toggle-status',
  'DELETE /api/admin/product/{id}',
  'POST /api/admin/addCategory',
  'DELETE /api/admin/{type}/{id}',
  'PUT /api/admin/category/{id}',
  'GET /api/admin/orders',
  'GET /api/admin/orders/{id}',
  'PUT /api/admin/orders/{id}',
  'POST /api/admin/addCoupon',
  'GET /api/admin/coupons',
  'PUT /api/admin/coupons/{id}/status',
  'DELETE /api/admin/coupons/{id}',
  'GET /api/admin/discounts',
  'POST /api/admin/addDiscount',
  'PATCH /api/admin/discounts/{id}',
  'DELETE /api/admin/discounts/{id}',
  'GET /api/admin/dashboard/summary',
  'GET /api/admin/dashboard/monthlySales',
  'GET /api/admin/dashboard/bestTimeToSell',
  'GET /api/admin/dashboard/salesByProduct',
  'GET /api/admin/dashboard/salesByCategory',
  'GET /api/admin/dashboard/topProducts',
  'GET /api/admin/dashboard/couponUsage',
  'GET /api/admin/dashboard/lowStockProducts',
  'GET /api/admin/dashboard/salesByVariant',
];

const TAGS = [
  'auth',
  'products',
  'categories',
  'tags',
  'customer',
  'shipping',
  'orders',
  'coupons',
  'discounts',
  'dashboard',
];

const contract = loadContract();
const ops = operations(contract);
const byCall = new Map(ops.map((op) => [`${op.method} ${op.path}`, op]));

describe('the contract covers every call the product makes', () => {
  it('lists the 42 calls of the spec', () => {
    expect(new Set(SPEC_CALLS).size).toBe(42);
  });

  it.each(SPEC_CALLS)('%s exists with an operationId, a resource tag and a 2xx response schema', (call) => {
    const op = byCall.get(call);
    expect(op, `${call} is missing from openapi.yaml`).toBeDefined();
    expect(op!.operationId).toMatch(/^[a-z][A-Za-z]+$/);
    expect(op!.tags).toHaveLength(1);
    expect(TAGS).toContain(op!.tags[0]);
    const success = Object.keys(op!.responses).filter((status) => /^2\d\d$/.test(status));
    expect(success.length).toBeGreaterThan(0);
    for (const status of success)
      expect(responseSchema(contract, op!, status), `${call} ${status}`).toBeTruthy();
  });

  it.each(SPEC_CALLS.filter((call) => call.includes(' /api/admin/') && call !== 'POST /api/admin/login'))(
    '%s requires the session cookie',
    (call) => {
      expect(byCall.get(call)!.security).toEqual([{ sessionCookie: [] }]);
    },
  );

  it('leaves login and the shopper calls open', () => {
    for (const call of SPEC_CALLS.filter(
      (c) => !c.includes(' /api/admin/') || c === 'POST /api/admin/login',
    )) {
      expect(byCall.get(call)!.security ?? [], call).toEqual([]);
    }
  });

  // Signing in (both steps: the second's ticket stands for the session the member does not have yet), out, and
  // accepting a staff invitation (its one-time token, likewise) are the admin calls made without a session.
  it('guards every added /api/admin operation too, except sign-in, sign-out and accepting an invitation', () => {
    for (const op of ops.filter((o) => o.path.startsWith('/api/admin/'))) {
      if (['login', 'verifySignInCode', 'logout', 'acceptStaffInvite'].includes(String(op.operationId)))
        continue;
      expect(op.security, `${op.method} ${op.path}`).toEqual([{ sessionCookie: [] }]);
    }
  });

  it('declares the session cookie scheme', () => {
    const scheme = resolveRef<Record<string, string>>(
      contract,
      (contract.components as never)['securitySchemes']['sessionCookie'],
    );
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'morph_session' });
  });

  it('gives every operation a unique operationId and every 4xx/5xx the one error body', () => {
    const ids = ops.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of ops) {
      for (const status of Object.keys(op.responses).filter((s) => /^[45]\d\d$/.test(s))) {
        expect(responseSchema(contract, op, status), `${op.operationId} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
    }
  });

  it('lets every operation answer 503 with Retry-After: the server does when its database is briefly unavailable', () => {
    for (const op of ops) {
      const declared = op.responses['503'];
      expect(declared, `${op.operationId} declares 503`).toBeDefined();
      const response = resolveRef<{ headers?: Record<string, unknown> }>(contract, declared);
      expect(response.headers?.['Retry-After'], `${op.operationId} 503 Retry-After`).toBeDefined();
    }
  });

  it('keeps the spec defaults and limits on the parameters', () => {
    const param = (name: string) =>
      resolveRef<{ schema: Record<string, unknown> }>(contract, { $ref: `#/components/parameters/${name}` })
        .schema;
    expect(param('Page')).toMatchObject({ minimum: 1, default: 1 });
    expect(param('PageSize')).toMatchObject({ minimum: 1, maximum: 100, default: 12 });
    expect(param('AdminLimit')).toMatchObject({ default: 10 });
    const query = (id: string, name: string) =>
      (byCall.get(id)!.parameters ?? [])
        .map((p) => resolveRef<{ name: string; schema: Record<string, unknown> }>(contract, p))
        .find((p) => p.name === name)!.schema;
    expect(query('GET /api/admin/dashboard/lowStockProducts', 'threshold')).toMatchObject({ default: 5 });
    expect(query('GET /api/admin/dashboard/topProducts', 'limit')).toMatchObject({ default: 5 });
  });

  it('uses multipart bodies with the spec field names', () => {
    const fields = (call: string) =>
      Object.keys(
        resolveRef<{ properties: Record<string, unknown> }>(
          contract,
          (byCall.get(call)!.requestBody as { content: Record<string, { schema: unknown }> }).content[
            'multipart/form-data'
          ].schema,
        ).properties,
      );
    expect(fields('POST /api/admin/addProduct')).toEqual(
      expect.arrayContaining([
        'name',
        'sku',
        'description',
        'price',
        'previousPrice',
        'stock',
        'mainImage',
        'images',
        'tags',
      ]),
    );
    expect(fields('POST /api/admin/addVariants')).toEqual(
      expect.arrayContaining(['productId', 'color', 'sku', 'sizes', 'imageUrl', 'variantImages']),
    );
    expect(fields('PUT /api/admin/product/{id}')).toEqual(
      expect.arrayContaining([
        'name',
        'description',
        'price',
        'previousPrice',
        'isActive',
        'tags',
        'variants',
        'mainImage',
        'images',
      ]),
    );
    expect(fields('POST /api/admin/addCategory')).toEqual(
      expect.arrayContaining(['name', 'type', 'description', 'image', 'tagNames']),
    );
  });
});
