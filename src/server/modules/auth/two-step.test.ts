import { describe, expect, it } from 'vitest';
import {
  asTotpCode,
  canonicalRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpCode,
  totpStep,
} from './two-step';

// RFC 6238's SHA-1 test secret ("12345678901234567890" in Base32) and its published codes, cut to six digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it("gives RFC 6238's codes", () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('accepts the step before and after, names the step, and nothing further', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015_000; // 15 s into step 60,000,000
    const step = 60_000_000;
    expect(totpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(totpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(secret, totpCode(secret, now + 60_000), now)).toBeUndefined();
    expect(totpStep(secret, totpCode(secret, now - 60_000), now)).toBeUndefined();
  });

  it('reads six digits with spaces as a code, anything else not', () => {
    expect(asTotpCode(' 123 456 ')).toBe('123456');
    expect(asTotpCode('12345')).toBeUndefined();
    expect(asTotpCode('1234567')).toBeUndefined();
    expect(asTotpCode('K7QF-2M9D-XR4T-8HBN')).toBeUndefined();
  });
});

describe('recovery codes', () => {
  it('are ten different codes of 16 Crockford characters in fours', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      expect(canonicalRecoveryCode(code)).toBe(code.replace(/-/g, ''));
    }
  });

  it('are read whatever the case, spaces and dashes, with O, I and L as the digits they look like', () => {
    expect(canonicalRecoveryCode(' k7qf 2m9d-xr4t-8hbn ')).toBe('K7QF2M9DXR4T8HBN');
    expect(canonicalRecoveryCode('O0IL-0000-0000-0000')).toBe('0011000000000000');
    expect(canonicalRecoveryCode('K7QF-2M9D-XR4T')).toBeUndefined();
    expect(canonicalRecoveryCode('K7QF-2M9D-XR4T-8HBU')).toBeUndefined(); // no U in the alphabet
  });
});
