/**
 * The password form's check (account-page.tsx), in the back office's language: the current password given, the
 * new one long enough and typed twice alike. The server checks the rest (the common passwords, the current one
 * right) and its sentences come back on their fields. Passwords are not trimmed: a space is a character.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { z } from 'zod';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../shared/admin-password';
import { ACCOUNT_EN, useAccountText, type AccountText } from '../i18n/account';

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'repeatPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

const typed = () =>
  z
    .string()
    .nullish()
    .transform((value) => value ?? '');

export function passwordForm(t: Pick<AccountText, 'required' | 'tooShort' | 'notTheSame'>) {
  const schema = z
    .object({
      currentPassword: typed().pipe(z.string().min(1, t.required).max(200)),
      newPassword: typed().pipe(
        z
          .string()
          .refine((value) => [...value].length >= MIN_ADMIN_PASSWORD_LENGTH, t.tooShort)
          .pipe(z.string().max(200)),
      ),
      repeatPassword: typed(),
    })
    .refine((values) => values.newPassword === values.repeatPassword, {
      message: t.notTheSame,
      path: ['repeatPassword'],
    })
    // The request body: the repetition stays in the form.
    .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword }));
  return { schema, resolver: zodResolver(schema) };
}

export const passwordFormSchema = passwordForm(ACCOUNT_EN).schema;

export function usePasswordForm() {
  const t = useAccountText();
  return useMemo(() => passwordForm(t), [t]);
}
