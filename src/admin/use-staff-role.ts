/**
 * The signed-in member's role in components (react-admin's usePermissions over the auth provider's one session
 * check) and what it may call (./access.ts). Without a role to tell (an auth provider that has none, as in most
 * component tests) everything shows: the server decides.
 */
import { useGetIdentity, usePermissions } from 'react-admin';
import type { AdminRole, TwoStepStatus } from '../../generated/models';
import type { SecuredOperationId } from '../../generated/roles/operation-roles';
import { mayCall, mustSetUpTwoStep } from './access';

export function useStaffRole(): AdminRole | undefined {
  return usePermissions<AdminRole | undefined>().permissions;
}

/** True when the member's role may make `operation` (or when no role is known). */
export function useMayCall(operation: SecuredOperationId): boolean {
  const role = useStaffRole();
  return role === undefined || mayCall(role, operation);
}

/** Her two-step sign-in as the session check told it (auth-provider.ts's identity); undefined until known. */
export function useTwoStepStatus(): { twoStep: TwoStepStatus | undefined; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  return { twoStep: identity?.twoStep as TwoStepStatus | undefined, isPending };
}

/** True while she must set up two-step sign-in before anything else (../access.ts); undefined until known. */
export function useMustSetUpTwoStep(): boolean | undefined {
  const { twoStep, isPending } = useTwoStepStatus();
  return isPending ? undefined : mustSetUpTwoStep(twoStep);
}
