/**
 * /admin/returns/{id}/show: one request — its kind, status and who asked; the actions its status and the
 * member's role allow (return-actions.tsx); the refuse reason and the note; the items (picture, name, colour,
 * size, quantity, reason, the colour and size wanted for an exchange, the condition once received); the
 * customer; the order and the replacement order with its status; the refund; the timeline of its steps.
 * One column on a phone.
 */
import {
  Alert,
  AlertTitle,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Link,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { ListButton, ShowBase, Title, TopToolbar, useBasename, useShowContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ReturnLine } from '../../../../generated/models';
import { telLink } from '../../../shared/order-messages';
import { RecordTable } from '../../components/record-table';
import type { ReturnRecord } from '../../data-provider/returns';
import { useFormsText } from '../../i18n/forms';
import { useGovernorateName } from '../../i18n/governorate-name';
import { useReturnsText } from '../../i18n/returns';
import { ProductThumb } from '../orders/product-thumb';
import { ReturnActions } from './return-actions';
import { ReturnStatusBadge } from './return-status-badge';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Label and value rows; the value is the shop's or the shopper's data unless `ours`. */
function Details({ rows }: { rows: { label: string; value: ReactNode; ours?: boolean }[] }) {
  return (
    <Typography
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {rows.map(({ label, value, ours }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            translate={ours ? undefined : 'no'}
            sx={{ m: 0, overflowWrap: 'anywhere' }}
          >
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Typography>
  );
}

function ItemCell({ item }: { item: ReturnLine }) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <ProductThumb src={item.imageUrl} width={48} height={60} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" translate="no" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography>
        {item.sku && (
          <Typography variant="caption" color="text.secondary" translate="no">
            {item.sku}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

function ReturnItems({ items }: { items: ReturnLine[] }) {
  const t = useReturnsText();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const wanted = items.some((item) => item.wanted);
  return (
    <Section id="return-items" title={t.itemsCard}>
      <RecordTable
        aria-labelledby="return-items"
        stacked={phone}
        rows={items}
        rowKey={(item) => item.id}
        columns={[
          { label: t.product, render: (item) => <ItemCell item={item} /> },
          { label: t.colour, render: (item) => <span translate="no">{item.color}</span> },
          { label: t.size, render: (item) => <span translate="no">{item.size}</span> },
          { label: t.quantity, align: 'right', render: (item) => item.quantity },
          { label: t.reason, render: (item) => t.reasons[item.reason] },
          wanted && {
            label: t.wanted,
            render: (item) =>
              item.wanted ? <span translate="no">{`${item.wanted.color}, ${item.wanted.size}`}</span> : '—',
          },
          {
            label: t.condition,
            render: (item) => (item.condition ? t.conditions[item.condition] : t.notReceived),
          },
        ]}
      />
    </Section>
  );
}

function OrderLinks({ request }: { request: ReturnRecord }) {
  const t = useReturnsText();
  const basename = useBasename();
  const replacement = request.replacementOrder;
  return (
    <Section id="return-orders" title={t.ordersCard}>
      <Details
        rows={[
          {
            label: t.originalOrder,
            value: (
              <Link component={RouterLink} to={`${basename}/orders/${request.orderId}`}>
                {request.orderNumber}
              </Link>
            ),
          },
          ...(request.kind === 'exchange'
            ? [
                {
                  label: t.replacementOrder,
                  ours: !replacement,
                  value: replacement ? (
                    <>
                      <Link component={RouterLink} to={`${basename}/orders/${replacement.id}`}>
                        {replacement.orderNumber}
                      </Link>{' '}
                      <span translate="yes">({t.orderStatuses[replacement.status]})</span>
                    </>
                  ) : (
                    t.noReplacementYet
                  ),
                },
              ]
            : []),
          ...(request.pickupDate
            ? [{ label: t.pickupDay, value: t.day(request.pickupDate), ours: true }]
            : []),
        ]}
      />
    </Section>
  );
}

function Customer({ request }: { request: ReturnRecord }) {
  const t = useReturnsText();
  const governorate = useGovernorateName();
  const { customer } = request;
  const call = (mobile: string | null) =>
    mobile ? (
      <Link href={telLink(mobile)} aria-label={t.callNumber(mobile)}>
        {mobile}
      </Link>
    ) : null;
  return (
    <Section id="return-customer" title={t.customerCard}>
      <Details
        rows={[
          { label: t.name, value: customer.name },
          { label: t.mobile, value: call(customer.phone) },
          { label: t.otherMobile, value: call(customer.anotherMobile) },
          { label: t.governorate, value: governorate(customer.city) },
          { label: t.address, value: customer.address },
        ]}
      />
    </Section>
  );
}

function Refund({ request }: { request: ReturnRecord }) {
  const t = useReturnsText();
  const { dateTime } = useFormsText();
  const { refund } = request;
  return (
    <Section id="return-refund" title={t.refundCard}>
      {refund ? (
        <>
          <Details
            rows={[
              { label: t.amount, value: t.money(refund.amount), ours: true },
              { label: t.method, value: t.methods[refund.method], ours: true },
              { label: t.reference, value: refund.reference },
            ]}
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            <Named text={(name) => t.recordedBy(name, dateTime(refund.at))} name={refund.by} />
          </Typography>
        </>
      ) : request.kind === 'return' ? (
        <>
          <Details rows={[{ label: t.refundable, value: t.money(request.refundable), ours: true }]} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t.noRefundYet}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t.nothingToRefund}
        </Typography>
      )}
    </Section>
  );
}

function Timeline({ request }: { request: ReturnRecord }) {
  const t = useReturnsText();
  const { dateTime } = useFormsText();
  return (
    <Section id="return-timeline" title={t.timelineCard}>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {request.timeline.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            <Typography variant="body2">
              <strong>{t.statuses[step.status]}</strong> · {dateTime(step.at)}
            </Typography>
          </li>
        ))}
      </Box>
    </Section>
  );
}

function RequestTitle({ request }: { request: ReturnRecord }) {
  const t = useReturnsText();
  return <>{t.requestTitle(t.kinds[request.kind], request.id)}</>;
}

function ReturnDetail() {
  const t = useReturnsText();
  const { dateTime } = useFormsText();
  const { record: request, error, isPending } = useShowContext<ReturnRecord>();
  if (isPending) return <LinearProgress aria-label={t.loading} />;
  if (error || !request) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        <AlertTitle>{t.loadFailed}</AlertTitle>
        {error instanceof Error ? error.message : null}
      </Alert>
    );
  }
  const by = request.createdBy ? <Named text={t.byStaff} name={request.createdBy} /> : t.byCustomer;
  return (
    <Stack spacing={2} sx={{ mt: 1, minWidth: 0 }}>
      <Title title={<RequestTitle request={request} />} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between">
        <Box>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="h5" component="h1">
              <RequestTitle request={request} />
            </Typography>
            <ReturnStatusBadge status={request.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t.requestedOn(dateTime(request.createdAt))} {request.kind !== 'refusal' && by}
          </Typography>
        </Box>
      </Stack>
      <ReturnActions request={request} />
      {request.refuseReason && (
        <Alert severity="warning">
          <AlertTitle>{t.refuseReason}</AlertTitle>
          <span translate="no">{request.refuseReason}</span>
        </Alert>
      )}
      {request.note && (
        <Alert severity="info">
          <AlertTitle>{t.note}</AlertTitle>
          <span translate="no">{request.note}</span>
        </Alert>
      )}
      <ReturnItems items={request.items} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
        <Customer request={request} />
        <OrderLinks request={request} />
        <Refund request={request} />
        <Timeline request={request} />
      </Box>
    </Stack>
  );
}

const MARK = '\u0000';

/** A sentence naming a staff member: her username is data, not words to translate (translate="no"). */
function Named({ text, name }: { text: (name: string) => string; name: string }) {
  const [before, after] = text(MARK).split(MARK);
  return (
    <>
      {before}
      <span translate="no">{name}</span>
      {after}
    </>
  );
}

export function ReturnShow() {
  const t = useReturnsText();
  return (
    // The page says a failure itself (react-admin's default is a notification and a redirect), and always asks
    // for the request itself: the queue's row may be two minutes old.
    <ShowBase queryOptions={{ onError: () => undefined, staleTime: 0 }}>
      <Box sx={{ px: { xs: 1, sm: 2 }, pb: 3, minWidth: 0 }}>
        <TopToolbar sx={{ justifyContent: 'flex-start', px: 0 }}>
          <ListButton label={t.backToReturns} />
        </TopToolbar>
        <ReturnDetail />
      </Box>
    </ShowBase>
  );
}
