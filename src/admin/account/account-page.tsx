/**
 * /admin/account, every member's own (the user menu's "My account"): she changes her password — the current one
 * asked for, her other sessions ended —, sets up her two-step sign-in (two-step-card.tsx) and sees where she is
 * signed in, with "Sign out everywhere else". While the owner requires two-step sign-in and she has none, this is
 * the one page she can use (layout/two-step-gate.tsx): a banner says why, and the two-step card comes first.
 * Loaded lazily (app.tsx).
 */
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, PasswordInput, Title, useGetIdentity, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import {
  getListOwnSessionsQueryKey,
  useChangeOwnPassword,
  useEndOtherSessions,
  useListOwnSessions,
} from '../../../generated/api/auth/auth';
import type { AdminSession, PasswordChange } from '../../../generated/models';
import { serverFieldErrors } from '../form-rules';
import { useAccountText } from '../i18n/account';
import { useFormsText } from '../i18n/forms';
import { useMustSetUpTwoStep } from '../use-staff-role';
import { PASSWORD_FIELDS, usePasswordForm, type PasswordField } from './password-form';
import { TwoStepCard } from './two-step-card';

const AUTOCOMPLETE: Record<PasswordField, string> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  repeatPassword: 'new-password',
};

export default function AccountPage() {
  const t = useAccountText();
  const { identity } = useGetIdentity();
  const mustSetUp = useMustSetUpTwoStep();
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: 2, minWidth: 0, maxWidth: 720 }}>
      <Title title={t.title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      {identity?.fullName && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.signedInAs} {/* A username is the shop's data, in Latin letters in both languages. */}
          <bdi translate="no">{String(identity.fullName)}</bdi>
        </Typography>
      )}
      {mustSetUp && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t.requiredBanner}
        </Alert>
      )}
      <Stack spacing={2}>
        {/* Keyed: the two-step card keeps its state (the recovery codes on show) when it moves back down. */}
        {mustSetUp && <TwoStepCard key="two-step" />}
        <PasswordCard key="password" />
        {!mustSetUp && <TwoStepCard key="two-step" />}
        <SessionsCard key="sessions" />
      </Stack>
    </Box>
  );
}

function PasswordCard() {
  const t = useAccountText();
  const form = usePasswordForm();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const change = useChangeOwnPassword();
  // A new form after a change: the boxes empty again.
  const [round, setRound] = useState(0);

  // The resolver has checked the values: what reaches here is its output, the contract's PasswordChange.
  const onSubmit = async (values: FieldValues) => {
    try {
      const done = await change.mutateAsync({ data: values as PasswordChange });
      notify(t.passwordChanged(done.ended), { type: 'success' });
      setRound((n) => n + 1);
      await queryClient.invalidateQueries({ queryKey: getListOwnSessionsQueryKey() });
      return undefined;
    } catch (error) {
      notify(t.failed(error instanceof Error ? error.message : String(error)), { type: 'error' });
      // The server's sentence on its field: a wrong current password, a common new one.
      return serverFieldErrors(error, PASSWORD_FIELDS);
    }
  };

  const labels: Record<PasswordField, string> = {
    currentPassword: t.currentPassword,
    newPassword: t.newPassword,
    repeatPassword: t.repeatPassword,
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="account-password">
      <CardContent>
        <Typography id="account-password" variant="h6" component="h2" gutterBottom>
          {t.passwordHeading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.passwordIntro}
        </Typography>
        <Form key={round} resolver={form.resolver} onSubmit={onSubmit} noValidate>
          <Stack spacing={1}>
            {PASSWORD_FIELDS.map((field) => (
              <PasswordInput
                key={field}
                source={field}
                label={labels[field]}
                helperText={field === 'newPassword' ? t.passwordHelp : ' '}
                autoComplete={AUTOCOMPLETE[field]}
                fullWidth
              />
            ))}
            <Box>
              <Button
                type="submit"
                variant="contained"
                startIcon={<LockResetIcon />}
                disabled={change.isPending}
                sx={{ minHeight: 44 }}
              >
                {change.isPending ? t.changing : t.changePassword}
              </Button>
            </Box>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}

function SessionsCard() {
  const t = useAccountText();
  const { dateTime } = useFormsText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const sessions = useListOwnSessions();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;

  const onEndOthers = async () => {
    try {
      const done = await endOthers.mutateAsync();
      notify(t.signedOutOthers(done.ended), { type: 'success' });
    } catch (error) {
      notify(t.failed(error instanceof Error ? error.message : String(error)), { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: getListOwnSessionsQueryKey() });
  };

  const describe = (session: AdminSession) =>
    [t.signedIn(dateTime(session.createdAt)), t.lastUsed(dateTime(session.lastSeenAt))].join(' · ');

  return (
    <Card variant="outlined" component="section" aria-labelledby="account-sessions">
      <CardContent>
        <Typography id="account-sessions" variant="h6" component="h2" gutterBottom>
          {t.sessionsHeading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.sessionsIntro}
        </Typography>
        {sessions.isPending && <LinearProgress aria-label={t.loading} sx={{ my: 2 }} />}
        {sessions.error && (
          <Alert severity="error" sx={{ my: 2 }}>
            {t.loadFailed(sessions.error.message)}
          </Alert>
        )}
        {list.length > 0 && (
          <List aria-labelledby="account-sessions">
            {list.map((session) => (
              <ListItem key={session.id} disableGutters divider>
                <ListItemText
                  primary={
                    <Box
                      component="span"
                      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                    >
                      {/* The browser's and the system's own names: not to translate. */}
                      <span translate="no">{t.device(session.browser || t.unknownBrowser, session.os)}</span>
                      {session.current && <Chip size="small" color="primary" label={t.thisDevice} />}
                    </Box>
                  }
                  secondary={
                    <>
                      {describe(session)}
                      {session.address && (
                        <>
                          {' · '}
                          {t.from}{' '}
                          <bdi dir="ltr" translate="no">
                            {session.address}
                          </bdi>
                        </>
                      )}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        {sessions.data &&
          (others > 0 ? (
            <Button
              variant="outlined"
              color="warning"
              startIcon={<LogoutIcon />}
              onClick={onEndOthers}
              disabled={endOthers.isPending}
              sx={{ mt: 1, minHeight: 44 }}
            >
              {t.signOutOthers}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t.noOthers}
            </Typography>
          ))}
      </CardContent>
    </Card>
  );
}
