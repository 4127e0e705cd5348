/** The login form on the contract's `loginBody`; the texts a shopper-facing admin reads on failure. */
import { z } from 'zod';
import { loginBody, verifySignInCodeBody } from '../../../../generated/zod/auth/auth.zod';
import { ApiError } from '../../../shared/api-fetch';
import { latinDigits } from '../../../shared/digits';
import { login as t } from '../../i18n/login';

export const loginFormSchema = loginBody;
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/**
 * docs/product.md#login: a refused login alerts "Invalid credentials" — one message whatever was wrong, so nobody learns
 * which usernames exist. Two cases say more because the admin can act on them: the server's throttle (429)
 * tells when to try again, and a network failure is not a wrong password.
 */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429 && error.message.trim()) return error.message;
    if (error.status === 0 && error.message.trim()) return error.message;
  }
  return t.invalidCredentials;
}

/**
 * The second step's one field, the contract's `code`. A pasted code may bring spaces around it, and an SMS
 * autofill or an input method may write Arabic-Indic digits the typing listener never saw (src/shared/digits.ts).
 */
export const codeFormSchema = z.object({
  code: z
    .string()
    .transform((code) => latinDigits(code).trim())
    .pipe(verifySignInCodeBody.shape.code),
});
export type CodeFormInput = z.input<typeof codeFormSchema>;
export type CodeFormValues = z.output<typeof codeFormSchema>;

/**
 * What a refused code means (decision 32). Here the server's own sentence is shown, whatever the status: the
 * password is already proven, so a wrong code (401) gives nothing away, and the server writes it in the page's
 * language. `ended` (410: too slow, or too many wrong codes) sends the admin back to her password.
 */
export function codeFailure(error: unknown): { message: string; ended: boolean } {
  const ended = error instanceof ApiError && error.status === 410;
  const own = error instanceof ApiError ? error.message.trim() : '';
  return { message: own || (ended ? t.signInEnded : t.codeFailed), ended };
}
