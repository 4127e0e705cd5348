import { Typography } from '@mui/material';
import { AppBar, TitlePortal } from 'react-admin';

/** The top bar: the shop's name, the current page's title, and the user menu (with Logout). */
export function AdminAppBar() {
  return (
    <AppBar>
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 2, mr: 2 }}>
        MORPH
      </Typography>
      <TitlePortal />
    </AppBar>
  );
}
