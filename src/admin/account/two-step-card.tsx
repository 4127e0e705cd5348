/**
 * The account page's two-step sign-in (docs/decisions/0032-two-step-sign-in.md). Off: why, then "Set up" asks
 * her password, shows the QR code and its key, and turns it on with a code from the app; the ten recovery codes
 * are then shown this once, to copy or download. On: said so, and "Turn off" (password and a code) unless she is
 * an owner or the owner requires it. Turning it on or off asks the session check again, so the back office
 * follows (a member it was required of gets every screen back).
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Form,
  PasswordInput,
  TextInput,
  useAuthProvider,
  useGetIdentity,
  useNotify,
  useRefresh,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useConfirmTwoStep, useDisableTwoStep, useStartTwoStepSetup } from '../../../generated/api/auth/auth';
import type { TwoStepCode, TwoStepOff, TwoStepSetup } from '../../../generated/models';
import { serverFieldErrors } from '../form-rules';
import { useAccountText } from '../i18n/account';
import { useStaffRole, useTwoStepStatus } from '../use-staff-role';
import { CONFIRM_FIELDS, OFF_FIELDS, SETUP_FIELDS, useTwoStepForms } from './two-step-form';

/** An app most phones have or can get; named as written in both languages. */
const APP_EXAMPLE = 'Google Authenticator';
const CODES_FILE = 'morph-recovery-codes.txt';

/** The Base32 key in groups of four, as the apps' "enter a key" boxes are easiest typed. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

type Step = 'password' | 'scan' | 'off';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A step's submit for react-admin's Form: the call; on a refusal, the server's sentence as a notice and its
 * messages on the step's own fields.
 */
function useStepSubmit<F extends string>(fields: readonly F[], run: (values: FieldValues) => Promise<void>) {
  const t = useAccountText();
  const notify = useNotify();
  return async (values: FieldValues) => {
    try {
      await run(values);
      return undefined;
    } catch (error) {
      notify(t.failed(message(error)), { type: 'error' });
      return serverFieldErrors(error, fields);
    }
  };
}

/** After a change: the auth provider asks the server again, then react-admin's queries (menu, screens) follow. */
function useRefreshSession() {
  const authProvider = useAuthProvider();
  const refresh = useRefresh();
  return async () => {
    await authProvider?.refreshSession?.();
    refresh();
  };
}

export function TwoStepCard() {
  const t = useAccountText();
  const { twoStep } = useTwoStepStatus();
  const role = useStaffRole();
  const [step, setStep] = useState<Step | null>(null);
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const cancel = () => {
    setStep(null);
    setSetup(null);
  };

  let body: ReactNode;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          // The button pressed is gone: keyboard and screen reader carry on from the card's heading.
          heading.current?.focus();
        }}
      />
    );
  } else if (twoStep?.enabled) {
    const kept = role === 'owner' ? t.ownerKeepsIt : twoStep.required ? t.requiredKeepsIt : null;
    body = (
      <>
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <VerifiedUserIcon color="success" aria-hidden />
          {t.isOn}
        </Typography>
        {kept ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {kept}
          </Typography>
        ) : step === 'off' ? (
          <TurnOffForm onCancel={cancel} onDone={cancel} />
        ) : (
          <Button variant="outlined" onClick={() => setStep('off')} sx={{ mt: 2, minHeight: 44 }}>
            {t.turnOff}
          </Button>
        )}
      </>
    );
  } else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.twoStepWhy}
        </Typography>
        {step === 'password' ? (
          <PasswordStep
            onCancel={cancel}
            onStarted={(started) => {
              setSetup(started);
              setStep('scan');
            }}
          />
        ) : step === 'scan' && setup ? (
          <ScanStep
            setup={setup}
            onCancel={cancel}
            onTurnedOn={(recoveryCodes) => {
              cancel();
              setCodes(recoveryCodes);
            }}
          />
        ) : (
          <Button variant="contained" onClick={() => setStep('password')} sx={{ minHeight: 44 }}>
            {t.setUp}
          </Button>
        )}
      </>
    );
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="account-two-step">
      <CardContent>
        <Typography
          id="account-two-step"
          ref={heading}
          tabIndex={-1}
          variant="h6"
          component="h2"
          gutterBottom
          sx={{ '&:focus': { outline: 'none' } }}
        >
          {t.twoStepHeading}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {children}
    </Stack>
  );
}

/** A step's submit button beside its Cancel. */
function SubmitOrCancel({
  label,
  pending,
  onCancel,
  color,
}: {
  label: string;
  pending: boolean;
  onCancel: () => void;
  color?: 'warning';
}) {
  const t = useAccountText();
  return (
    <Actions>
      <Button type="submit" variant="contained" color={color} disabled={pending} sx={{ minHeight: 44 }}>
        {label}
      </Button>
      <Button onClick={onCancel} sx={{ minHeight: 44 }}>
        {t.cancel}
      </Button>
    </Actions>
  );
}

/** Her password first: a session left open on a shared computer cannot bind someone else's phone. */
function PasswordStep({
  onCancel,
  onStarted,
}: {
  onCancel: () => void;
  onStarted: (setup: TwoStepSetup) => void;
}) {
  const t = useAccountText();
  const forms = useTwoStepForms();
  const start = useStartTwoStepSetup();
  const onSubmit = useStepSubmit(SETUP_FIELDS, async (values) =>
    onStarted(await start.mutateAsync({ data: values as { currentPassword: string } })),
  );
  return (
    <Form resolver={forms.setup.resolver} onSubmit={onSubmit} noValidate>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.setupPassword}
      </Typography>
      <PasswordInput
        source="currentPassword"
        label={t.currentPassword}
        autoComplete="current-password"
        helperText=" "
        fullWidth
        autoFocus
      />
      <SubmitOrCancel label={t.next} pending={start.isPending} onCancel={onCancel} />
    </Form>
  );
}

