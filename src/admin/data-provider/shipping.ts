/**
 * The "shipping" resource: Egypt's 27 governorates and their fees at /api/admin/shipping, whose endpoints
 * follow ra-data-simple-rest's conventions (docs/architecture.md#the-apps): `?sort=&range=&filter=` with a Content-Range
 * total, GET/PUT /api/admin/shipping/{id}. Only the fee changes, so update sends `{shippingPrice}` alone
 * (the server accepts only the fields the contract names).
 */
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { getApiBaseUrl, withLanguage } from '../../shared/api-fetch';
import { withHttpErrors } from './http-error';

/**
 * simple-rest's HTTP client on the same terms as apiFetch: the configured API base, the session cookie, and
 * the server's `error` sentence as the message (fetchJson alone would read a `message` field).
 */
export const httpClient: typeof fetchUtils.fetchJson = async (url, options = {}) => {
  try {
    return await fetchUtils.fetchJson(
      `${getApiBaseUrl()}${url}`,
      withLanguage({ ...options, credentials: 'include' }) as typeof options,
    );
  } catch (error) {
    if (error instanceof HttpError && error.body && typeof error.body.error === 'string') {
      throw new HttpError(error.body.error, error.status, error.body);
    }
    throw error;
  }
};

const simpleRest = simpleRestProvider('/api/admin', httpClient);

const unsupported = (method: string) => () =>
  Promise.reject(new Error(`shipping: ${method} is not supported (the 27 governorates are fixed)`));

export const shippingDataProvider: DataProvider = withHttpErrors({
  ...simpleRest,
  update: async (resource, params) => {
    const shippingPrice = Number((params.data as { shippingPrice: unknown }).shippingPrice);
    const { data } = await simpleRest.update(resource, { ...params, data: { shippingPrice } });
    // Keyed by the id asked for: the cache entry updated is that governorate's (the mock answers one example for any id).
    return { data: { ...data, id: params.id } };
  },
  create: unsupported('create'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
  updateMany: unsupported('updateMany'),
} as DataProvider);
