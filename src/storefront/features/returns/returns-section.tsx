/**
 * "Returns and exchanges" on a delivered order, on the confirmation page and on /track (a lazily loaded chunk of
 * its own, `lazy-returns.tsx`): while the window is open the day it closes and a button to the request form;
 * once closed the day it closed; nothing for an order not delivered. Below, the order's requests. After a
 * request is sent or cancelled the page looks the order up again (`onChanged`); meanwhile the server's answer is
 * shown, so the new request is there at once.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../router';
import type { OrderTracking, ShopperReturn } from '../../../../generated/models';
import { returns as t } from '../../i18n/returns';
import { formatCairoDay } from './return-dates';
import { returnableLines, type OrderAccess } from './return-form';
import { ReturnRequestForm } from './return-request-form';
import { ReturnRequests, type Notice } from './return-requests';
import '../../styles/fields.css';
import './returns.css';

export interface ReturnsSectionProps {
  order: Pick<OrderTracking, 'status' | 'items' | 'returnWindow' | 'returns'>;
  access: OrderAccess;
  /** The section's heading level: 2 on the confirmation page, 3 inside /track's result. */
  level?: 2 | 3;
  /** Look the order up again (its requests and what may still be returned changed). */
  onChanged: () => void;
}

/** The order's requests with the server's latest answers laid over them (newer than the order until it reloads). */
function merged(requests: readonly ShopperReturn[], answers: readonly ShopperReturn[]): ShopperReturn[] {
  const byId = new Map(answers.map((r) => [r.id, r]));
  const list = requests.map((r) => byId.get(r.id) ?? r);
  for (const answer of answers) if (!requests.some((r) => r.id === answer.id)) list.push(answer);
  return list;
}

export default function ReturnsSection({ order, access, level = 2, onChanged }: ReturnsSectionProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // The server's answers since the order was loaded; dropped when the order itself comes again.
  const [answers, setAnswers] = useState<{ order: typeof order; list: ShopperReturn[] }>({
    order,
    list: [],
  });
  const noticeRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (order.status !== 'delivered') return null;

  const H = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  const lines = returnableLines(order.items);
  const { open: windowOpen, lastDay } = order.returnWindow;
  const canAsk = windowOpen && lines.length > 0;
  const requests = merged(order.returns, answers.order === order ? answers.list : []);
  const answered = (request: ShopperReturn) =>
    setAnswers((current) => ({
      order,
      list: [...(current.order === order ? current.list : []).filter((r) => r.id !== request.id), request],
    }));

  return (
    <section className="returns-section" aria-labelledby={`${id}-title`}>
      <H id={`${id}-title`}>{t.heading}</H>
      {lastDay ? (
        <p className="returns-section__window">
          {windowOpen ? t.openUntil(formatCairoDay(lastDay)) : t.closedOn(formatCairoDay(lastDay))}{' '}
          <Link to="/returns">{t.policyLink}</Link>
        </p>
      ) : null}
      {windowOpen && lines.length === 0 ? <p>{t.nothingLeft}</p> : null}

      {/* Live regions, always there so their news is read out; the notice takes the focus when it changes. */}
      <div ref={noticeRef} tabIndex={-1} className="returns-section__notice">
        <div role="status">
          {notice?.kind === 'status' ? <p className="alert alert--success">{notice.text}</p> : null}
        </div>
        <div role="alert">
          {notice?.kind === 'alert' ? <p className="alert alert--warning">{notice.text}</p> : null}
        </div>
      </div>

      {canAsk && open ? (
        <ReturnRequestForm
          lines={lines}
          access={access}
          heading={Sub}
          onSent={(request) => {
            setOpen(false);
            answered(request);
            setNotice({ kind: 'status', text: t.sent });
            onChanged();
          }}
          onClose={() => {
            setOpen(false);
            requestAnimationFrame(() => startRef.current?.focus());
          }}
        />
      ) : null}
      {canAsk && !open ? (
        <button
          ref={startRef}
          type="button"
          className="button button--primary"
          onClick={() => {
            setNotice(null);
            setOpen(true);
          }}
        >
          {t.start}
        </button>
      ) : null}

      {requests.length > 0 ? (
        <ReturnRequests
          requests={requests}
          access={access}
          heading={Sub}
          onNotice={setNotice}
          onCancelled={(request) => {
            if (request) answered(request);
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}
