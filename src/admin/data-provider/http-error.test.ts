import { HttpError, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-fetch';
import { toHttpError, withHttpErrors } from './http-error';

describe('toHttpError', () => {
  it('keeps the server message, status and body of an ApiError', () => {
    const body = { error: 'Coupon code already exists', details: [] };
    const error = toHttpError(new ApiError('Coupon code already exists', 409, [], body));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Coupon code already exists', status: 409, body });
  });

  it('leaves AbortErrors alone so cancelled queries stay quiet', () => {
    const abort = new DOMException('Aborted', 'AbortError');
    expect(toHttpError(abort)).toBe(abort);
  });

  it('wraps any other error without a status', () => {
    expect(toHttpError(new Error('boom'))).toMatchObject({ message: 'boom', status: 0 });
  });
});

describe('withHttpErrors', () => {
  it('maps a failing method and passes results through', async () => {
    const provider = withHttpErrors({
      getOne: async () => ({ data: { id: 1 } }),
      delete: async () => {
        throw new ApiError('Not found', 404);
      },
    } as unknown as DataProvider);
    await expect(provider.getOne('x', { id: 1 })).resolves.toEqual({ data: { id: 1 } });
    await expect(provider.delete('x', { id: 1 })).rejects.toMatchObject({
      message: 'Not found',
      status: 404,
    });
  });
});
