// Returns from /track: the order opened with its number and mobile (typed in Arabic-Indic digits here), the request
// sent with that mobile in its body and no key, and the same look-up made again to show the new request.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getTrackOrderMockHandler } from '../../../../generated/shop-api/customer/customer.msw';
import { getGetProductByIdMockHandler } from '../../../../generated/shop-api/products/products.msw';
import {
  getCancelShopperReturnMockHandler,
  getRequestReturnMockHandler,
} from '../../../../generated/shop-api/returns/returns.msw';
import { renderPage } from '../cart/test-utils';
import { ORDER_NUMBER } from '../orders/test-fixtures';
import TrackPage from '../track/track-page';
import { deliveredTracking, dressItem, products, shopperReturn } from './test-fixtures';

const server = setupServer(
  getGetProductByIdMockHandler((info) => products[Number(info.params.id)]!),
  getTrackOrderMockHandler(deliveredTracking()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function lookUp(user: ReturnType<typeof userEvent.setup>) {
  renderPage('/track', <TrackPage />, { otherRoutes: ['/orders/:orderNumber', '/returns'] });
  await user.type(screen.getByLabelText('Order number'), 'mo-7k3q9d');
  await user.type(screen.getByLabelText('Mobile number'), '٠١٠١٢٣٤٥٦٧٨');
  await user.click(screen.getByRole('button', { name: 'Track order' }));
  return screen.findByRole('region', { name: 'Returns and exchanges' });
}

describe('returns on /track', () => {
  it('sends an exchange with the mobile used for the look-up, then looks the order up again', async () => {
    const user = userEvent.setup();
    const lookups: unknown[] = [];
    const sent: { body: unknown; key: string | null }[] = [];
    const created = shopperReturn({ id: 30 });
    let answer = deliveredTracking();
    server.use(
      getTrackOrderMockHandler(async (info) => {
        lookups.push(await info.request.json());
        return answer;
      }),
      getRequestReturnMockHandler(async (info) => {
        sent.push({ body: await info.request.json(), key: info.request.headers.get('X-Order-Key') });
        answer = deliveredTracking({
          items: [{ ...dressItem, returnable: 1 }],
          returns: [created],
        });
        return created;
      }),
    );
    const returns = await lookUp(user);
    // Inside the result (an h2), the section is an h3.
    expect(
      within(returns).getByRole('heading', { level: 3, name: 'Returns and exchanges' }),
    ).toBeInTheDocument();
    expect(returns).toHaveTextContent('You can return or exchange items until 8 Dec 2026.');

    await user.click(within(returns).getByRole('button', { name: 'Return or exchange items' }));
    const form = within(returns).getByRole('form', { name: 'Return or exchange items' });
    await user.click(within(form).getByRole('radio', { name: /Exchange/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Linen Wrap Midi Dress/ }));
    const dress = within(form).getByRole('group', { name: 'Linen Wrap Midi Dress' });
    await user.selectOptions(await within(dress).findByLabelText('Colour you want'), 'Sage');
    await user.selectOptions(within(dress).getByLabelText('Size you want'), 'L');
    await user.selectOptions(within(dress).getByLabelText('Reason'), 'Too small');
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));

    expect(await within(returns).findByText(/Your request is sent/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        key: null,
        body: {
          orderNumber: ORDER_NUMBER,
          mobileNumber: '01012345678',
          kind: 'exchange',
          items: [
            { orderItemId: 901, quantity: 1, reason: 'too_small', wantedVariantId: 21, wantedSize: 'L' },
          ],
        },
      },
    ]);
    const requests = within(returns).getByRole('region', { name: 'Your requests' });
    expect(requests).toHaveTextContent('Exchange requested on 25 Nov 2026');
    expect(requests).toHaveTextContent('You get: Sage, L');
    // The same look-up again, with the same number and mobile; the result stays on screen meanwhile.
    await waitFor(() => expect(lookups).toHaveLength(2));
    expect(lookups[1]).toEqual(lookups[0]);
    expect(lookups[0]).toEqual({ orderNumber: ORDER_NUMBER, mobileNumber: '01012345678' });
    expect(screen.getByRole('heading', { level: 2, name: `Order ${ORDER_NUMBER}` })).toBeInTheDocument();
  });

  it('cancels a request with the mobile, after asking', async () => {
    const user = userEvent.setup();
    let cancelled: { id: string; body: unknown; key: string | null } | undefined;
    server.use(
      getTrackOrderMockHandler(deliveredTracking({ returns: [shopperReturn()] })),
      getCancelShopperReturnMockHandler(async (info) => {
        cancelled = {
          id: String(info.params.id),
          body: await info.request.json(),
          key: info.request.headers.get('X-Order-Key'),
        };
        return shopperReturn({
          status: 'cancelled',
          canCancel: false,
          timeline: [
            { status: 'requested', at: '2026-11-25T10:00:00.000Z' },
            { status: 'cancelled', at: '2026-11-25T11:00:00.000Z' },
          ],
        });
      }),
    );
    const returns = await lookUp(user);
    await user.click(within(returns).getByRole('button', { name: 'Cancel request' }));
    await user.click(within(returns).getByRole('button', { name: 'Yes, cancel the request' }));
    expect(await within(returns).findByText('Your request is cancelled.')).toBeInTheDocument();
    expect(cancelled).toEqual({
      id: '17',
      key: null,
      body: { orderNumber: ORDER_NUMBER, mobileNumber: '01012345678' },
    });
  });
});
