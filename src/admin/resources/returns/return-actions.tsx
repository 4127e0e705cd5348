/**
 * A request's actions, shown by its status (return-words.ts's `stepsFor`) and by the member's role (the
 * contract's x-roles of each step's call, ../../access.ts): Approve, Refuse, Schedule or move the pickup, Mark
 * picked up, Receive, Record refund, Cancel request. Marking picked up and cancelling ask first; the others open
 * their dialog. A packer thus sees Mark picked up and Receive, never Approve or Record refund.
 */
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EventIcon from '@mui/icons-material/Event';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Button, Stack } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Confirm } from 'react-admin';
import type { ReturnRecord, ReturnStep } from '../../data-provider/returns';
import { mayCall } from '../../access';
import { useReturnsText } from '../../i18n/returns';
import { useStaffRole } from '../../use-staff-role';
import { lazyComponent } from '../../components/deferred';
import { stepsFor } from './return-words';
import { useReturnStep } from './use-return-step';

// The dialogs check their forms with the contract's zod schemas: they load with their own chunk when opened.
const ApproveDialog = lazyComponent(() => import('./approve-dialog').then((m) => m.ApproveDialog));
const PickupDialog = lazyComponent(() => import('./pickup-dialog').then((m) => m.PickupDialog));
const ReceiveDialog = lazyComponent(() => import('./receive-dialog').then((m) => m.ReceiveDialog));
const RefundDialog = lazyComponent(() => import('./refund-dialog').then((m) => m.RefundDialog));
const RefuseDialog = lazyComponent(() => import('./refuse-dialog').then((m) => m.RefuseDialog));

/** The steps this member may take on this request now (a step's name is its call's operationId). */
export function useAllowedSteps(request: ReturnRecord): ReturnStep[] {
  const role = useStaffRole();
  return stepsFor(request).filter((step) => role === undefined || mayCall(role, step));
}

const ICONS: Record<ReturnStep, ReactElement> = {
  approveReturn: <CheckIcon />,
  refuseReturn: <CloseIcon />,
  scheduleReturnPickup: <EventIcon />,
  markReturnPickedUp: <LocalShippingIcon />,
  receiveReturn: <InventoryIcon />,
  refundReturn: <PaymentsIcon />,
  cancelReturn: <BlockIcon />,
};

export function ReturnActions({ request }: { request: ReturnRecord }) {
  const t = useReturnsText();
  const steps = useAllowedSteps(request);
  const [open, setOpen] = useState<ReturnStep | null>(null);
  const { run, busy } = useReturnStep();
  const close = () => setOpen(null);
  const label: Record<ReturnStep, string> = {
    approveReturn: t.approve,
    refuseReturn: t.refuse,
    scheduleReturnPickup: request.pickupDate ? t.movePickup : t.schedulePickup,
    markReturnPickedUp: t.markPickedUp,
    receiveReturn: t.receive,
    refundReturn: t.recordRefund,
    cancelReturn: t.cancelRequest,
  };
  if (steps.length === 0) return null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" aria-label={t.actions} role="group">
        {steps.map((step) => (
          <Button
            key={step}
            variant={step === 'approveReturn' || step === 'receiveReturn' ? 'contained' : 'outlined'}
            color={step === 'refuseReturn' || step === 'cancelReturn' ? 'error' : 'primary'}
            startIcon={ICONS[step]}
            onClick={() => setOpen(step)}
            sx={{ minHeight: 44 }}
          >
            {label[step]}
          </Button>
        ))}
      </Stack>
      {open === 'approveReturn' && <ApproveDialog request={request} onClose={close} />}
      {open === 'refuseReturn' && <RefuseDialog request={request} onClose={close} />}
      {open === 'scheduleReturnPickup' && <PickupDialog request={request} onClose={close} />}
      {open === 'receiveReturn' && <ReceiveDialog request={request} onClose={close} />}
      {open === 'refundReturn' && <RefundDialog request={request} onClose={close} />}
      <Confirm
        isOpen={open === 'markReturnPickedUp'}
        title={t.pickedUpTitle(request.id)}
        content={t.pickedUpBody}
        confirm={t.markPickedUp}
        cancel={t.close}
        loading={busy}
        onClose={close}
        onConfirm={async () => {
          if (await run('markReturnPickedUp', request.id, undefined, () => t.pickedUp(request.id))) close();
        }}
      />
      <Confirm
        isOpen={open === 'cancelReturn'}
        title={t.cancelTitle(request.id)}
        content={t.cancelBody}
        confirm={t.cancelRequest}
        cancel={t.keep}
        confirmColor="warning"
        loading={busy}
        onClose={close}
        onConfirm={async () => {
          if (await run('cancelReturn', request.id, undefined, () => t.cancelled(request.id))) close();
        }}
      />
    </>
  );
}
