/**
 * One card of the Settings page: its heading and introduction, "only the owner may change this" for the others,
 * a progress bar while it loads and the error when it could not, then its form. The contact details and the
 * returns policy share it.
 */
import { Alert, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface SettingsCardProps {
  heading: string;
  intro: string;
  /** Shown to a member who may read but not change it. */
  readOnlyNote: string | null;
  loading: { pending: boolean; label: string };
  /** What went wrong loading it, in words. */
  error: string | null;
  children: ReactNode;
}

export function SettingsCard({ heading, intro, readOnlyNote, loading, error, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
        {readOnlyNote && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {readOnlyNote}
          </Alert>
        )}
        {loading.pending && <LinearProgress aria-label={loading.label} sx={{ mb: 2 }} />}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
