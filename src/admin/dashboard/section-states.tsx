/** The loading, empty and error texts the dashboard's sections show (docs/product.md#dashboard). */
import { Alert, AlertTitle, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useDashboardText } from '../i18n/dashboard';

export function LoadingText({ text }: { text: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}
    >
      {/* The words beside it say what loads: the spinner alone would be a progress bar without a name. */}
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}

export function EmptyText({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}

/** A chart's failure: the spec's red sentence, and the cause logged for whoever opens the console. */
export function ChartErrorText({ text, error }: { text: string; error: unknown }) {
  useEffect(() => {
    console.error(text, error);
  }, [text, error]);
  return (
    <Typography role="alert" variant="body2" color="error" sx={{ py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}

/** A list section's failure: "Error Loading Data" and the server's sentence. */
export function ErrorLoadingData({ error }: { error: unknown }) {
  const t = useDashboardText();
  return (
    <Alert severity="error" sx={{ my: 1 }}>
      <AlertTitle>{t.errorLoadingData}</AlertTitle>
      {error instanceof Error && error.message ? error.message : null}
    </Alert>
  );
}
