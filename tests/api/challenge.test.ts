// The proof-of-work challenge (modules/challenge): asked of createOrder, trackOrder, applyCoupon and login only
// past a soft count (or a shop-wide surge, or CHALLENGE=always), answered by solving GET /api/challenge and
// sending the call again with X-Altcha; a solution works once, on any instance, until it expires.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig, type ChallengeConfig, type Config } from '../../src/server/config';
import { encodePayload } from '../../src/server/modules/challenge';
import { createTestDatabase } from './helpers/database';
import { ADMIN, useTestApp } from './helpers/app';
import { orderBody, seedShop, type Shop } from './customer-fixtures';

const defaults = loadConfig({}).challenge;
const challengeConfig = (overrides: Partial<ChallengeConfig> = {}): ChallengeConfig => ({
  ...defaults,
  mode: 'suspicion',
  // The easiest work, so a test solves in milliseconds.
  work: 10,
  ...overrides,
});

const api = useTestApp({ config: { challenge: challengeConfig() } });
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
});
afterEach(() => {
  vi.useRealTimers();
});

const NEEDED = 'We need to check your connection first. Please try again.';
const USED = 'This connection check was already used or has expired. Please try again.';
const NEEDED_AR = 'لازم نتأكد من اتصالك الأول. من فضلك حاولي مرة أخرى.';
const USED_AR = 'انتهت صلاحية التحقق من الاتصال أو تم استخدامه من قبل. من فضلك حاولي مرة أخرى.';
const refusal = (message: string) => ({ error: message, details: [{ field: 'X-Altcha', message }] });

async function getChallenge(app: FastifyInstance = api.app): Promise<Challenge> {
  const res = await app.inject({ method: 'GET', url: '/api/challenge' });
  expect(res.statusCode).toBe(200);
  return res.json<Challenge>();
}

/** What the storefront does after a 428: fetch a challenge, solve it, and send X-Altcha. */
async function solved(app: FastifyInstance = api.app): Promise<string> {
  const challenge = await getChallenge(app);
  const solution = await solveChallenge({ challenge, deriveKey });
  return encodePayload({ challenge, solution: solution! });
}

const applyCoupon = (code: string, headers: Record<string, string> = {}, app = api.app) =>
  app.inject({
    method: 'POST',
    url: '/api/customer/couponsApply',
    headers,
    payload: { couponCode: code, items: [{ productId: shop.dress.id, quantity: 1 }] },
  });

const order = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    headers,
    payload: orderBody(shop, overrides),
  } as InjectOptions);

const fresh = (overrides: Partial<ChallengeConfig>) =>
  api.freshApp({ challenge: challengeConfig(overrides) } as Partial<Config>);

