import { describe, expect, it } from 'vitest';
import { orderTimeline, type HistoryRow } from './order-timeline';

const placed = '2026-11-20T10:00:00.000Z';
const row = (
  fromStatus: HistoryRow['fromStatus'],
  toStatus: HistoryRow['toStatus'],
  changedAt: string,
  reason: HistoryRow['reason'] = null,
): HistoryRow => ({ fromStatus, toStatus, changedAt, reason });

describe('orderTimeline', () => {
  it('a new order: placed, and three steps to come', () => {
    expect(
      orderTimeline({
        status: 'pending',
        createdAt: placed,
        cancelReason: null,
        history: [row(null, 'pending', placed)],
      }),
    ).toEqual([
      { status: 'pending', at: placed, reason: null },
      { status: 'processing', at: null, reason: null },
      { status: 'shipped', at: null, reason: null },
      { status: 'delivered', at: null, reason: null },
    ]);
  });

  it("the shopper's own confirmation (pending → pending) is not a step", () => {
    const steps = orderTimeline({
      status: 'pending',
      createdAt: placed,
      cancelReason: null,
      history: [row(null, 'pending', placed), row('pending', 'pending', '2026-11-20T11:00:00.000Z')],
    });
    expect(steps[0]).toEqual({ status: 'pending', at: placed, reason: null });
    expect(steps[1]!.at).toBeNull();
  });

  it('a skipped step takes the time of the next step reached', () => {
    const steps = orderTimeline({
      status: 'shipped',
      createdAt: placed,
      cancelReason: null,
      history: [row(null, 'pending', placed), row('pending', 'shipped', '2026-11-21T09:00:00.000Z')],
    });
    expect(steps.map((s) => s.at)).toEqual([
      placed,
      '2026-11-21T09:00:00.000Z',
      '2026-11-21T09:00:00.000Z',
      null,
    ]);
  });

  it('an order moved back shows only the steps it is at or past now', () => {
    const steps = orderTimeline({
      status: 'processing',
      createdAt: placed,
      cancelReason: null,
      history: [
        row(null, 'pending', placed),
        row('pending', 'processing', '2026-11-20T12:00:00.000Z'),
        row('processing', 'shipped', '2026-11-21T12:00:00.000Z'),
        row('shipped', 'processing', '2026-11-21T13:00:00.000Z'),
      ],
    });
    expect(steps.map((s) => s.at)).toEqual([placed, '2026-11-21T13:00:00.000Z', null, null]);
  });

  it('a cancelled order: the steps it reached, then the cancellation with its reason', () => {
    expect(
      orderTimeline({
        status: 'cancelled',
        createdAt: placed,
        cancelReason: 'refused_at_delivery',
        history: [
          row(null, 'pending', placed),
          row('pending', 'processing', '2026-11-20T12:00:00.000Z'),
          row('processing', 'shipped', '2026-11-21T12:00:00.000Z'),
          row('shipped', 'cancelled', '2026-11-22T12:00:00.000Z', 'refused_at_delivery'),
        ],
      }),
    ).toEqual([
      { status: 'pending', at: placed, reason: null },
      { status: 'processing', at: '2026-11-20T12:00:00.000Z', reason: null },
      { status: 'shipped', at: '2026-11-21T12:00:00.000Z', reason: null },
      { status: 'cancelled', at: '2026-11-22T12:00:00.000Z', reason: 'refused_at_delivery' },
    ]);
  });

  it('an order that expired unconfirmed: placed, then cancelled as not confirmed', () => {
    expect(
      orderTimeline({
        status: 'cancelled',
        createdAt: placed,
        cancelReason: 'not_confirmed',
        history: [
          row(null, 'pending', placed),
          row('pending', 'cancelled', '2026-11-22T10:00:00.000Z', 'not_confirmed'),
        ],
      }),
    ).toEqual([
      { status: 'pending', at: placed, reason: null },
      { status: 'cancelled', at: '2026-11-22T10:00:00.000Z', reason: 'not_confirmed' },
    ]);
  });

  it('a plain cancel through the status update has no reason', () => {
    const steps = orderTimeline({
      status: 'cancelled',
      createdAt: placed,
      cancelReason: null,
      history: [row(null, 'pending', placed), row('pending', 'cancelled', '2026-11-21T10:00:00.000Z')],
    });
    expect(steps.at(-1)).toEqual({ status: 'cancelled', at: '2026-11-21T10:00:00.000Z', reason: null });
  });

  it('an order without history rows still shows when it was placed', () => {
    expect(
      orderTimeline({ status: 'pending', createdAt: placed, cancelReason: null, history: [] })[0],
    ).toEqual({ status: 'pending', at: placed, reason: null });
  });
});
