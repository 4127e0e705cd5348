import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test-support/stub-fetch';
import { dataProvider } from './index';

afterEach(() => vi.unstubAllGlobals());

const customer = {
  mobile: '01012345678',
  names: ['Nour El-Sayed'],
  risk: { orders: 1, delivered: 0, cancelled: 0, refused: 0, fake: 0 },
  spend: 0,
  orders: [],
};

describe('customers adapter', () => {
  it('reads a customer by mobile number, keyed by the number asked, the number never in the URL', async () => {
    const { requests } = stubFetch(json(customer));
    const { data } = await dataProvider.getOne('customers', { id: '+201012345678' });
    expect(requests[0].url).toBe('http://localhost/api/admin/customers/lookup');
    expect(requests[0].method).toBe('POST');
    expect(requests[0].body).toEqual({ mobile: '+201012345678' });
    expect(data).toEqual({ ...customer, id: '+201012345678' });
  });

  it("refuses what is not a mobile number before asking, and carries the server's 404", async () => {
    const { requests } = stubFetch(json({ error: 'No orders with this mobile number' }, 404));
    await expect(dataProvider.getOne('customers', { id: '../orders' })).rejects.toBeInstanceOf(HttpError);
    expect(requests).toHaveLength(0);
    await expect(dataProvider.getOne('customers', { id: '01122223333' })).rejects.toMatchObject({
      status: 404,
      message: 'No orders with this mobile number',
    });
  });

  it('has no list: customers are read by number', async () => {
    await expect(
      dataProvider.getList('customers', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow(/read by mobile number/);
  });
});
