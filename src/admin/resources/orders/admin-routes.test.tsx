// The orders screens and the dashboard inside the whole back office (MorphAdmin): the spec's URLs open them.
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDashboardMock } from '../../../../generated/api/dashboard/dashboard.msw';
import { getOrdersMock } from '../../../../generated/api/orders/orders.msw';
import { dataProvider } from '../../data-provider';
import { renderAdmin } from '../../test-support/render-admin';

const server = setupServer();
const calls: URL[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url));
  });
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

describe('admin routes', () => {
  it('/admin/orders/{orderId} opens the order detail', async () => {
    server.use(...getOrdersMock());
    renderAdmin('/admin/orders/318', { dataProvider });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order MO-7K3Q9D' })).toBeInTheDocument();
    expect(screen.queryByText('Error fetching order details')).not.toBeInTheDocument();
  });

  it('/admin/orders?status=shipped opens the list filtered on shipped orders', async () => {
    server.use(...getOrdersMock());
    renderAdmin('/admin/orders?status=shipped', { dataProvider });
    expect(await screen.findByText('MO-7K3Q9D')).toBeInTheDocument();
    const lists = calls.filter((url) => url.pathname === '/api/admin/orders');
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((url) => url.searchParams.get('status') === 'shipped')).toBe(true);
  });

  it('/admin/dashboard opens the dashboard', async () => {
    server.use(...getDashboardMock());
    renderAdmin('/admin/dashboard', { dataProvider });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((url) => url.pathname === '/api/admin/dashboard/summary')).toBe(true),
    );
  });
});
