// Tables of the back office on a phone: below the `sm` breakpoint each row becomes a card, each cell a
// line headed by its column's name (the cell's `data-label`), so nothing is wider than the screen.
import type { SxProps, Theme } from '@mui/material';

export const stackedTableSx: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tbody, & tr, & td': { display: 'block', width: '100%' },
    '& tr': {
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: `${theme.shape.borderRadius}px`,
      mb: 1,
      p: 1,
    },
    '& td': {
      border: 0,
      py: 0.5,
      px: 0,
      // 'start': the reading side, left in English and right in Arabic.
      textAlign: 'start !important',
      whiteSpace: 'normal !important',
      overflowWrap: 'anywhere',
    },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: '0.75rem',
      color: theme.palette.text.secondary,
    },
  },
});
