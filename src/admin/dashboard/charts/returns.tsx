/**
 * Returns: net sales (sales − refunds), the return rate, the exchanges' share, and the units asked back by
 * product, size and reason, for the chosen days (GET /api/admin/dashboard/returns, owner and manager). Each
 * figure says what it counts — Sales is the summary's Total Sales, refunds go by the refund's day, returned
 * units by the request's day — so none is read as another. A table, no chart: no recharts in this chunk.
 */
import { Box, Card, CardContent, TableContainer, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetReturnsSummary } from '../../../../generated/api/dashboard/dashboard';
import type { ReturnsSummary } from '../../../../generated/models';
import { formatDeduction, formatEGP, formatNumber } from '../../../shared/format';
import { ratePercent } from '../chart-data';
import { dateParams, type DateRange } from '../date-filter';
import { EmptyText, ErrorLoadingData, LoadingText } from '../section-states';
import { RecordTable } from '../../components/record-table';
import { useDashboardText } from '../../i18n/dashboard';

/** An amount that may be below zero (net sales of a range with refunds only): "−EGP 500.00", "−500.00 ج.م". */
function signedEGP(amount: number): string {
  return amount < 0 ? formatDeduction(-amount) : formatEGP(amount);
}

/** A figure: its name, its value (and `detail`), small under it what it counts, then the figures it is made of. */
function Figure({
  label,
  value,
  detail,
  caption,
  size = 'h6',
  children,
}: {
  label: string;
  value: string;
  detail?: string;
  caption: string;
  size?: 'h5' | 'h6' | 'subtitle1';
  children?: ReactNode;
}) {
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant={size} component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
      {detail && <Typography variant="body2">{detail}</Typography>}
      <Typography variant="caption" color="text.secondary" component="p">
        {caption}
      </Typography>
      {children}
    </Box>
  );
}

function FigureCard({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return (
    <Card variant="outlined" sx={strong ? { borderColor: 'primary.main' } : undefined}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>{children}</CardContent>
    </Card>
  );
}

function TableBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <TableContainer>{children}</TableContainer>
    </Box>
  );
}

export default function Returns({ range }: { range: DateRange }) {
  const t = useDashboardText();
  const { data, error, isPending } = useGetReturnsSummary(dateParams(range));

  if (isPending) return <LoadingText text={t.loading} />;
  if (error) return <ErrorLoadingData error={error} />;
  if (data.returnedUnits === 0 && data.refunds === 0) return <EmptyText text={t.returns.none} />;
  return <ReturnsFigures summary={data} />;
}

export function ReturnsFigures({ summary }: { summary: ReturnsSummary }) {
  const t = useDashboardText();
  const r = t.returns;
  const anyReturned = summary.returnedUnits > 0;
  const rate = (row: { returnRate: number }) => ratePercent(row.returnRate);
  const count = (n: number) => formatNumber(n);

  return (
    <Box>
      <Box
        role="group"
        aria-label={r.figures}
        sx={{
          display: 'grid',
          gap: 1.5,
          mb: 2,
          // A phone stacks the cards; a tablet puts the money on its own row and the rates under it; a laptop
          // has the money (net, with sales and refunds beside it) as wide as the two rates together.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))',
          },
        }}
      >
        <Box sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' }, display: 'grid' }}>
          <FigureCard strong>
            <Figure
              label={r.netSales}
              value={signedEGP(summary.netSales)}
              caption={r.netSalesCaption}
              size="h5"
            >
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  mt: 1.5,
                  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
                }}
              >
                <Figure
                  label={r.sales}
                  value={formatEGP(summary.sales)}
                  caption={r.salesCaption}
                  size="subtitle1"
                />
                <Figure
                  label={r.refunds}
                  value={formatEGP(summary.refunds)}
                  caption={r.refundsCaption}
                  size="subtitle1"
                />
              </Box>
            </Figure>
          </FigureCard>
        </Box>
        {anyReturned && (
          <FigureCard>
            <Figure
              label={r.returnRate}
              value={ratePercent(summary.returnRate)}
              detail={r.unitsOf(count(summary.returnedUnits), count(summary.soldUnits))}
              caption={r.returnRateCaption}
            />
          </FigureCard>
        )}
        {anyReturned && (
          <FigureCard>
            <Figure
              label={r.exchangeShare}
              value={ratePercent(summary.exchangeShare)}
              caption={r.exchangeShareCaption}
            />
          </FigureCard>
        )}
      </Box>
      {!anyReturned ? (
        <EmptyText text={r.noReturns} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {r.tablesCaption}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
              <TableBlock title={r.byProduct}>
                <RecordTable
                  aria-label={r.byProduct}
                  rows={summary.byProduct}
                  rowKey={(row) => row.productId ?? `name:${row.name}`}
                  columns={[
                    // The product's name as the shop typed it: not to translate.
                    { label: r.product, render: (row) => <span translate="no">{row.name}</span> },
                    { label: r.sold, align: 'right', render: (row) => count(row.soldUnits) },
                    { label: r.returned, align: 'right', render: (row) => count(row.returnedUnits) },
                    { label: r.rate, align: 'right', cellSx: () => ({ fontWeight: 600 }), render: rate },
                  ]}
                />
              </TableBlock>
            </Box>
            <TableBlock title={r.bySize}>
              <RecordTable
                aria-label={r.bySize}
                rows={summary.bySize}
                rowKey={(row) => row.size}
                columns={[
                  { label: r.size, render: (row) => <span translate="no">{row.size}</span> },
                  { label: r.sold, align: 'right', render: (row) => count(row.soldUnits) },
                  { label: r.returned, align: 'right', render: (row) => count(row.returnedUnits) },
                  { label: r.rate, align: 'right', cellSx: () => ({ fontWeight: 600 }), render: rate },
                ]}
              />
            </TableBlock>
            <TableBlock title={r.byReason}>
              <RecordTable
                aria-label={r.byReason}
                rows={summary.byReason}
                rowKey={(row) => row.reason}
                columns={[
                  { label: r.reason, render: (row) => r.reasons[row.reason] },
                  { label: r.units, align: 'right', render: (row) => count(row.units) },
                ]}
              />
            </TableBlock>
          </Box>
        </>
      )}
    </Box>
  );
}
