/**
 * Refusals by Governorate: of the orders placed in the chosen days that went out for delivery, how
 * many were cancelled as refused at delivery, per governorate (GET /api/admin/dashboard/refusalsByGovernorate).
 */
import { TableContainer, Typography } from '@mui/material';
import { useGetRefusalsByGovernorate } from '../../../../generated/api/dashboard/dashboard';
import { ratePercent } from '../chart-data';
import { dateParams, type DateRange } from '../date-filter';
import { EmptyText, ErrorLoadingData, LoadingText } from '../section-states';
import { RecordTable } from '../../components/record-table';

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
        <RecordTable
          aria-label="Refusals by governorate"
          rows={data}
          rowKey={(row) => row.governorate}
          columns={[
            { label: 'Governorate', render: (row) => row.governorate },
            { label: 'Shipped', align: 'right', render: (row) => row.shippedCount },
            { label: 'Refused', align: 'right', render: (row) => row.refusedCount },
            {
              label: 'Refusal rate',
              align: 'right',
              cellSx: () => ({ fontWeight: 600 }),
              render: (row) => ratePercent(row.refusalRate),
            },
          ]}
        />
      </TableContainer>
    </>
  );
}
