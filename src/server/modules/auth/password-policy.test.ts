import { describe, expect, it } from 'vitest';
import { adminPasswordProblem } from './password-policy';

describe('adminPasswordProblem', () => {
  it('refuses a password under 12 characters', () => {
    expect(adminPasswordProblem('12345678')).toBe('must be at least 12 characters');
    expect(adminPasswordProblem('Abcdefgh-10')).toMatch(/at least 12/);
  });

  it('refuses a long password from the common-password list, whatever its case', () => {
    expect(adminPasswordProblem('123456789012')).toMatch(/most common passwords/);
    expect(adminPasswordProblem('administrator')).toMatch(/most common/);
    expect(adminPasswordProblem('Qwerty123456')).toMatch(/most common/);
  });

  it('accepts a long uncommon passphrase, and the ones the tests and journeys use', () => {
    expect(adminPasswordProblem('correct horse battery staple')).toBeUndefined();
    expect(adminPasswordProblem('e2e-Admin-Passw0rd!')).toBeUndefined();
    expect(adminPasswordProblem('lighthouse-Admin-Passw0rd!')).toBeUndefined();
  });
});
