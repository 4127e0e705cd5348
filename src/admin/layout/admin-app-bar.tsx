import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { forwardRef } from 'react';
import {
  AppBar,
  LoadingIndicator,
  Logout,
  TitlePortal,
  UserMenu,
  useBasename,
  useLocaleState,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ADMIN_LOCALES } from '../i18n/i18n-provider';
import { useLayoutText } from '../i18n/layout';

/**
 * The language switch: one tap to the other language (there are two), its name written in that language. The
 * choice is react-admin's locale, kept in its store, so the back office opens in it next time.
 */
function LanguageSwitch() {
  const [locale, setLocale] = useLocaleState();
  const t = useLayoutText();
  const other = ADMIN_LOCALES.find((l) => l.locale !== locale) ?? ADMIN_LOCALES[0]!;
  return (
    <Button
      color="inherit"
      onClick={() => setLocale(other.locale)}
      title={t.switchLanguage}
      startIcon={<TranslateIcon />}
      // On a phone the icon alone (the title needs the room); the language's name stays the button's name.
      aria-label={other.name}
      sx={(theme) => ({
        minHeight: 44,
        minWidth: 44,
        flexShrink: 0,
        [theme.breakpoints.down('sm')]: { '& .MuiButton-startIcon': { mx: 0 } },
      })}
    >
      {/* The language's own name: not user data, but not to be translated either. */}
      <Box component="span" lang={other.locale} translate="no" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {other.name}
      </Box>
    </Button>
  );
}

/** The user menu's link to the member's own account: her password and her sessions (account/account-page.tsx). */
const MyAccountItem = forwardRef<HTMLAnchorElement>(function MyAccountItem(props, ref) {
  const { onClose } = useUserMenu() ?? {};
  const basename = useBasename();
  const t = useLayoutText();
  return (
    <MenuItem ref={ref} {...props} component={Link} to={`${basename}/account`} onClick={onClose}>
      <ListItemIcon>
        <ManageAccountsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t.menu['/account']}</ListItemText>
    </MenuItem>
  );
});

/**
 * react-admin's refresh button and, while any request is in flight, its spinner: a progress bar that a screen
 * reader would announce without a name (axe's aria-progressbar-name) unless given one. It shows whenever the
 * dashboard's alarm refreshes or a list reloads, so mid-page as well as on the first load.
 */
function NamedLoadingIndicator() {
  const translate = useTranslate();
  // LoadingIndicator passes what it does not know to its CircularProgress.
  return <LoadingIndicator aria-label={translate('ra.page.loading')} />;
}

/** The top bar: the shop's name, the current page's title, the language switch and the user menu (with Logout). */
export function AdminAppBar() {
  return (
    <AppBar
      // The signed-in admin's name on the menu's button is the shop's data (its menu opens outside this box).
      userMenu={
        <Box component="span" translate="no" sx={{ display: 'contents' }}>
          <UserMenu>
            <MyAccountItem />
            <Logout />
          </UserMenu>
        </Box>
      }
      toolbar={
        <>
          <LanguageSwitch />
          <NamedLoadingIndicator />
        </>
      }
    >
      {/* The shop's brand: the same letters in both languages. */}
      <Typography
        variant="h6"
        component="span"
        translate="no"
        // On a phone the page's title has the bar to itself: "Order MO-8F3K2A" was cut to "Ord…".
        sx={{ fontWeight: 700, letterSpacing: 2, mr: 2, display: { xs: 'none', sm: 'inline' } }}
      >
        MORPH
      </Typography>
      <TitlePortal
        // Two smaller lines on a phone rather than an ellipsis; from a tablet up, react-admin's own one line.
        sx={(theme) => ({
          [theme.breakpoints.down('sm')]: {
            fontSize: '1rem',
            lineHeight: 1.25,
            whiteSpace: 'normal',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          },
        })}
      />
    </AppBar>
  );
}
