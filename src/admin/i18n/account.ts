/**
 * The member's own account (/admin/account, every role's, from the user menu): her password, her two-step sign-in
 * and her sessions. In English here, Arabic in account.ar.ts, typed by this one.
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
  // Two-step sign-in (account/two-step-card.tsx).
  twoStepHeading: 'Two-step sign-in',
  twoStepWhy:
    'A code from an app on your phone, asked at every sign-in, keeps the shop safe even if your password leaks.',
  /** Above the page while the owner requires it and the member has not set it up. */
  requiredBanner: "The shop's owner requires two-step sign-in. Set it up to continue.",
  setUp: 'Set up',
  setupPassword: 'Type your password to start.',
  next: 'Continue',
  cancel: 'Cancel',
  /** The app's name is shown as written (not translated). */
  scan: (app: string) => `Scan this QR code with an authenticator app on your phone, such as ${app}.`,
  qrAlt: 'QR code to scan with your authenticator app',
  /** On a phone, instead of scanning: the otpauth address opens the authenticator app. */
  openInApp: 'Add to the app on this phone',
  typeKey: 'Cannot scan it? Add an account in the app and type this key:',
  key: 'Key',
  copyKey: 'Copy the key',
  keyCopied: 'Key copied',
  code: 'Code from the app',
  codeHelp: 'The 6 digits the app shows now.',
  codeSixDigits: 'Type the 6 digits the app shows',
  codeRequired: 'Type a code',
  turnOn: 'Turn on',
  turnedOn: (ended: number) =>
    ended === 0
      ? 'Two-step sign-in is on.'
      : ended === 1
        ? 'Two-step sign-in is on. 1 other session was signed out.'
        : `Two-step sign-in is on. ${ended} other sessions were signed out.`,
  recoveryHeading: 'Your recovery codes',
  recoveryWarning:
    'Save these codes now: they are shown only this once. If you lose your phone, each code signs you in once instead of a code from the app.',
  copyCodes: 'Copy',
  codesCopied: 'Recovery codes copied',
  downloadCodes: 'Download',
  /** The downloaded file's first lines, above the codes. */
  codesFile: (username: string) =>
    `Morph back office: recovery codes of ${username}\nEach code signs you in once, instead of a code from the app.\n`,
  done: 'Done',
  isOn: 'Two-step sign-in is on.',
  ownerKeepsIt: 'As an owner, your two-step sign-in stays on.',
  requiredKeepsIt: "The shop's owner requires it of everyone, so it stays on.",
  turnOff: 'Turn off',
  turnOffIntro: 'Type your password and a code from the app, or a recovery code.',
  codeOrRecovery: 'Code from the app, or a recovery code',
  turnedOff: 'Two-step sign-in is off.',
};

export type AccountText = typeof en;
export const ACCOUNT_EN = en;

export function useAccountText(): AccountText {
  return useAdminTexts('account', en);
}
