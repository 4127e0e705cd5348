// The client's answer to a 428 (apiFetch): solve a challenge, send the same call once more with X-Altcha.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-fetch';
import { CHALLENGE_EVENT, setChallengeSolver } from './challenge';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const asked = () => json(428, { error: 'We need to check your connection first. Please try again.' });
const CHALLENGE = { parameters: { algorithm: 'SHA-256', keyPrefix: 'ab' }, signature: 'signed' };

afterEach(() => {
  vi.unstubAllGlobals();
  setChallengeSolver(undefined);
});

const headerOf = (call: unknown) => new Headers((call as [string, RequestInit])[1].headers).get('x-altcha');

describe('apiFetch under a challenge', () => {
  it('solves the challenge and sends the same call again with the solution, once', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(asked())
      .mockResolvedValueOnce(json(200, CHALLENGE))
      .mockResolvedValueOnce(json(200, { orderNumber: 'MO-7K3Q9D' }));
    vi.stubGlobal('fetch', fetchMock);
    const seen: boolean[] = [];
    vi.stubGlobal('dispatchEvent', (event: CustomEvent<boolean>) => {
      if (event.type === CHALLENGE_EVENT) seen.push(event.detail);
      return true;
    });
    const solver = vi.fn().mockResolvedValue({ counter: 7, derivedKey: 'ab12' });
    setChallengeSolver(solver);

    const body = JSON.stringify({ orderNumber: 'MO-7K3Q9D', mobileNumber: '01012345678' });
    await expect(apiFetch('/api/customer/orders/track', { method: 'POST', body })).resolves.toEqual({
      orderNumber: 'MO-7K3Q9D',
    });

    expect(solver).toHaveBeenCalledWith(CHALLENGE);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/challenge');
    const retry = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(retry[0]).toBe('/api/customer/orders/track');
    expect(retry[1].body).toBe(body);
    expect(JSON.parse(atob(headerOf(retry)!))).toEqual({
      challenge: CHALLENGE,
      solution: { counter: 7, derivedKey: 'ab12' },
    });
    // "Checking your connection…" shows while solving only.
    expect(seen).toEqual([true, false]);
  });

  it('shows the refusal when the solution is refused too, without a third try', async () => {
    const used = { error: 'This connection check was already used or has expired. Please try again.' };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(asked())
      .mockResolvedValueOnce(json(200, CHALLENGE))
      .mockResolvedValueOnce(json(428, used));
    vi.stubGlobal('fetch', fetchMock);
    setChallengeSolver(async () => ({ counter: 1, derivedKey: 'ab' }));
    const error = await apiFetch('/api/customer/couponsApply', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(428);
    expect((error as ApiError).message).toBe(used.error);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shows the first refusal when no challenge could be solved', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(asked()).mockResolvedValueOnce(json(200, CHALLENGE)),
    );
    setChallengeSolver(async () => null);
    const error = (await apiFetch('/api/admin/login', { method: 'POST' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(428);
    expect(error.message).toBe('We need to check your connection first. Please try again.');
  });
});
