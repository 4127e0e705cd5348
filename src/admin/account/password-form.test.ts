import { describe, expect, it } from 'vitest';
import { passwordFormSchema } from './password-form';

const issues = (values: Record<string, string | null>) => {
  const result = passwordFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the password form', () => {
  it('sends the current and the new password, not the repetition, untrimmed', () => {
    expect(
      passwordFormSchema.parse({
        currentPassword: ' my old one ',
        newPassword: 'a new sentence of mine ',
        repeatPassword: 'a new sentence of mine ',
      }),
    ).toEqual({ currentPassword: ' my old one ', newPassword: 'a new sentence of mine ' });
  });

  it('asks for the current password, 12 characters, and the same new password twice', () => {
    expect(issues({ currentPassword: null, newPassword: 'short', repeatPassword: 'short' })).toEqual({
      currentPassword: 'Required',
      newPassword: 'At least 12 characters',
    });
    expect(
      issues({
        currentPassword: 'x',
        newPassword: 'long enough password',
        repeatPassword: 'long enough passw0rd',
      }),
    ).toEqual({ repeatPassword: 'The two new passwords are not the same' });
  });

  it('counts characters, not UTF-16 units: 12 Arabic letters are enough, 11 emoji are not', () => {
    expect(
      issues({ currentPassword: 'x', newPassword: 'كلمةمرورطويل', repeatPassword: 'كلمةمرورطويل' }),
    ).toEqual({});
    const emoji = '🌸'.repeat(11);
    expect(issues({ currentPassword: 'x', newPassword: emoji, repeatPassword: emoji })).toEqual({
      newPassword: 'At least 12 characters',
    });
  });
});
