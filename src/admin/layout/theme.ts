// The back office theme: react-admin's default, in the shop's black and white with one warm accent.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * Below the `sm` breakpoint (a phone), every control is at least 44 × 44 px (WCAG 2.5.5, target size), set here
 * once for MUI's components rather than screen by screen; tests/e2e/admin-thumb-targets.spec.ts measures it on
 * every admin route. The same query as `theme.breakpoints.down('sm')`.
 */
export const PHONE = '@media (max-width:599.95px)';
export const MIN_TARGET = 44;

const target = { [PHONE]: { minHeight: MIN_TARGET, minWidth: MIN_TARGET } };

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
  components: {
    ...defaultTheme.components,
    // Staff who ask their system for less motion (WCAG 2.3.3) get none: no ripples, no sliding drawers or
    // growing menus, as in the storefront (styles/base.css). MUI's transitions still end on their timers.
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // Buttons, icon buttons, menu items, tabs, check boxes, pagination, accordion heads: all are ButtonBase.
    MuiButtonBase: { styleOverrides: { root: target } },
    // Text boxes and selects: the box is the target.
    MuiInputBase: { styleOverrides: { root: { [PHONE]: { minHeight: MIN_TARGET } } } },
    // A switch's thumb is the target: 44 px high, its track centred.
    MuiSwitch: {
      styleOverrides: {
        root: { [PHONE]: { height: 44 + 12, width: 64, padding: 18 } },
        switchBase: { [PHONE]: { padding: 12 } },
      },
    },
    // Chips that do something (a click or a delete) are as tall as a target; plain labels stay small.
    MuiChip: {
      styleOverrides: {
        root: {
          [PHONE]: {
            '&.MuiChip-clickable, &.MuiChip-deletable': { height: 'auto', minHeight: MIN_TARGET },
          },
        },
      },
    },
    MuiTableSortLabel: { styleOverrides: { root: { [PHONE]: { minHeight: MIN_TARGET } } } },
    // Links standing alone get a target's height; a link inside a sentence (a paragraph) is WCAG's exception.
    MuiLink: {
      styleOverrides: {
        root: {
          [PHONE]: {
            '&:not(p *)': {
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: MIN_TARGET,
            },
          },
        },
      },
    },
  },
};

/** The same theme right to left, for the Arabic back office (with the mirroring emotion cache of i18n/rtl-cache.ts). */
export const adminRtlTheme: RaThemeOptions = { ...adminTheme, direction: 'rtl' };
