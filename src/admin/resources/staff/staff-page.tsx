/**
 * /admin/staff, the owner's: the members with their role (changed in place), suspend or restore, remove; the
 * open invitations; and the invite form, which shows the new member's one-time link once (docs/decisions/
 * 0030-staff-roles.md). The server refuses a change that would leave the shop without an active owner, and
 * its sentence is shown. Loaded lazily (app.tsx).
 */
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import {
  getListStaffQueryKey,
  useListStaff,
  useRemoveStaffMember,
  useUpdateStaffMember,
} from '../../../../generated/api/staff/staff';
import type { AdminRole, StaffMember } from '../../../../generated/models';
import { STAFF_ROLES } from '../../../shared/staff-roles';
import { ConfirmDelete } from '../../components/confirm-delete';
import { RecordTable } from '../../components/record-table';
import { WithName } from '../../components/with-name';
import { useFormsText } from '../../i18n/forms';
import { useStaffText } from '../../i18n/staff';

export default function StaffPage() {
  const t = useStaffText();
  const { dateTime } = useFormsText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const staff = useListStaff();
  const update = useUpdateStaffMember();
  const remove = useRemoveStaffMember();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: getListStaffQueryKey() });
  const failed = (error: unknown) =>
    notify(t.failed(error instanceof Error ? error.message : String(error)), { type: 'error' });

  const change = async (member: StaffMember, data: { role?: AdminRole; suspended?: boolean }) => {
    try {
      await update.mutateAsync({ id: member.id, data });
      notify(t.saved, { type: 'success' });
    } catch (error) {
      failed(error);
    }
    await reload();
  };

  const onRemove = async (member: StaffMember) => {
    try {
      await remove.mutateAsync({ id: member.id });
      notify(t.saved, { type: 'success' });
    } catch (error) {
      failed(error);
    }
    await reload();
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={t.title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        {t.members}
      </Typography>
      {staff.isPending && <LinearProgress />}
      {staff.isError && <Alert severity="error">{t.failed(staff.error.message)}</Alert>}
      {staff.data && (
        <RecordTable
          aria-label={t.members}
          stacked
          rows={staff.data.members}
          rowKey={(member) => member.id}
          columns={[
            { label: t.username, render: (member) => <bdi translate="no">{member.username}</bdi> },
            {
              label: t.role,
              render: (member) => (
                <TextField
                  select
                  value={member.role}
                  onChange={(event) => void change(member, { role: event.target.value as AdminRole })}
                  inputProps={{ 'aria-label': t.roleOf(member.username) }}
                  SelectProps={{
                    renderValue: (value) => t.roleNames[value as AdminRole],
                    MenuProps: { slotProps: { paper: { sx: { maxWidth: 'min(420px, 95vw)' } } } },
                  }}
                >
                  {STAFF_ROLES.map((r) => (
                    <MenuItem key={r} value={r} sx={{ minHeight: 44, whiteSpace: 'normal' }}>
                      {t.roles[r]}
                    </MenuItem>
                  ))}
                </TextField>
              ),
            },
            { label: t.status, render: (member) => (member.suspended ? t.suspendedLabel : t.active) },
            {
              label: '',
              align: 'right',
              render: (member) => (
                <Stack direction="row" spacing={1} justifyContent="flex-end">
                  <Button
                    size="small"
                    sx={{ minHeight: 44 }}
                    onClick={() => void change(member, { suspended: !member.suspended })}
                  >
                    {member.suspended ? t.restore : t.suspend}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    sx={{ minHeight: 44 }}
                    onClick={() => setRemoving(member)}
                    aria-label={t.removeMember(member.username)}
                  >
                    {t.remove}
                  </Button>
                </Stack>
              ),
            },
          ]}
        />
      )}

      <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 3 }}>
        {t.invitations}
      </Typography>
      {staff.data?.invites.length === 0 && <Typography color="text.secondary">{t.noInvitations}</Typography>}
      {staff.data && staff.data.invites.length > 0 && (
        <RecordTable
          aria-label={t.invitations}
          stacked
          rows={staff.data.invites}
          rowKey={(invitation) => invitation.id}
          columns={[
            { label: t.username, render: (invitation) => <bdi translate="no">{invitation.username}</bdi> },
            { label: t.role, render: (invitation) => t.roleNames[invitation.role] },
            { label: '', render: (invitation) => t.expires(dateTime(invitation.expiresAt)) },
          ]}
        />
      )}
      <ConfirmDelete
        record={removing}
        title={(member) => <WithName text={t.removeMember} name={member.username} />}
        content={t.confirmRemove}
        onConfirm={(member) => void onRemove(member)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
