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
import { useDashboardText } from '../../i18n/dashboard';
import { useGovernorateName } from '../../i18n/governorate-name';

export default function Refusals({ range }: { range: DateRange }) {
  const t = useDashboardText();
  const governorate = useGovernorateName();
  const { data, error, isPending } = useGetRefusalsByGovernorate(dateParams(range));

  if (isPending) return <LoadingText text={t.loadingChart} />;
  if (error) return <ErrorLoadingData error={error} />;
  if (data.length === 0) return <EmptyText text={t.noShipped} />;

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.refusalsIntro}
      </Typography>
      <TableContainer>
        <RecordTable
          aria-label={t.refusalsTable}
          rows={data}
          rowKey={(row) => row.governorate}
          columns={[
            { label: t.governorate, render: (row) => governorate(row.governorate) },
            { label: t.shipped, align: 'right', render: (row) => row.shippedCount },
            { label: t.refused, align: 'right', render: (row) => row.refusedCount },
            {
              label: t.refusalRate,
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
