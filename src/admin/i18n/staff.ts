/**
 * The back office's staff screen (/admin/staff, the owner's), in English (the Arabic is in staff.ar.ts, typed by
 * this one). The language is react-admin's locale.
 */
import { useAdminTexts } from './use-admin-texts';

const en = {
  title: 'Staff',
  intro:
    'Invite the people who work with you, each with what her work needs: the link you send sets her password and works once, for 24 hours.',
  /** The roles' names, as a select shows the chosen one. */
  roleNames: {
    owner: 'Owner',
    manager: 'Manager',
    order_desk: 'Order desk',
    packer: 'Packer',
  } as Record<'owner' | 'manager' | 'order_desk' | 'packer', string>,
  /** The roles with what each may do, as the select's choices. */
  roles: {
    owner: 'Owner — everything',
    manager: 'Manager — all but Settings and staff',
    order_desk: 'Order desk — orders and customers, no sales figures',
    packer: 'Packer — orders to ship, slips and courier sheet',
  } as Record<'owner' | 'manager' | 'order_desk' | 'packer', string>,
  username: 'Username',
  usernameHelp: 'Lower-case Latin letters, digits, dots or dashes, e.g.',
  /** A username, Latin in both languages (shown marked as not to translate). */
  usernameExample: 'sara.desk',
  role: 'Role',
  invite: 'Invite',
  invited: 'Invitation made: send her the link below.',
  link: 'Invitation link (shown once)',
  copy: 'Copy the link',
  copied: 'Link copied',
  members: 'Members',
  invitations: 'Open invitations',
  expires: (when: string) => `Expires ${when}`,
  noInvitations: 'No open invitations.',
  status: 'Status',
  active: 'Active',
  suspendedLabel: 'Suspended',
  suspend: 'Suspend',
  restore: 'Restore',
  remove: 'Remove',
  removeMember: (name: string) => `Remove ${name}`,
  roleOf: (name: string) => `Role of ${name}`,
  confirmRemove: 'Remove this member? Her sessions end now; the orders keep her name.',
  saved: 'Saved',
  failed: (why: string) => `Could not save: ${why}`,
  // Two-step sign-in (docs/decisions/0032-two-step-sign-in.md).
  twoStepHeading: 'Two-step sign-in',
  requireTwoStep: 'Require two-step sign-in for everyone',
  requireTwoStepHelp:
    'Each member then signs in with her password and a code from her phone. One who has not set it up can do nothing else until she has.',
  twoStep: 'Two-step',
  twoStepOn: 'On',
  twoStepOff: 'Off',
  resetTwoStep: 'Reset two-step sign-in',
  resetTwoStepOf: (name: string) => `Reset two-step sign-in of ${name}`,
  confirmResetTitle: (name: string) => `Reset the two-step sign-in of ${name}?`,
  confirmReset:
    'Her authenticator and recovery codes stop working and she is signed out. She sets it up again at her next sign-in.',
  reset: 'Reset',
};

export type StaffText = typeof en;
export const STAFF_EN = en;

export function useStaffText(): StaffText {
  return useAdminTexts('staff', en);
}
