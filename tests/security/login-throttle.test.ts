// The attack: 200 concurrent wrong passwords from one address were all checked (failures were read before the
// hash check and written after it), and five wrong passwords from anywhere locked the owner out for 15 minutes.
// Now every attempt is counted in the database before its password is checked, blocking is per account and
// address, and the slower per-account rate does not apply where the owner signs in. Runs on PGlite in npm test
// and on PostgreSQL in npm run test:api:pg, where the 40 guesses are truly parallel.
import { describe, expect, it, vi } from 'vitest';
// The spy must sit on the file the sign-in handler imports, behind the auth module's door.
// eslint-disable-next-line boundaries/entry-point
import * as passwords from '../../src/server/modules/auth/passwords';
import { ADMIN, useTestApp } from '../api/helpers/app';

// Counts the password checks (the Argon2 verifications) the server makes. It needs a module graph of the file's
// own, hence its own project in vitest.config.ts (node-isolated): where the server's modules were already loaded
// by an earlier file, they keep the real module, and the first test's check that some were counted fails.
vi.mock('../../src/server/modules/auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/server/modules/auth/passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const verifications = vi.mocked(passwords.verifyPassword);

const api = useTestApp();

const login = (password: string, remoteAddress: string, username = ADMIN.username) =>
  api.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress,
  });

describe('the sign-in throttle', () => {
  it('checks at most 5 of 40 parallel wrong passwords from one address', async () => {
    await api.signIn(); // creates the admin
    verifications.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`wrong guess ${i}`, '203.0.113.7')),
    );
    const statuses = answers.map((a) => a.statusCode);
    // No more than the limit were checked.
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    for (const a of answers.filter((a) => a.statusCode === 429)) {
      expect(a.json()).toEqual({ error: 'Too many attempts. Please wait a few minutes and try again.' });
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(a.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // More guesses afterwards: still at most 5 checked in all (a refused attempt is not counted, so on
    // PostgreSQL, where all 40 may be counted at once and refused, a few more can be checked until 5 failed).
    for (let i = 0; i < 10; i += 1) await login(`later guess ${i}`, '203.0.113.7');
    // Some were checked by now on either database: the count sees the server's checks (a spy that never
    // reached the sign-in handler would pass every bound above).
    expect(verifications.mock.calls.length).toBeGreaterThan(0);
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(5);
    // Then the right password is refused too, without being checked.
    verifications.mockClear();
    expect((await login(ADMIN.password, '203.0.113.7')).statusCode).toBe(429);
    expect(verifications).not.toHaveBeenCalled();
  });

  it('does not lock the owner out at their own address when someone guesses from another', async () => {
    await api.signIn();
    for (let i = 0; i < 8; i += 1) await login(`guess ${i}`, '198.51.100.20');
    expect((await login(ADMIN.password, '198.51.100.20')).statusCode).toBe(429);
    const owner = await login(ADMIN.password, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
    expect(owner.cookies.some((c) => c.name.endsWith('morph_session'))).toBe(true);
  });

  it('slows guesses spread over many addresses, without blocking the owner where they signed in before', async () => {
    await api.signIn();
    expect((await login(ADMIN.password, '192.0.2.10')).statusCode).toBe(200); // the owner's usual address
    // 12 addresses × 5 guesses = 60 failures within the hour: over the per-account 50.
    for (let a = 0; a < 12; a += 1) {
      await Promise.all(
        Array.from({ length: 5 }, (_, i) => login(`spread ${a}-${i}`, `198.51.100.${a + 1}`)),
      );
    }
    // A 13th address is refused before its password is checked...
    verifications.mockClear();
    expect((await login('yet another guess', '198.51.100.99')).statusCode).toBe(429);
    expect(verifications).not.toHaveBeenCalled();
    // ...while the owner signs in where they always do.
    expect((await login(ADMIN.password, '192.0.2.10')).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    await api.signIn();
    const wrong = await login('not the password', '192.0.2.44');
    const unknown = await login('not the password', '192.0.2.44', 'nobody');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
  });
});
