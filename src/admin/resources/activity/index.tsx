/**
 * The "activity" resource, the owner's log: `<Resource name="activity" {...activity} />` gives the list at
 * /admin/activity. Another role sees ScreenGuard's sentence instead (and the server answers her 403 anyway).
 *
 * The screen (activity-list.tsx, with its texts and words) loads with its own chunk, and draws with the components
 * below, handed to it rather than imported by it. They are all in the back office's first load already (the orders
 * and products lists use them), but a lazily loaded chunk that imports them makes the bundler cut the first load's
 * shared chunks into smaller ones: measured, importing react-admin's List and inputs from the chunk added 3.6 KB
 * gzip to the first load (tests/unit/admin-size.test.ts), handing them over adds nothing.
 */
import HistoryIcon from '@mui/icons-material/History';
import { Alert, Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import {
  DateInput,
  List,
  Pagination,
  SelectInput,
  TopToolbar,
  useBasename,
  useListContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { lazyComponent } from '../../components/deferred';
import { FilterDrawerButton, usePhoneFilters } from '../../components/filter-drawer';
import { RecordTable } from '../../components/record-table';
import { ScreenGuard } from '../../layout/screen-guard';

const ui = {
  Alert,
  Box,
  DateInput,
  FilterDrawerButton,
  LinearProgress,
  Link,
  List,
  Pagination,
  RecordTable,
  RouterLink,
  SelectInput,
  Stack,
  TopToolbar,
  Typography,
  useBasename,
  useListContext,
  usePhoneFilters,
};

/** What the activity screen draws with (index.tsx). */
export type ActivityUi = typeof ui;

const LazyActivityList = lazyComponent(() => import('./activity-list').then((m) => m.ActivityList));

export function ActivityListScreen() {
  return (
    <ScreenGuard path="/activity">
      <LazyActivityList ui={ui} />
    </ScreenGuard>
  );
}

const activity = { list: ActivityListScreen, icon: HistoryIcon };

export default activity;
export const { list, icon } = activity;
