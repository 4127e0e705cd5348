import { describe, expect, it } from 'vitest';
import { TIMELINE_STATUSES } from './order-lifecycle';
import { historyEvent, orderStage, orderStory, type HistoryRow } from './order-timeline';

const placed = '2026-11-20T10:00:00.000Z';
const row = (
  fromStatus: HistoryRow['fromStatus'],
  toStatus: HistoryRow['toStatus'],
  changedAt: string,
  reason: HistoryRow['reason'] = null,
  actor: HistoryRow['actor'] = fromStatus === null ? 'customer' : 'admin',
): HistoryRow => ({ fromStatus, toStatus, changedAt, reason, actor });

const orderTimeline = (order: Omit<Parameters<typeof orderStory>[0], 'customerConfirmedAt'>) =>
  orderStory({ customerConfirmedAt: null, ...order }).steps.map(({ status, at, reason }) => ({
    status,
    at,
    reason,
  }));

describe('orderStory: the steps', () => {
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

const T1 = '2026-11-20T11:00:00.000Z';
const T2 = '2026-11-20T12:00:00.000Z';
const T3 = '2026-11-21T12:00:00.000Z';
const T4 = '2026-11-22T12:00:00.000Z';

/** An order taken to `status` by `actor` along the usual path, confirmed by the shopper first or not. */
function orderAt(status: HistoryRow['toStatus'], actor: HistoryRow['actor'], selfConfirmed: boolean) {
  const history: HistoryRow[] = [row(null, 'pending', placed)];
  if (selfConfirmed) history.push(row('pending', 'pending', T1, null, 'customer'));
  const path = ['processing', 'shipped', 'delivered'] as const;
  const stops = { pending: 0, processing: 1, shipped: 2, delivered: 3, cancelled: 0 }[status];
  const times = [T2, T3, T4];
  let from: HistoryRow['toStatus'] = 'pending';
  for (let i = 0; i < stops; i++) {
    history.push(row(from, path[i]!, times[i]!, null, actor));
    from = path[i]!;
  }
  const reason =
    actor === 'customer' ? 'customer_cancelled' : actor === 'system' ? 'not_confirmed' : 'no_answer';
  if (status === 'cancelled') history.push(row('pending', 'cancelled', T4, reason, actor));
  return {
    status,
    createdAt: placed,
    cancelReason: status === 'cancelled' ? reason : null,
    customerConfirmedAt: selfConfirmed ? T1 : null,
    history,
  } as const;
}

describe('orderStory: every status × actor', () => {
  const statuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
  const actors = ['customer', 'admin', 'system'] as const;
  const stageOf = { pending: 'placed', processing: 'confirmed', shipped: 'shipped', delivered: 'delivered' };

  for (const status of statuses)
    for (const actor of actors)
      for (const selfConfirmed of [false, true])
        it(`${status}, changed by the ${actor}, ${selfConfirmed ? 'confirmed' : 'not confirmed'} by the shopper`, () => {
          const order = orderAt(status, actor, selfConfirmed);
          const story = orderStory(order);
          const stage =
            status === 'cancelled'
              ? 'cancelled'
              : status === 'pending' && selfConfirmed
                ? 'confirmed'
                : stageOf[status];
          expect(story.stage).toBe(stage);
          // A list row, without the history, tells the same stage.
          expect(orderStage(order)).toBe(stage);
          // The first step: placed by the shopper when she placed it.
          expect(story.steps[0]).toMatchObject({ status: 'pending', at: placed, by: 'customer' });
          const confirmed = story.steps.find((s) => s.status === 'processing');
          if (selfConfirmed) {
            // Her confirmation is the confirmation, whoever moved the order on afterwards.
            expect(story.confirmation).toEqual({ by: 'customer', at: T1 });
            expect(confirmed).toMatchObject({ at: T1, by: 'customer' });
          } else if (status === 'pending' || status === 'cancelled') {
            expect(story.confirmation).toBeNull();
            expect(confirmed?.at ?? null).toBeNull();
          } else {
            expect(story.confirmation).toEqual({ by: actor, at: T2 });
            expect(confirmed).toMatchObject({ at: T2, by: actor });
          }
          if (status === 'cancelled')
            expect(story.steps.at(-1)).toEqual({
              status: 'cancelled',
              at: T4,
              reason: order.cancelReason,
              by: actor,
            });
          else expect(story.steps.map((s) => s.status)).toEqual([...TIMELINE_STATUSES]);
          // Reached steps come first, each with a time and who; the rest have neither.
          const reached = story.steps.filter((s) => s.at !== null);
          expect(story.steps.slice(0, reached.length)).toEqual(reached);
          expect(reached.every((s) => s.by !== null)).toBe(true);
          expect(story.steps.filter((s) => s.at === null).every((s) => s.by === null)).toBe(true);
        });

  it('the shop confirmed first: the confirmation stays the shop’s', () => {
    const story = orderStory({
      status: 'processing',
      createdAt: placed,
      cancelReason: null,
      customerConfirmedAt: T3,
      history: [row(null, 'pending', placed), row('pending', 'processing', T2, null, 'admin')],
    });
    expect(story.confirmation).toEqual({ by: 'admin', at: T2 });
  });

  it('the shopper confirmed from history alone (no customerConfirmedAt given)', () => {
    const story = orderStory({
      status: 'pending',
      createdAt: placed,
      cancelReason: null,
      customerConfirmedAt: null,
      history: [row(null, 'pending', placed), row('pending', 'pending', T1, null, 'customer')],
    });
    expect(story.stage).toBe('confirmed');
    expect(story.steps[1]).toEqual({ status: 'processing', at: T1, reason: null, by: 'customer' });
    expect(story.steps[2]).toEqual({ status: 'shipped', at: null, reason: null, by: null });
  });

  it('confirmed by the shopper, then refused at delivery: placed, confirmed by her, shipped, cancelled', () => {
    const story = orderStory({
      status: 'cancelled',
      createdAt: placed,
      cancelReason: 'refused_at_delivery',
      customerConfirmedAt: T1,
      history: [
        row(null, 'pending', placed),
        row('pending', 'pending', T1, null, 'customer'),
        row('pending', 'processing', T2),
        row('processing', 'shipped', T3),
        row('shipped', 'cancelled', T4, 'refused_at_delivery'),
      ],
    });
    expect(story.steps.map((s) => [s.status, s.by])).toEqual([
      ['pending', 'customer'],
      ['processing', 'customer'],
      ['shipped', 'admin'],
      ['cancelled', 'admin'],
    ]);
  });
});

describe('historyEvent: every move × actor', () => {
  const all = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
  for (const actor of ['customer', 'admin', 'system'] as const) {
    it(`placing, by the ${actor}`, () => {
      expect(historyEvent({ fromStatus: null, toStatus: 'pending', reason: null, actor })).toEqual({
        kind: 'placed',
        status: 'pending',
      });
    });
    for (const from of all)
      for (const to of all)
        it(`${from} → ${to}, by the ${actor}`, () => {
          const event = historyEvent({ fromStatus: from, toStatus: to, reason: null, actor });
          if (from === 'pending' && to === 'pending' && actor === 'customer')
            expect(event).toEqual({ kind: 'confirmed', by: 'customer' });
          else if (from === 'pending' && to === 'processing')
            expect(event).toEqual({ kind: 'confirmed', by: actor });
          else if (to === 'cancelled' && from !== 'cancelled')
            expect(event).toEqual({ kind: 'cancelled', from, reason: null });
          else expect(event).toEqual({ kind: 'changed', from, to });
        });
  }
});