describe('under suspicion (the default)', () => {
  it('an ordinary shopper is never asked: coupon, order, tracking and sign-in answer as before', async () => {
    expect((await applyCoupon('SUMMER10')).statusCode).not.toBe(428);
    const placed = await order();
    expect(placed.statusCode).toBe(201);
    const tracked = await api.app.inject({
      method: 'POST',
      url: '/api/customer/orders/track',
      payload: {
        orderNumber: placed.json<{ orderNumber: string }>().orderNumber,
        mobileNumber: '01012345678',
      },
    });
    expect(tracked.statusCode).toBe(200);
    await api.signIn();
  });

  it('asks from the soft count of refused coupon codes, in the shopper language, and changes nothing', async () => {
    const soft = api.config.challenge.couponFailuresPerAddress;
    expect(soft).toBeLessThan(api.config.limits.couponFailuresPerAddress);
    for (let i = 0; i < soft; i++) expect((await applyCoupon(`NOPE${i}`)).statusCode).toBe(422);
    const asked = await applyCoupon('NOPE-AGAIN');
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toEqual(refusal(NEEDED));
    const inArabic = await applyCoupon('NOPE-AGAIN', { 'accept-language': 'ar' });
    expect(inArabic.json()).toEqual(refusal(NEEDED_AR));

    // Solved, the same call goes through once (and is counted by the hard limit as before).
    const header = await solved();
    expect((await applyCoupon('NOPE-AGAIN', { 'x-altcha': header })).statusCode).toBe(422);
    // The same solution again: refused, on every language.
    const replay = await applyCoupon('NOPE-AGAIN', { 'x-altcha': header });
    expect(replay.statusCode).toBe(428);
    expect(replay.json()).toEqual(refusal(USED));
    const replayAr = await applyCoupon('NOPE-AGAIN', { 'x-altcha': header, 'accept-language': 'ar' });
    expect(replayAr.json()).toEqual(refusal(USED_AR));
  });

  it('asks for an order once the mobile number has the soft count of orders this hour', async () => {
    await fresh({ ordersPerMobileHour: 1 });
    expect((await order()).statusCode).toBe(201);
    const asked = await order();
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toEqual(refusal(NEEDED));
    // Another number from the same address is not suspicious yet.
    expect((await order({ mobileNumber: '01123456789' })).statusCode).toBe(201);
    const placed = await order({}, { 'x-altcha': await solved() });
    expect(placed.statusCode).toBe(201);
  });

  it('asks every order during a shop-wide surge', async () => {
    await fresh({ surgeOrdersPerMinute: 2 });
    expect((await order({ mobileNumber: '01011111111' })).statusCode).toBe(201);
    expect((await order({ mobileNumber: '01022222222' })).statusCode).toBe(201);
    expect((await order({ mobileNumber: '01033333333' })).statusCode).toBe(428);
  });

  it('asks tracking after the soft count of failed look-ups, and sign-in after failed passwords', async () => {
    await fresh({ trackFailures: 2, loginFailuresPerAddress: 2 });
    const track = (headers: Record<string, string> = {}) =>
      api.app.inject({
        method: 'POST',
        url: '/api/customer/orders/track',
        headers,
        payload: { orderNumber: 'MO-7K2Q9D', mobileNumber: '01012345678' },
      });
    expect((await track()).statusCode).toBe(404);
    expect((await track()).statusCode).toBe(404);
    expect((await track()).statusCode).toBe(428);
    expect((await track({ 'x-altcha': await solved() })).statusCode).toBe(404);

    await api.signIn();
    const login = (password: string, headers: Record<string, string> = {}) =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers,
        payload: { username: 'admin', password },
      });
    expect((await login('wrong password one')).statusCode).toBe(401);
    expect((await login('wrong password two')).statusCode).toBe(401);
    expect((await login('correct horse battery staple')).statusCode).toBe(428);
    const signedIn = await login('correct horse battery staple', { 'x-altcha': await solved() });
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('solutions', () => {
  it('refuses a forged solution, one for a challenge signed elsewhere, and a header that is no payload', async () => {
    await fresh({ mode: 'always' });
    const challenge = await getChallenge();
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    // The key the secret counter derives is the proof: any other key (a guess) is refused.
    const guess = `${solution.derivedKey.startsWith('0') ? '1' : '0'}${solution.derivedKey.slice(1)}`;
    const wrongKey = encodePayload({ challenge, solution: { ...solution, derivedKey: guess } });
    const easier = encodePayload({
      challenge: { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } },
      solution,
    });
    const { createChallenge } = await import('altcha-lib');
    const foreign = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      hmacSignatureSecret: 'not this shop',
      hmacKeySignatureSecret: 'not this shop either',
    });
    const foreignSolved = encodePayload({
      challenge: foreign,
      solution: (await solveChallenge({ challenge: foreign, deriveKey }))!,
    });
    for (const header of [wrongKey, easier, foreignSolved, 'bm90IGpzb24=', '!!!']) {
      const res = await applyCoupon('SUMMER10', { 'x-altcha': header });
      expect(res.statusCode).toBe(428);
      expect(res.json()).toEqual(refusal(NEEDED));
    }
    // The genuine one still works after all that.
    const ok = encodePayload({ challenge, solution });
    expect((await applyCoupon('SUMMER10', { 'x-altcha': ok })).statusCode).not.toBe(428);
  });

  it('refuses a solution whose challenge expired', async () => {
    await fresh({ mode: 'always', minutes: 5 });
    const header = await solved();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60 * 1000 + 1000 });
    const res = await applyCoupon('SUMMER10', { 'x-altcha': header, 'accept-language': 'ar' });
    expect(res.statusCode).toBe(428);
    expect(res.json()).toEqual(refusal(USED_AR));
  });

  it('a header over the contract length is a 400 before anything', async () => {
    const res = await applyCoupon('SUMMER10', { 'x-altcha': 'a'.repeat(4001) });
    expect(res.statusCode).toBe(400);
  });
});

