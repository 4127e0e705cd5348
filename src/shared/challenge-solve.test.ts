// The solver the Web Worker runs, for real: WebCrypto SHA-256 finding the counter of a challenge altcha-lib
// made the way the server makes them, and a solution the server's check accepts.
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { solve } from './challenge-solve';

describe('solve', () => {
  it('finds the secret counter of an easy challenge, and the server verifies it', async () => {
    const secrets = { hmacSignatureSecret: 'signature secret', hmacKeySignatureSecret: 'key secret' };
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 321,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      ...secrets,
    });
    const solution = await solve(challenge);
    expect(solution?.counter).toBe(321);
    const result = await verifySolution({ challenge, solution: solution!, deriveKey, ...secrets });
    expect(result.verified).toBe(true);
  });
});
