/**
 * The staff screen (/admin/staff, the owner's). Its page loads with its own chunk and draws the "require two-step
 * sign-in" switch with MUI's Switch and FormControlLabel handed over from here rather than imported by the chunk:
 * they are in the back office's first load already (the products list's status switch), and the chunk importing
 * them made the bundler cut them out of the first load's shared chunks (measured: +1.5 KB gzip on the first load,
 * tests/unit/admin-size.test.ts); handing them over adds nothing.
 */
import { FormControlLabel, Switch } from '@mui/material';
import { lazy } from 'react';

const ui = { FormControlLabel, Switch };

/** What the staff page draws with (index.tsx). */
export type StaffUi = typeof ui;

const StaffPage = lazy(() => import('./staff-page'));

export function StaffScreen() {
  return <StaffPage ui={ui} />;
}
