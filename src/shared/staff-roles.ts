/**
 * The staff roles (the contract's AdminRole; tests/contract/staff-roles.test.ts keeps the two lists equal) and
 * what a role may do beyond the operations it may call (each admin operation's `x-roles`, which the server checks
 * for every call): the status changes. A packer marks orders shipped and nothing else (no cancelling, no sending
 * an order back to pending); every other role may set any status. The back office offers only these.
 * Roles and the reasons for them: docs/decisions/0030-staff-roles.md.
 */
export const STAFF_ROLES = ['owner', 'manager', 'order_desk', 'packer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

type Status = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export const PACKER_STATUSES: readonly Status[] = ['shipped'];

export function mayMoveOrderTo(role: StaffRole, status: Status): boolean {
  return role !== 'packer' || PACKER_STATUSES.includes(status);
}
