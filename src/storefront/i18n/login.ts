import { localized } from './language';
/** Admin login texts (docs/product.md#login). */
export const login = localized('login', {
  title: 'Admin Login',
  documentTitle: 'Admin Login — Morph',
  username: 'Username',
  password: 'Password',
  usernameRequired: 'Enter your username.',
  passwordRequired: 'Enter your password.',
  submit: 'Login',
  submitting: 'Signing in…',
  invalidCredentials: 'Invalid credentials',
  backToShop: 'Back to the shop',
} as const);
