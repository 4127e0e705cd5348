/**
 * The queue's saved views as tabs above the list (Requested, Approved, Picked up, Received, Closed, Refused,
 * Cancelled, and All): a tab sets the list's `view` filter, which the data provider sends as listReturns' `view`
 * (src/shared/returns.ts says which statuses each shows). The search and kind filter are kept. On a phone the
 * tabs scroll sideways.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { useListContext } from 'react-admin';
import type { ReturnView } from '../../../../generated/models';
import { RETURN_VIEWS } from '../../../shared/returns';
import type { ReturnsFilter } from '../../data-provider/returns';
import { useReturnsText } from '../../i18n/returns';

const VIEWS = Object.keys(RETURN_VIEWS) as ReturnView[];
const ALL = 'all';

export function ReturnViews() {
  const t = useReturnsText();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const filter = filterValues as ReturnsFilter;
  const current = filter.view && VIEWS.includes(filter.view) ? filter.view : ALL;
  return (
    // width 0 and min-width 100%: the tabs take the list's width without widening a phone's page.
    <Box sx={{ borderBottom: 1, borderColor: 'divider', width: 0, minWidth: '100%' }}>
      <Tabs
        value={current}
        onChange={(_event, view: ReturnView | typeof ALL) => {
          const { view: _view, ...rest } = filter;
          setFilters(view === ALL ? rest : { ...rest, view }, displayedFilters);
        }}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t.viewsLabel}
      >
        {VIEWS.map((view) => (
          <Tab
            key={view}
            value={view}
            label={t.views[view]}
            sx={{ minHeight: 48, minWidth: 44, textTransform: 'none' }}
          />
        ))}
        <Tab value={ALL} label={t.allViews} sx={{ minHeight: 48, minWidth: 44, textTransform: 'none' }} />
      </Tabs>
    </Box>
  );
}
