/**
 * Refusals by Governorate: of the orders placed in the chosen days that went out for delivery, how
 * many were cancelled as refused at delivery, per governorate (GET /api/admin/dashboard/refusalsByGovernorate).
 */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useGetRefusalsByGovernorate } from '../../../../generated/api/dashboard/dashboard';
import { ratePercent } from '../chart-data';
import { dateParams, type DateRange } from '../date-filter';
import { EmptyText, ErrorLoadingData, LoadingText } from '../section-states';

export default function Refusals({ range }: { range: DateRange }) {
  const { data, error, isPending } = useGetRefusalsByGovernorate(dateParams(range));

  if (isPending) return <LoadingText text="Loading chart..." />;
  if (error) return <ErrorLoadingData error={error} />;
  if (data.length === 0) return <EmptyText text="No shipped orders in this period." />;

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Orders placed in these days that were refused at delivery, out of those shipped (highest rate first).
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Refusals by governorate">
          <TableHead>
            <TableRow>
              <TableCell>Governorate</TableCell>
              <TableCell align="right">Shipped</TableCell>
              <TableCell align="right">Refused</TableCell>
              <TableCell align="right">Refusal rate</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.governorate}>
                <TableCell>{row.governorate}</TableCell>
                <TableCell align="right">{row.shippedCount}</TableCell>
                <TableCell align="right">{row.refusedCount}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {ratePercent(row.refusalRate)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
