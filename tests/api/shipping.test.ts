// Shipping: the shopper's city list and fee, and the admin's fee table in ra-data-simple-rest's conventions.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shippingCities } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { makeCities } from './helpers/catalogue';

const api = useTestApp({
  seed: async (db) => {
    await makeCities(db, [
      ['Giza', 60],
      ['Cairo', 50],
      ['Red Sea', 110],
      ['Alexandria', 70],
    ]);
  },
});

describe('listCities and getShippingPrice', () => {
  it('lists the governorates by name, alphabetically (the fee is the price call)', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/shipping/cities' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['Alexandria', 'Cairo', 'Giza', 'Red Sea']);
  });

  it('gives the fee to one city, any case, and 404 for a city it does not know', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/shipping/price/red%20sea' })).json()).toEqual({
      city: 'Red Sea',
      shippingPrice: 110,
    });
    const res = await api.app.inject({ method: 'GET', url: '/api/shipping/price/Atlantis' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'We do not deliver to Atlantis' });
  });
});

describe('listShippingPrices (admin)', () => {
  it('sorts, pages and filters, with the Content-Range header', async () => {
    const res = await api.asAdmin({
      method: 'GET',
      url: `/api/admin/shipping?sort=${encodeURIComponent('["shippingPrice","DESC"]')}&range=${encodeURIComponent('[0,1]')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('shipping 0-1/4');
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(['Red Sea', 'Alexandria']);
    const filtered = await api.asAdmin({
      method: 'GET',
      url: `/api/admin/shipping?filter=${encodeURIComponent('{"q":"gi"}')}`,
    });
    expect(filtered.json()).toEqual([{ id: 1, name: 'Giza', shippingPrice: 60 }]);
    expect(filtered.headers['content-range']).toBe('shipping 0-0/1');
    const many = await api.asAdmin({
      method: 'GET',
      url: `/api/admin/shipping?filter=${encodeURIComponent('{"id":[2,3]}')}`,
    });
    expect(many.json().map((c: { id: number }) => c.id)).toEqual([2, 3]);
  });

  it('refuses sort, range or filter that are not what ra-data-simple-rest sends', async () => {
    for (const query of [
      'sort=name',
      `range=${encodeURIComponent('[3,1]')}`,
      `filter=${encodeURIComponent('{"password":1}')}`,
    ]) {
      const res = await api.asAdmin({ method: 'GET', url: `/api/admin/shipping?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });
});

describe('getShippingCity and updateShippingPrice (admin)', () => {
  it('reads and changes one fee; the shopper sees it at once', async () => {
    expect((await api.asAdmin({ method: 'GET', url: '/api/admin/shipping/1' })).json()).toEqual({
      id: 1,
      name: 'Giza',
      shippingPrice: 60,
    });
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/shipping/price/Giza' })).json().shippingPrice,
    ).toBe(60);
    const res = await api.asAdmin({
      method: 'PUT',
      url: '/api/admin/shipping/1',
      payload: { shippingPrice: 65.5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, name: 'Giza', shippingPrice: 65.5 });
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/shipping/price/Giza' })).json().shippingPrice,
    ).toBe(65.5);
  });

  it('refuses negative, text, three-decimal or extra fields (400) and unknown ids (404), changing nothing', async () => {
    for (const payload of [
      { shippingPrice: -1 },
      { shippingPrice: '60' },
      { shippingPrice: 60.005 },
      { shippingPrice: 60, name: 'Cairo' },
      {},
      { shippingPrice: 10001 },
    ]) {
      const res = await api.asAdmin({ method: 'PUT', url: '/api/admin/shipping/1', payload });
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json().details[0].field).toMatch(/shippingPrice|name/);
    }
    const unknown = await api.asAdmin({
      method: 'PUT',
      url: '/api/admin/shipping/99',
      payload: { shippingPrice: 10 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'City not found' });
    expect((await api.asAdmin({ method: 'GET', url: '/api/admin/shipping/99' })).statusCode).toBe(404);
    const [giza] = await api.db.select().from(shippingCities).where(eq(shippingCities.id, 1));
    expect(giza.pricePiastres).toBe(6000);
  });
});
