import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  apiFetchCounted,
  retryAfterSeconds,
  setApiBaseUrl,
  setApiTransport,
  setRequestLanguage,
} from './api-fetch';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The module's state is shared with the other files of a worker (a page rendered on the server sets the
// language it asks in): each test starts from none.
const reset = () => {
  setApiBaseUrl('');
  setRequestLanguage(undefined);
  setApiTransport(undefined);
};
beforeEach(reset);
afterEach(() => {
  vi.unstubAllGlobals();
  reset();
});

describe('apiFetch', () => {
  it('sends cookies to the base URL and returns the JSON body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { products: [] }));
    vi.stubGlobal('fetch', fetchMock);
    setApiBaseUrl('http://shop.test/');
    await expect(apiFetch('/api/products?page=2', { method: 'GET' })).resolves.toEqual({ products: [] });
    expect(fetchMock).toHaveBeenCalledWith('http://shop.test/api/products?page=2', {
      method: 'GET',
      credentials: 'include',
    });
  });

  it("sends the page's language as Accept-Language, beside the call's own headers", async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    setRequestLanguage('ar');
    await apiFetch('/api/customer/couponsApply', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    const headers = new Headers((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers);
    expect(headers.get('accept-language')).toBe('ar');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it("throws an ApiError with the server's error sentence, details and status", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        json(422, {
          error: 'This coupon has expired',
          details: [{ field: 'couponCode', message: 'This coupon has expired' }],
        }),
      ),
    );
    const error = await apiFetch('/api/customer/couponsApply', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'This coupon has expired',
      status: 422,
      details: [{ field: 'couponCode' }],
    });
  });

  it('falls back to the status text when the body has no error field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('oops', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(apiFetch('/api/products')).rejects.toMatchObject({ message: 'Bad Gateway', status: 502 });
  });

  it('reports a network failure as status 0 with a readable message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    await expect(apiFetch('/api/products')).rejects.toMatchObject({
      status: 0,
      message: expect.stringContaining('Network error'),
    });
  });

  it("keeps a refusal's Retry-After, so a screen can say how long to wait", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ error: 'Too many attempts.' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '600' },
        }),
      ),
    );
    await expect(apiFetch('/api/customer/orders/track')).rejects.toMatchObject({
      status: 429,
      retryAfter: 600,
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(404, { error: 'Order not found' })));
    await expect(apiFetch('/api/customer/orders/track')).rejects.toMatchObject({ retryAfter: null });
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterSeconds('Mon, 23 Nov 2026 10:05:00 GMT', now)).toBe(300);
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});

describe('apiFetchCounted', () => {
  const counted = (body: unknown, total?: string) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: {
        'content-type': 'application/json',
        ...(total === undefined ? {} : { 'x-total-count': total }),
      },
    });

  it('returns the rows and the total the server tells in X-Total-Count', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(counted([{ id: 1 }, { id: 2 }], '3512')));
    await expect(apiFetchCounted('/api/admin/dashboard/lowStockProducts')).resolves.toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      total: 3512,
    });
  });

  it('counts the rows when the header is missing or not a number (a mock, an older server)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(counted([{ id: 1 }])));
    await expect(apiFetchCounted('/x')).resolves.toEqual({ rows: [{ id: 1 }], total: 1 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(counted([{ id: 1 }, { id: 2 }], 'many')));
    await expect(apiFetchCounted('/x')).resolves.toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2 });
  });

  it('refuses as apiFetch does', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(400, { error: 'Please check the highlighted fields' })),
    );
    await expect(apiFetchCounted('/x')).rejects.toBeInstanceOf(ApiError);
  });
});
