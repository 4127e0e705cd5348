/**
 * A screen shown only to the roles whose call it needs (../access.ts): another member opening its address sees
 * a sentence and a link to her own start instead of a screen of refusals. The dashboard, which the back office
 * opens first, sends a member without the sales figures to the orders. The server refuses the calls anyway.
 */
import { Alert, Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename, usePermissions } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import type { AdminRole } from '../../../generated/models';
import { homeOf, mayOpen } from '../access';
import { useLayoutText } from '../i18n/layout';

export function ScreenGuard({ path, children }: { path: string; children: ReactNode }) {
  const { permissions: role, isPending } = usePermissions<AdminRole | undefined>();
  const basename = useBasename();
  const t = useLayoutText();
  if (isPending) return null;
  // An auth provider that tells no role (none but the back office's own does): the server decides.
  if (role === undefined || mayOpen(role, path)) return <>{children}</>;
  const home = homeOf(role);
  if (path === '/dashboard') return <Navigate to={`${basename}${home}`} replace />;
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="info" role="status">
        {t.notAllowed}
      </Alert>
      <Button component={Link} to={`${basename}${home}`} sx={{ mt: 2, minHeight: 44 }}>
        {t.menu[home]}
      </Button>
    </Box>
  );
}