describe('CHALLENGE=always and off', () => {
  it('always: every call is asked, each solution is good for one call', async () => {
    await fresh({ mode: 'always' });
    for (let i = 0; i < 2; i++) {
      expect((await applyCoupon('SUMMER10')).statusCode).toBe(428);
      expect((await applyCoupon('SUMMER10', { 'x-altcha': await solved() })).statusCode).not.toBe(428);
    }
    expect((await order()).statusCode).toBe(428);
    expect((await order({}, { 'x-altcha': await solved() })).statusCode).toBe(201);
  });

  it('off: nothing is asked, whatever the counts, and there is no challenge to fetch', async () => {
    await fresh({ mode: 'off', couponFailuresPerAddress: 1 });
    for (let i = 0; i < 3; i++) expect((await applyCoupon(`NOPE${i}`)).statusCode).toBe(422);
    const res = await api.app.inject({ method: 'GET', url: '/api/challenge' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No connection check is needed.' });
  });

  it('the challenge answer is never cached', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/challenge' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ parameters: { algorithm: 'SHA-256', data: { level: 1 } } });
  });
});

describe('a sign-in nobody can lock', () => {
  const login = (
    password: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
    username = 'admin',
  ) =>
    api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress,
      headers,
      payload: { username, password },
    });
  /** What the sign-in page does after a 428, from the address that was asked. */
  async function solvedAt(remoteAddress: string): Promise<{ header: string; level: number }> {
    const res = await api.app.inject({ method: 'GET', url: '/api/challenge', remoteAddress });
    const challenge = res.json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    return {
      header: encodePayload({ challenge, solution: solution! }),
      level: challenge.parameters.data!.level as number,
    };
  }
  /** A guess as a patient attacker sends it: with the work done whenever the server asks for it. */
  async function guess(password: string, remoteAddress: string, username = 'admin') {
    const first = await login(password, remoteAddress, {}, username);
    if (first.statusCode !== 428) return { asked: false, statusCode: first.statusCode };
    const { header } = await solvedAt(remoteAddress);
    return {
      asked: true,
      statusCode: (await login(password, remoteAddress, { 'x-altcha': header }, username)).statusCode,
    };
  }

  it("60 wrong passwords from 12 addresses, then the owner's right one from a 13th signs in after one challenge", async () => {
    await api.signIn();
    const hardLimit = api.config.limits.loginFailuresPerAccount;
    let asked = 0;
    for (let a = 0; a < 12; a += 1) {
      for (let i = 0; i < 5; i += 1) {
        const result = await guess(`spread guess ${a}-${i}`, `198.51.100.${a + 1}`);
        // Every guess is checked and refused as a wrong password — none locks the account (429).
        expect(result.statusCode).toBe(401);
        if (result.asked) asked += 1;
      }
    }
    expect(60).toBeGreaterThan(hardLimit);
    // Past the account's soft count, every further guess had to bring the work.
    expect(asked).toBe(60 - api.config.challenge.loginFailuresPerAccount);

    // The owner, on mobile data at an address never seen: asked once, at the easiest level, and signed in.
    const owner = '203.0.113.50';
    expect((await login(ADMIN.password, owner)).statusCode).toBe(428);
    const { header, level } = await solvedAt(owner);
    expect(level).toBe(1);
    const signedIn = await login(ADMIN.password, owner, { 'x-altcha': header });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.some((c) => c.name.endsWith('morph_session'))).toBe(true);
  });

  it('still refuses (429) an address that fails many accounts, work done or not', async () => {
    const address = '198.51.100.77';
    const hardLimit = api.config.limits.loginFailuresPerAddress;
    for (let i = 0; i < hardLimit; i += 1)
      expect((await guess('some password', address, `user${i}`)).statusCode).toBe(401);
    expect((await guess('some password', address, 'one-more')).statusCode).toBe(429);
  });
});

describe('difficulty', () => {
  it('rises with the challenges one address fetched and with its counts past their soft threshold', async () => {
    const level = async (ip = '203.0.113.7') => {
      const res = await api.app.inject({ method: 'GET', url: '/api/challenge', remoteAddress: ip });
      return res.json<Challenge>().parameters.data!.level as number;
    };
    const levels: number[] = [];
    for (let i = 0; i < 11; i++) levels.push(await level());
    expect(levels.slice(0, 5)).toEqual([1, 1, 1, 1, 1]);
    expect(levels[5]).toBe(2);
    expect(levels[10]).toBe(3);
    // Another address starts easy.
    expect(await level('203.0.113.8')).toBe(1);
    // Refused coupon codes far past the soft count make even the first challenge harder.
    const soft = api.config.challenge.couponFailuresPerAddress;
    for (let i = 0; i < soft + 3; i++) {
      await api.app.inject({
        method: 'POST',
        url: '/api/customer/couponsApply',
        remoteAddress: '203.0.113.9',
        headers: i >= soft ? { 'x-altcha': await solved() } : {},
        payload: { couponCode: `NOPE${i}`, items: [{ productId: shop.dress.id, quantity: 1 }] },
      });
    }
    expect(await level('203.0.113.9')).toBeGreaterThan(1);
  });
});

describe('across instances', () => {
  it('a challenge of one instance is solved at another, and used once across both', async () => {
    const database = await createTestDatabase();
    const config: Config = {
      ...loadConfig({}),
      dataDir: api.dataDir,
      logLevel: 'silent',
      challenge: challengeConfig({ mode: 'always' }),
    };
    const apps: FastifyInstance[] = [];
    try {
      shop = await seedShop(database.db);
      for (let i = 0; i < 2; i++) apps.push(await buildApp(config, { database, logger: false }));
      const [one, two] = apps as [FastifyInstance, FastifyInstance];
      const header = await solved(one);
      expect((await applyCoupon('SUMMER10', { 'x-altcha': header }, two)).statusCode).not.toBe(428);
      const replay = await applyCoupon('SUMMER10', { 'x-altcha': header }, one);
      expect(replay.statusCode).toBe(428);
      expect(replay.json()).toEqual(refusal(USED));
    } finally {
      for (const app of apps) await app.close();
      await database.destroy();
    }
  });
});
