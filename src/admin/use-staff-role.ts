/**
 * The signed-in member's role in components (react-admin's usePermissions over the auth provider's one session
 * check) and what it may call (./access.ts). Without a role to tell (an auth provider that has none, as in most
 * component tests) everything shows: the server decides.
 */
import { usePermissions } from 'react-admin';
import type { AdminRole } from '../../generated/models';
import type { SecuredOperationId } from '../../generated/roles/operation-roles';
import { mayCall } from './access';

export function useStaffRole(): AdminRole | undefined {
  return usePermissions<AdminRole | undefined>().permissions;
}

/** True when the member's role may make `operation` (or when no role is known). */
export function useMayCall(operation: SecuredOperationId): boolean {
  const role = useStaffRole();
  return role === undefined || mayCall(role, operation);
}
