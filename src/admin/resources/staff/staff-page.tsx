/**
 * /admin/staff, the owner's: the members with their role (changed in place), suspend or restore, remove; the
 * open invitations; and the invite form, which shows the new member's one-time link once (docs/decisions/
 * 0030-staff-roles.md). The server refuses a change that would leave the shop without an active owner, and
 * its sentence is shown. Loaded lazily (app.tsx).
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useNotify } from 'react-admin';
import {
  getListStaffQueryKey,
  useInviteStaff,
  useListStaff,
  useRemoveStaffMember,
  useUpdateStaffMember,
} from '../../../../generated/api/staff/staff';
import type { AdminRole, StaffMember } from '../../../../generated/models';
import { inviteStaffBody } from '../../../../generated/zod/staff/staff.zod';
import { STAFF_ROLES } from '../../../shared/staff-roles';
import { ConfirmDelete } from '../../components/confirm-delete';
import { RecordTable } from '../../components/record-table';
import { WithName } from '../../components/with-name';
import { useFormsText } from '../../i18n/forms';
import { useStaffText } from '../../i18n/staff';

/** The link a new member opens (staff-join/join-page.tsx): the token after `#` never reaches a server's log. */
export const inviteLink = (origin: string, token: string) => `${origin}/admin/join#${token}`;

export default function StaffPage() {
  const t = useStaffText();
  const { dateTime } = useFormsText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const staff = useListStaff();
  const invite = useInviteStaff();
  const update = useUpdateStaffMember();
  const remove = useRemoveStaffMember();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<AdminRole>('order_desk');
  const [usernameError, setUsernameError] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: getListStaffQueryKey() });
  const failed = (error: unknown) =>
    notify(t.failed(error instanceof Error ? error.message : String(error)), { type: 'error' });

  const onInvite = async (event: FormEvent) => {
    event.preventDefault();
    const body = { username: username.trim(), role };
    if (!inviteStaffBody.safeParse(body).success) {
      setUsernameError(true);
      return;
    }
    setUsernameError(false);
    try {
      const created = await invite.mutateAsync({ data: body });
      setLink(inviteLink(window.location.origin, created.token));
      setUsername('');
      notify(t.invited, { type: 'success' });
      await reload();
    } catch (error) {
      failed(error);
    }
  };

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
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Stack
            component="form"
            noValidate
            onSubmit={onInvite}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
          >
            <TextField
              label={t.username}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={usernameError}
              helperText={
                <>
                  {t.usernameHelp} <bdi translate="no">{t.usernameExample}</bdi>
                </>
              }
              required
              inputProps={{ autoCapitalize: 'none', spellCheck: false, translate: 'no' }}
              fullWidth
            />
            <TextField
              select
              label={t.role}
              value={role}
              onChange={(event) => setRole(event.target.value as AdminRole)}
              SelectProps={{ renderValue: (value) => t.roleNames[value as AdminRole] }}
              sx={{ minWidth: { sm: 200 } }}
            >
              {STAFF_ROLES.map((r) => (
                <MenuItem key={r} value={r} sx={{ minHeight: 44, whiteSpace: 'normal' }}>
                  {t.roles[r]}
                </MenuItem>
              ))}
            </TextField>
            <Button
              type="submit"
              variant="contained"
              disabled={invite.isPending}
              sx={{ minHeight: 44, flexShrink: 0 }}
            >
              {t.invite}
            </Button>
          </Stack>
          {link && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ mt: 2 }}
              alignItems={{ sm: 'center' }}
            >
              <TextField
                label={t.link}
                value={link}
                fullWidth
                InputProps={{ readOnly: true }}
                inputProps={{ translate: 'no', dir: 'ltr' }}
              />
              <Button
                sx={{ minHeight: 44, flexShrink: 0 }}
                onClick={() =>
                  void navigator.clipboard?.writeText(link).then(() => notify(t.copied, { type: 'info' }))
                }
              >
                {t.copy}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>

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
