/**
 * While the owner requires two-step sign-in and this member has not set it up, the server answers her only on her
 * account page (docs/decisions/0032-two-step-sign-in.md): the start opens that page, any other screen says so with
 * a link to it, instead of a screen of refusals. Once she has set it up, the session check is asked again and
 * every screen is back, without a reload.
 */
import { Alert, Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename } from 'react-admin';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { TWO_STEP_SETUP_SCREEN } from '../access';
import { useLayoutText } from '../i18n/layout';
import { useMustSetUpTwoStep } from '../use-staff-role';

export function TwoStepGate({ children }: { children: ReactNode }) {
  const mustSetUp = useMustSetUpTwoStep();
  const basename = useBasename();
  const { pathname } = useLocation();
  const t = useLayoutText();
  const account = `${basename}${TWO_STEP_SETUP_SCREEN}`;
  // Nothing before the answer: a screen drawn meanwhile would fire calls the server refuses.
  if (mustSetUp === undefined) return null;
  if (!mustSetUp || pathname === account) return <>{children}</>;
  if (pathname === basename || pathname === `${basename}/` || pathname === `${basename}/dashboard`)
    return <Navigate to={account} replace />;
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="info" role="status">
        {t.setUpTwoStepFirst}
      </Alert>
      <Button component={Link} to={account} sx={{ mt: 2, minHeight: 44 }}>
        {t.menu[TWO_STEP_SETUP_SCREEN]}
      </Button>
    </Box>
  );
}