function ScanStep({
  setup,
  onCancel,
  onTurnedOn,
}: {
  setup: TwoStepSetup;
  onCancel: () => void;
  onTurnedOn: (codes: string[]) => void;
}) {
  const t = useAccountText();
  const forms = useTwoStepForms();
  const notify = useNotify();
  const confirm = useConfirmTwoStep();
  const refreshSession = useRefreshSession();
  const onSubmit = useStepSubmit(CONFIRM_FIELDS, async (values) => {
    const done = await confirm.mutateAsync({ data: values as TwoStepCode });
    onTurnedOn(done.recoveryCodes);
    notify(t.turnedOn(done.ended), { type: 'success' });
    await refreshSession();
  });
  const [before = '', after = ''] = t.scan('\u0000').split('\u0000');
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        {before}
        <bdi translate="no">{APP_EXAMPLE}</bdi>
        {after}
      </Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t.qrAlt}
        width={200}
        height={200}
        // White around the code whatever the theme: a scanner needs the quiet zone.
        sx={{ display: 'block', bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      {/* On a phone the code cannot be scanned with the phone showing it: its app opens the address itself. */}
      <Box sx={{ display: { sm: 'none' } }}>
        <Button component="a" href={setup.uri} variant="outlined" startIcon={<OpenInNewIcon />}>
          {t.openInApp}
        </Button>
      </Box>
      <Box>
        <Typography variant="body2">{t.typeKey}</Typography>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
          <Box
            component="code"
            translate="no"
            dir="ltr"
            sx={{
              fontFamily: 'monospace',
              fontSize: '1.05rem',
              letterSpacing: 1,
              wordBreak: 'break-word',
              userSelect: 'all',
              bgcolor: 'action.hover',
              px: 1,
              py: 0.5,
              borderRadius: 1,
            }}
          >
            {groupedKey(setup.secret)}
          </Box>
          <CopyButton text={setup.secret} label={t.copyKey} copied={t.keyCopied} />
        </Stack>
      </Box>
      <Form resolver={forms.confirm.resolver} onSubmit={onSubmit} noValidate>
        <TextInput
          source="code"
          label={t.code}
          helperText={t.codeHelp}
          autoComplete="one-time-code"
          inputProps={{ inputMode: 'numeric', dir: 'ltr', maxLength: 12 }}
          sx={{ maxWidth: 240 }}
          fullWidth
        />
        <SubmitOrCancel label={t.turnOn} pending={confirm.isPending} onCancel={onCancel} />
      </Form>
    </Stack>
  );
}

function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const notify = useNotify();
  return (
    <Button
      startIcon={<ContentCopyIcon />}
      onClick={() => void navigator.clipboard?.writeText(text).then(() => notify(copied, { type: 'info' }))}
      sx={{ minHeight: 44 }}
    >
      {label}
    </Button>
  );
}

/** Shown once: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useAccountText();
  const { identity } = useGetIdentity();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form she typed in is gone: the codes' heading takes the focus, read out and scrolled into view.
  useEffect(() => heading.current?.focus(), []);
  const download = () => {
    const file = `${t.codesFile(String(identity?.fullName ?? ''))}\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([file], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = CODES_FILE;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack spacing={2}>
      <Typography
        variant="subtitle1"
        component="h3"
        id="account-recovery-codes"
        ref={heading}
        tabIndex={-1}
        sx={{ fontWeight: 500, '&:focus': { outline: 'none' } }}
      >
        {t.recoveryHeading}
      </Typography>
      <Alert severity="warning">{t.recoveryWarning}</Alert>
      <Box
        component="ol"
        aria-labelledby="account-recovery-codes"
        translate="no"
        dir="ltr"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          // Numbers inside the box, "01." to "10." in one width: no side padding for the right-to-left
          // styles to mirror away from the markers.
          listStyle: 'decimal-leading-zero inside',
          m: 0,
          p: 1.5,
          columns: { xs: 1, sm: 2 },
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Actions>
        <CopyButton text={codes.join('\n')} label={t.copyCodes} copied={t.codesCopied} />
        <Button startIcon={<DownloadIcon />} onClick={download} sx={{ minHeight: 44 }}>
          {t.downloadCodes}
        </Button>
        <Button variant="contained" onClick={onDone} sx={{ minHeight: 44 }}>
          {t.done}
        </Button>
      </Actions>
    </Stack>
  );
}

function TurnOffForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const t = useAccountText();
  const forms = useTwoStepForms();
  const notify = useNotify();
  const disable = useDisableTwoStep();
  const refreshSession = useRefreshSession();
  const onSubmit = useStepSubmit(OFF_FIELDS, async (values) => {
    await disable.mutateAsync({ data: values as TwoStepOff });
    notify(t.turnedOff, { type: 'success' });
    onDone();
    await refreshSession();
  });
  return (
    <Form resolver={forms.off.resolver} onSubmit={onSubmit} noValidate>
      <Typography variant="body2" sx={{ mt: 2, mb: 1 }}>
        {t.turnOffIntro}
      </Typography>
      <PasswordInput
        source="currentPassword"
        label={t.currentPassword}
        autoComplete="current-password"
        helperText=" "
        fullWidth
      />
      <TextInput
        source="code"
        label={t.codeOrRecovery}
        helperText=" "
        autoComplete="one-time-code"
        inputProps={{ dir: 'ltr', autoCapitalize: 'characters', spellCheck: false }}
        fullWidth
      />
      <SubmitOrCancel label={t.turnOff} pending={disable.isPending} onCancel={onCancel} color="warning" />
    </Form>
  );
}
