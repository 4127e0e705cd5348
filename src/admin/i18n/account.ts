/**
 * The member's own account (/admin/account, every role's, from the user menu): her password and her sessions. In
 * English here, Arabic in account.ar.ts, typed by this one.
 */
import { useAdminTexts } from './use-admin-texts';

const en = {
  title: 'My account',
  /** Before the member's username. */
  signedInAs: 'Signed in as',
  passwordHeading: 'Change your password',
  passwordIntro: 'You stay signed in here; every other device you are signed in on is signed out.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  repeatPassword: 'New password again',
  passwordHelp: '12 characters or more, not a common password. A sentence is easy to remember.',
  tooShort: 'At least 12 characters',
  notTheSame: 'The two new passwords are not the same',
  required: 'Required',
  changePassword: 'Change password',
  changing: 'Changing…',
  passwordChanged: (ended: number) =>
    ended === 0
      ? 'Password changed.'
      : ended === 1
        ? 'Password changed. 1 other session was signed out.'
        : `Password changed. ${ended} other sessions were signed out.`,
  sessionsHeading: 'Where you are signed in',
  sessionsIntro: 'A session ends after 2 hours without use, and after 12 hours in any case.',
  loading: 'Loading your sessions',
  loadFailed: (why: string) => `Could not load your sessions: ${why}`,
  thisDevice: 'This device',
  unknownBrowser: 'A browser',
  /** "Chrome on Android"; the names are the browser's and the system's own. */
  device: (browser: string, os: string) => (os ? `${browser} on ${os}` : browser),
  signedIn: (when: string) => `Signed in ${when}`,
  lastUsed: (when: string) => `last used ${when}`,
  /** Before the address the session started from. */
  from: 'from',
  signOutOthers: 'Sign out everywhere else',
  noOthers: 'You are signed in on this device only.',
  signedOutOthers: (ended: number) =>
    ended === 1 ? '1 other session was signed out.' : `${ended} other sessions were signed out.`,
  failed: (why: string) => `Could not do it: ${why}`,
};

export type AccountText = typeof en;
export const ACCOUNT_EN = en;

export function useAccountText(): AccountText {
  return useAdminTexts('account', en);
}
