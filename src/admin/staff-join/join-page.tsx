/**
 * /admin/join#<token>: a member invited by the owner sets her password and lands in the back office, signed in
 * (acceptStaffInvite). Outside react-admin, which would ask for a session she does not have yet. The token is
 * read from the address's fragment, which a browser never sends to a server (nor to its logs), and the fragment
 * is cleared once read. The server's refusals come in the page's language (Accept-Language).
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CssBaseline,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { acceptStaffInvite } from '../../../generated/api/staff/staff';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../shared/admin-password';
import { setRequestLanguage } from '../../shared/api-fetch';
import { adminRtlTheme, adminTheme } from '../layout/theme';
import { joinTexts } from './join-texts';

export const ADMIN_START = '/admin';

function JoinForm({ goTo }: { goTo: (path: string) => void }) {
  const [token] = useState(() => {
    const fromHash = window.location.hash.slice(1);
    if (fromHash) window.history.replaceState(null, '', window.location.pathname);
    return fromHash;
  });
  const { text: t, language } = joinTexts(navigator.languages ?? [navigator.language]);
  const accept = useMutation({ mutationFn: (password: string) => acceptStaffInvite({ token, password }) });
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH) return setProblem(t.tooShort);
    if (password !== again) return setProblem(t.mismatch);
    setProblem(null);
    setRequestLanguage(language);
    accept.mutate(password, {
      onSuccess: () => goTo(ADMIN_START),
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <ThemeProvider theme={createTheme(language === 'ar' ? adminRtlTheme : adminTheme)}>
      <CssBaseline />
      <Box
        component="main"
        lang={language}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        sx={{ p: 2, maxWidth: 480, mx: 'auto' }}
      >
        <Card sx={{ mt: { xs: 2, sm: 8 } }}>
          <CardContent>
            <Typography variant="h5" component="h1" gutterBottom>
              {t.title}
            </Typography>
            {!token ? (
              <Alert severity="warning">{t.noToken}</Alert>
            ) : (
              <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
                <Typography color="text.secondary">{t.intro}</Typography>
                <TextField
                  type="password"
                  label={t.password}
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  required
                />
                <TextField
                  type="password"
                  label={t.confirm}
                  autoComplete="new-password"
                  value={again}
                  onChange={(event) => setAgain(event.target.value)}
                  required
                />
                {problem && (
                  <Alert severity="error" role="alert">
                    {problem}
                  </Alert>
                )}
                <Button type="submit" variant="contained" disabled={accept.isPending} sx={{ minHeight: 44 }}>
                  {t.submit}
                </Button>
              </Stack>
            )}
          </CardContent>
        </Card>
      </Box>
    </ThemeProvider>
  );
}

export default function JoinPage({
  goTo = (path: string) => window.location.assign(path),
}: {
  /** Where the member goes once signed in; tests pass a spy. */
  goTo?: (path: string) => void;
}) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <JoinForm goTo={goTo} />
    </QueryClientProvider>
  );
}
