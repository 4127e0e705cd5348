/**
 * /admin/staff, the owner's: the members with their role (changed in place), suspend or restore, remove; the
 * open invitations; and the invite form, which shows the new member's one-time link once (docs/decisions/
 * 0030-staff-roles.md). The server refuses a change that would leave the shop without an active owner, and
 * its sentence is shown. Two-step sign-in (docs/decisions/0032-two-step-sign-in.md): whether each member has
 * it, a reset for one who lost her phone (never the owner's own: the server refuses it), and the switch that
 * requires it of everyone (refused until the owner has it herself: the server's sentence shows under it).
 * Loaded lazily (index.tsx, which hands over the switch's components).
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormHelperText,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Confirm, Title, useGetIdentity, useNotify } from 'react-admin';
import {
  getListStaffQueryKey,
  useInviteStaff,
  useListStaff,
  useRemoveStaffMember,
  useSetTwoStepRequired,
  useUpdateStaffMember,
} from '../../../../generated/api/staff/staff';
import type { AdminRole, StaffMember, StaffMemberUpdate } from '../../../../generated/models';
import { inviteStaffBody } from '../../../../generated/zod/staff/staff.zod';
import { STAFF_ROLES } from '../../../shared/staff-roles';
import { ConfirmDelete } from '../../components/confirm-delete';
import { RecordTable } from '../../components/record-table';
import { WithName } from '../../components/with-name';
import { useFormsText } from '../../i18n/forms';
import { useStaffText } from '../../i18n/staff';
import type { StaffUi } from '.';

/** The link a new member opens (staff-join/join-page.tsx): the token after `#` never reaches a server's log. */
export const inviteLink = (origin: string, token: string) => `${origin}/admin/join#${token}`;

export default function StaffPage({ ui: { FormControlLabel, Switch } }: { ui: StaffUi }) {
  const t = useStaffText();
  const { dateTime } = useFormsText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const staff = useListStaff();
  const invite = useInviteStaff();
  const update = useUpdateStaffMember();
  const remove = useRemoveStaffMember();
  const requirement = useSetTwoStepRequired();
  const { identity } = useGetIdentity();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<AdminRole>('order_desk');
  const [usernameError, setUsernameError] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [requireError, setRequireError] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: getListStaffQueryKey() });
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const failed = (error: unknown) => notify(t.failed(message(error)), { type: 'error' });
  const isMe = (member: StaffMember) => identity !== undefined && String(identity.id) === String(member.id);

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

  const change = async (member: StaffMember, data: StaffMemberUpdate) => {
    try {
      await update.mutateAsync({ id: member.id, data });
      notify(t.saved, { type: 'success' });
    } catch (error) {
      failed(error);
    }
    await reload();
  };

  const onRequire = async (required: boolean) => {
    setRequireError(null);
    try {
      await requirement.mutateAsync({ data: { required } });
      notify(t.saved, { type: 'success' });
    } catch (error) {
      // Typically "Turn on your own two-step sign-in before requiring it of everyone": she must read it here.
      setRequireError(t.failed(message(error)));
    }
    await reload();
  };
  // The switch shows the asked-for position while the call is on its way.
  const required = requirement.isPending
    ? requirement.variables.data.required
    : (staff.data?.twoStepRequired ?? false);

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

      {staff.data && (
        <Card sx={{ mb: 3 }} component="section" aria-labelledby="staff-two-step">
          <CardContent>
            <Typography id="staff-two-step" variant="h6" component="h2" gutterBottom>
              {t.twoStepHeading}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={required}
                  onChange={(event) => void onRequire(event.target.checked)}
                  disabled={requirement.isPending}
                  inputProps={{ 'aria-describedby': 'staff-two-step-help' }}
                />
              }
              label={t.requireTwoStep}
              sx={{ minHeight: 44, mx: 0, gap: 1 }}
            />
            <FormHelperText id="staff-two-step-help" sx={{ mx: 0 }}>
              {t.requireTwoStepHelp}
            </FormHelperText>
            {requireError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {requireError}
              </Alert>
            )}
          </CardContent>
        </Card>
      )}

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
              label: t.twoStep,
              render: (member) => (
                <Chip
                  size="small"
                  variant={member.twoStep ? 'filled' : 'outlined'}
                  color={member.twoStep ? 'success' : 'default'}
                  label={member.twoStep ? t.twoStepOn : t.twoStepOff}
                />
              ),
            },
            {
              label: '',
              align: 'right',
              render: (member) => (
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="flex-end">
                  {member.twoStep && !isMe(member) && (
                    <Button
                      size="small"
                      sx={{ minHeight: 44 }}
                      onClick={() => setResetting(member)}
                      aria-label={t.resetTwoStepOf(member.username)}
                    >
                      {t.resetTwoStep}
                    </Button>
                  )}
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
      <Confirm
        isOpen={resetting !== null}
        title={resetting ? <WithName text={t.confirmResetTitle} name={resetting.username} /> : ''}
        content={t.confirmReset}
        confirm={t.reset}
        onConfirm={() => {
          const member = resetting;
          setResetting(null);
          if (member) void change(member, { resetTwoStep: true });
        }}
        onClose={() => setResetting(null)}
      />
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
