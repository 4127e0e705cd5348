// The returns queue: the saved views send listReturns' `view`, the rows say what staff read, the search and the
// kind reach the server, a row opens the request, the courier sheet of pickups downloads for the chosen days,
// and on a phone each request is a card.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getGetReturnMockHandler,
  getGetReturnsCourierSheetMockHandler,
  getListReturnsMockHandler,
} from '../../../../generated/api/returns/returns.msw';
import type { Return } from '../../../../generated/models';
import { phoneViewport } from '../../test-support/viewport';
import { aRequest, aReturn, renderReturns } from './test-render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** Serves `rows` to every list call and keeps each call's query. */
function serveQueue(rows: Return[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    getListReturnsMockHandler(({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return { returns: rows, total: rows.length, totalPages: 1, currentPage: 1 };
    }),
  );
  return queries;
}

describe('the returns queue', () => {
  it('opens on the requests waiting for an answer, and shows each row as staff read it', async () => {
    const queries = serveQueue([aRequest()]);
    renderReturns('/admin/returns');
    const row = (await screen.findByText('#17')).closest('tr')!;
    expect(queries[0]).toEqual({ page: '1', limit: '25', view: 'requested' });
    expect(screen.getByRole('tab', { name: 'Requested' })).toHaveAttribute('aria-selected', 'true');
    for (const text of [
      'MO-7K3Q9D',
      'Nour El-Sayed',
      '01012345678',
      'Exchange',
      'Linen Wrap Midi Dress (Sage, M) ×1 → L',
      'Approved',
      // 10:00 UTC is 12:00 in Cairo
      '25/11/2026, 12:00',
      '26/11/2026',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '01012345678' })).toHaveAttribute(
      'href',
      'tel:+201012345678',
    );
  });

  it('sends the view of each tab, and none for All', async () => {
    const queries = serveQueue([aRequest()]);
    renderReturns('/admin/returns');
    await screen.findByText('#17');
    const views: Record<string, string | undefined> = {
      Approved: 'approved',
      'Picked up': 'picked_up',
      Received: 'received',
      Closed: 'closed',
      Refused: 'refused',
      Cancelled: 'cancelled',
      All: undefined,
    };
    for (const [tab, view] of Object.entries(views)) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(queries.at(-1)?.view).toBe(view));
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }
  });

  it('names a refused parcel and a return, and sends the search and the kind', async () => {
    const queries = serveQueue([
      aReturn({ id: 21 }),
      aRequest({ id: 22, kind: 'refusal', status: 'received', pickupDate: null }),
    ]);
    renderReturns('/admin/returns');
    const returnRow = (await screen.findByText('#21')).closest('tr')!;
    expect(within(returnRow).getByText('Return')).toBeInTheDocument();
    expect(within(returnRow).getByText('Linen Wrap Midi Dress (Sage, M) ×1')).toBeInTheDocument();
    expect(within(returnRow).getByText('Pleated Satin Skirt (Black, S) ×1')).toBeInTheDocument();
    expect(within(returnRow).getByText('Requested')).toBeInTheDocument();
    const refusalRow = screen.getByText('#22').closest('tr')!;
    expect(within(refusalRow).getByText('Refused parcel')).toBeInTheDocument();
    expect(within(refusalRow).getByText('—')).toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText('Order number, name or mobile'), 'Nour');
    await waitFor(() => expect(queries.at(-1)?.q).toBe('Nour'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Exchange' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        page: '1',
        limit: '25',
        view: 'requested',
        q: 'Nour',
        kind: 'exchange',
      }),
    );
  });

  it('opens a request from its row', async () => {
    serveQueue([aRequest()]);
    server.use(getGetReturnMockHandler(aRequest()));
    const location = renderReturns('/admin/returns');
    await userEvent.click(await screen.findByText('#17'));
    await waitFor(() => expect(location.current?.pathname).toBe('/admin/returns/17/show'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Exchange #17' })).toBeInTheDocument();
  });

  it('downloads the courier sheet of pickups for the chosen days, with its byte-order mark', async () => {
    serveQueue([aRequest()]);
    const queries: Record<string, string>[] = [];
    server.use(
      getGetReturnsCourierSheetMockHandler(({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return '\uFEFFPickup day,Order number\r\n2026-11-26,MO-7K3Q9D';
      }),
    );
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:pickups';
        }),
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderReturns('/admin/returns');
    await screen.findByText('#17');
    await userEvent.click(screen.getByRole('button', { name: 'Courier sheet of pickups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Courier sheet of pickups' });
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-26');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-28');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(queries).toEqual([{ startDate: '2026-11-26', endDate: '2026-11-28' }]);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x50]);
    expect(click).toHaveBeenCalled();
  });

  it('refuses a last day before the first, and says when the sheet cannot be made', async () => {
    serveQueue([aRequest()]);
    server.use(
      getGetReturnsCourierSheetMockHandler(() => {
        throw HttpResponse.json({ error: 'Check the dates' }, { status: 400 });
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderReturns('/admin/returns');
    await screen.findByText('#17');
    await userEvent.click(screen.getByRole('button', { name: 'Courier sheet of pickups' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('From'));
    await userEvent.type(within(dialog).getByLabelText('From'), '2026-11-28');
    await userEvent.clear(within(dialog).getByLabelText('To'));
    await userEvent.type(within(dialog).getByLabelText('To'), '2026-11-26');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('The last day cannot come before the first.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('To'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(
      await screen.findByText('Could not download the courier sheet: Check the dates'),
    ).toBeInTheDocument();
  });
});

describe('the returns queue at 390 px', () => {
  it('is a list of cards, with the filters in a drawer', async () => {
    const restore = phoneViewport(390);
    try {
      serveQueue([aRequest()]);
      renderReturns('/admin/returns');
      const card = (await screen.findByRole('link', { name: /#17 · Exchange/ })) as HTMLElement;
      expect(card).toHaveAttribute('href', '/admin/returns/17/show');
      expect(card).toHaveTextContent('MO-7K3Q9D · Nour El-Sayed');
      expect(card).toHaveTextContent('Linen Wrap Midi Dress (Sage, M) ×1 → L');
      expect(within(card).getByText('Approved')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
