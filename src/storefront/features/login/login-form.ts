/** The login form on the contract's `loginBody`; the texts a shopper-facing admin reads on failure. */
import { z } from 'zod';
import { loginBody } from '../../../../generated/zod/auth/auth.zod';
import { ApiError } from '../../../shared/api-fetch';
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
