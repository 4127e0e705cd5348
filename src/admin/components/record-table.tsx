/**
 * The back office's small tables (coupons, discounts, categories, tags, a customer's orders, an order's lines,
 * the dashboard's tables): records in rows, one column per field, described once as a list of columns instead of
 * MUI table markup written out in each screen. `stacked` turns each row into a card on a phone
 * (stacked-table.ts), each cell headed by its column's name.
 */
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type SxProps,
  type TableProps,
  type Theme,
} from '@mui/material';
import type { Key, ReactNode } from 'react';
import { stackedTableSx } from './stacked-table';

export interface Column<T> {
  label: string;
  align?: 'right';
  /** Applies to the column's heading and cells alike (e.g. hidden on a narrow screen). */
  sx?: SxProps<Theme>;
  /** The cells' own style, given the row, in place of `sx`. */
  cellSx?: (row: T) => SxProps<Theme> | undefined;
  render: (row: T, index: number) => ReactNode;
}

interface RecordTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** Columns that are `false` are left out (e.g. Tags, for categories only). */
  columns: readonly (Column<T> | false)[];
  stacked?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  sx?: TableProps['sx'];
}

export function RecordTable<T>({ rows, rowKey, columns, stacked = false, sx, ...aria }: RecordTableProps<T>) {
  const shown = columns.filter((column): column is Column<T> => column !== false);
  return (
    <Table size="small" {...aria} sx={stacked ? stackedTableSx : sx}>
      <TableHead>
        <TableRow>
          {shown.map((column) => (
            <TableCell key={column.label} align={column.align} sx={column.sx}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row)}>
            {shown.map((column) => (
              <TableCell
                key={column.label}
                align={column.align}
                data-label={stacked ? column.label : undefined}
                sx={column.cellSx ? column.cellSx(row) : column.sx}
              >
                {column.render(row, index)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
