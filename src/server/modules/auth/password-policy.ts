// What an admin password must be (README "Security"): at least 12 characters, and not one of the common
// passwords of zxcvbn-ts's maintained list (leaked-password corpora), compared case-insensitively.
import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../../shared/admin-password';

let common: Set<string> | undefined;

/** Why `password` may not be an admin password, or undefined when it may. */
export function adminPasswordProblem(password: string): string | undefined {
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH)
    return `must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`;
  common ??= new Set(dictionary['passwords-common']);
  if (common.has(password.toLowerCase()))
    return 'is one of the most common passwords (attackers try these first): choose another';
  return undefined;
}
