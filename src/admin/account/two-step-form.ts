/**
 * The two-step sign-in forms' checks (two-step-card.tsx), in the back office's language, on the contract's bodies:
 * the current password to start a setup, the app's six digits to turn it on, and the password with a code (or a
 * recovery code) to turn it off. Passwords are not trimmed (a space is a character); a code loses its spaces (the
 * apps show "123 456") and its Arabic-Indic digits are read as Latin. The server says whether they are right, on
 * their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { z } from 'zod';
import {
  confirmTwoStepBody,
  disableTwoStepBody,
  startTwoStepSetupBody,
} from '../../../generated/zod/auth/auth.zod';
import { latinDigits } from '../../shared/digits';
import { fieldMessages, text } from '../form-rules';
import { ACCOUNT_EN, useAccountText, type AccountText } from '../i18n/account';
import { FORMS_EN, useFormsText, type FormsText } from '../i18n/forms';

/** The fields of each form, for the server's sentences on them. */
export const SETUP_FIELDS = ['currentPassword'] as const;
export const CONFIRM_FIELDS = ['code'] as const;
export const OFF_FIELDS = ['currentPassword', 'code'] as const;

type Texts = Pick<AccountText, 'required' | 'codeRequired' | 'codeSixDigits'>;

const password = (required: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value ?? '')
    .pipe(z.string().min(1, required));

const code = () => text().transform((value) => latinDigits(value).replace(/\s+/g, ''));

export function twoStepForms(t: Texts, forms: Pick<FormsText, 'atMost'>) {
  // A text over the contract's limit says the limit; every other sentence is the rule's own.
  const messages = fieldMessages({}, forms);
  const setup = z.object({
    currentPassword: password(t.required).pipe(startTwoStepSetupBody.shape.currentPassword),
  });
  const confirm = z.object({
    code: code()
      .pipe(z.string().regex(/^\d{6}$/, t.codeSixDigits))
      .pipe(confirmTwoStepBody.shape.code),
  });
  const off = z.object({
    currentPassword: password(t.required).pipe(disableTwoStepBody.shape.currentPassword),
    code: code().pipe(z.string().min(1, t.codeRequired)).pipe(disableTwoStepBody.shape.code),
  });
  return {
    setup: { schema: setup, resolver: zodResolver(setup, messages) },
    confirm: { schema: confirm, resolver: zodResolver(confirm, messages) },
    off: { schema: off, resolver: zodResolver(off, messages) },
  };
}

/** The English build, for the tests. */
export const twoStepFormsEn = twoStepForms(ACCOUNT_EN, FORMS_EN);

export function useTwoStepForms() {
  const t = useAccountText();
  const forms = useFormsText();
  return useMemo(() => twoStepForms(t, forms), [t, forms]);
}
