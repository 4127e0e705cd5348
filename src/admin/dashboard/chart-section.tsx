/**
 * A collapsible dashboard section whose content is mounted only after it is first expanded (docs/product.md#dashboard):
 * until then it shows "Chart will load when expanded...", then a short loading indicator (~300 ms) while the
 * content's code and data come in. Once loaded, collapsing only hides it, so reopening costs nothing.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, Card, CardContent, Collapse, Typography } from '@mui/material';
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { LoadingText } from './section-states';
import { useDashboardText } from '../i18n/dashboard';

export const FIRST_LOAD_DELAY_MS = 300;
export const COLLAPSED_PLACEHOLDER = 'Chart will load when expanded...';

export interface ChartSectionProps {
  title: string;
  defaultOpen?: boolean;
  /** Shown for the first ~300 ms and while the content's code loads. */
  loadingText?: string;
  children: ReactNode;
}

export function ChartSection({ title, defaultOpen = false, loadingText, children }: ChartSectionProps) {
  const t = useDashboardText();
  const [open, setOpen] = useState(defaultOpen);
  const [started, setStarted] = useState(defaultOpen);
  const [ready, setReady] = useState(false);
  const bodyId = useId();
  const headingId = useId();

  useEffect(() => {
    if (!started || ready) return;
    const timer = setTimeout(() => setReady(true), FIRST_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [started, ready]);

  const toggle = () => {
    setOpen((value) => !value);
    setStarted(true);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <ButtonBase
        onClick={toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        sx={{ width: '100%', justifyContent: 'space-between', px: 2, py: 1.5, textAlign: 'start' }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
      </ButtonBase>
      {!started && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
          {t.collapsed}
        </Typography>
      )}
      <Collapse in={open} id={bodyId}>
        <CardContent sx={{ pt: 0 }}>
          {started && !ready && <LoadingText text={loadingText ?? t.loadingChart} />}
          {ready && (
            <Suspense fallback={<LoadingText text={loadingText ?? t.loadingChart} />}>
              <Box>{children}</Box>
            </Suspense>
          )}
        </CardContent>
      </Collapse>
    </Card>
  );
}
