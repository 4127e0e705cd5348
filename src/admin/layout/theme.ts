// The back office theme: react-admin's default, in the shop's black and white with one warm accent.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#111111' },
    secondary: { main: '#b4785a' },
    background: { default: '#f6f5f3' },
  },
  shape: { borderRadius: 8 },
};
