import { localized } from './language';
/** Admin login texts (docs/product.md#login), the second step's too (decision 32). */
export const login = localized('login', {
  title: 'Admin Login',
  username: 'Username',
  password: 'Password',
  usernameRequired: 'Enter your username.',
  passwordRequired: 'Enter your password.',
  submit: 'Login',
  submitting: 'Signing in…',
  invalidCredentials: 'Invalid credentials',
  backToShop: 'Back to the shop',
  codeTitle: 'Two-step sign-in',
  codeHelp: 'Enter the 6-digit code from your authenticator app.',
  code: 'Code',
  recoveryCode: 'Recovery code',
  recoveryHelp: 'Enter one of the recovery codes you saved when you set up two-step sign-in.',
  codeRequired: 'Enter the code.',
  verify: 'Verify',
  verifying: 'Checking…',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use the code from my app',
  startAgain: 'Start again',
  // Only when the server's answer carries no sentence of its own (it normally does, in the page's language).
  codeFailed: 'The code could not be checked. Try again.',
  signInEnded: 'Your sign-in took too long. Enter your password again.',
} as const);
