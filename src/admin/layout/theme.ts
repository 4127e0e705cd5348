// The back office theme: react-admin's default, in the shop's black and white with one warm accent.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#111111' },
    // Colours chosen for WCAG AA contrast (4.5:1) on the app bar, the grey page and white cards; the defaults
    // (a lighter accent, rgba(0,0,0,.54) for unselected toggles, #e65100 for warnings) fail it.
    secondary: { main: '#8c5a41' },
    warning: { main: '#b45309', dark: '#9a3412' },
    action: { active: 'rgba(0, 0, 0, 0.7)' },
    background: { default: '#f6f5f3' },
  },
  shape: { borderRadius: 8 },
};
