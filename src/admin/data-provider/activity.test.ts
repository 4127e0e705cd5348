import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getListActivityResponseMock } from '../../../generated/api/activity/activity.msw';
import { json, stubFetch } from '../test-support/stub-fetch';
import { activityDataProvider, toListActivityParams } from './activity';

afterEach(() => vi.unstubAllGlobals());

const list = (filter: Record<string, unknown>, page = 1, perPage = 25) =>
  activityDataProvider.getList('activity', {
    pagination: { page, perPage },
    sort: { field: 'id', order: 'ASC' },
    filter,
  });

const query = (url: string) => {
  const parsed = new URL(url);
  return { path: parsed.pathname, params: Object.fromEntries(parsed.searchParams) };
};

describe('activityDataProvider.getList', () => {
  it('asks listActivity for the page with its size and filters, and keeps the entries and the total', async () => {
    const page = getListActivityResponseMock();
    const { requests } = stubFetch(json({ ...page, total: 812 }));
    const result = await list(
      {
        adminId: 3,
        subject: 'products',
        subjectId: ' 12 ',
        startDate: '2026-11-01',
        endDate: '2026-11-24',
      },
      2,
      50,
    );
    expect(requests[0].method).toBe('GET');
    expect(query(requests[0].url)).toEqual({
      path: '/api/admin/activity',
      params: {
        page: '2',
        limit: '50',
        adminId: '3',
        subject: 'products',
        subjectId: '12',
        startDate: '2026-11-01',
        endDate: '2026-11-24',
      },
    });
    expect(result.total).toBe(812);
    expect(result.data.map((entry) => entry.id)).toEqual([812, 811]);
    expect(result.data[0]).toEqual(page.entries[0]);
  });

  it('leaves out empty filters, an unknown subject and a member id that is not one; no sort is sent', async () => {
    const { requests } = stubFetch(json(getListActivityResponseMock()));
    await list({ adminId: '', subject: 'everything', subjectId: '  ', startDate: '', q: 'x' });
    expect(query(requests[0].url).params).toEqual({ page: '1', limit: '25' });
  });

  it('reads a member id from the URL as a number and keeps the limit within the contract (1 to 100)', () => {
    expect(toListActivityParams({ pagination: { page: 0, perPage: 500 }, filter: { adminId: '4' } })).toEqual(
      {
        page: 1,
        limit: 100,
        adminId: 4,
      },
    );
    expect(
      toListActivityParams({ pagination: { page: 3, perPage: 0 }, filter: { adminId: 'mona' } }),
    ).toEqual({
      page: 3,
      limit: 1,
    });
  });

  it("turns the server's refusal into an HttpError with its sentence (a manager is answered 403)", async () => {
    stubFetch(json({ error: 'Your role does not allow this' }, 403));
    const failure = await list({}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 403, message: 'Your role does not allow this' });
  });

  it('is only read', async () => {
    await expect(activityDataProvider.delete('activity', { id: 1 })).rejects.toThrow(/only read/);
  });
});
