// Accessibility of the catalogue screens with axe-core in happy-dom: no violation at all (the bar is "no serious
// one"; these screens have none of any impact). Colour contrast needs a real layout engine, so it is left to the
// browser journeys (tests/e2e).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Route } from './router';
import { getGetShopperOrderMockHandler } from '../../generated/shop-api/customer/customer.msw';
import OrderPage from './features/orders/order-page';
import { ORDER_KEY, shopperOrderFixture } from './features/orders/test-fixtures';
import TrackPage from './features/track/track-page';
import { deliveredOrder, shopperReturn } from './features/returns/test-fixtures';
import { createContractServer } from './testing/msw';
import { CatalogueRoutes, renderStorefront } from './testing/render-storefront';

const server = createContractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe)', () => {
  it('home page', async () => {
    renderStorefront('/');
    await screen.findByRole('heading', { name: 'New Arrivals' });
    await screen.findAllByRole('link', { name: 'Linen Wrap Midi Dress' });
    expect(await violations()).toEqual([]);
  });

  it('shop page', async () => {
    renderStorefront('/shop?category=new-arrivals');
    await screen.findAllByRole('link', { name: 'Linen Wrap Midi Dress' });
    expect(await violations()).toEqual([]);
  });

  it('product page with a colour chosen and the mobile menu open', async () => {
    const user = userEvent.setup();
    renderStorefront('/products/linen-wrap-midi-dress');
    await user.click(await screen.findByRole('button', { name: 'Sage' }));
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(await violations()).toEqual([]);
  });

  it('not-found page', async () => {
    renderStorefront('/nowhere');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(await violations()).toEqual([]);
  });

  it('confirmation page and tracking page, in the shop layout', async () => {
    server.use(getGetShopperOrderMockHandler(shopperOrderFixture()));
    const routes = (
      <CatalogueRoutes
        extra={
          <>
            <Route path="/orders/:orderNumber">
              <OrderPage />
            </Route>
            <Route path="/track">
              <TrackPage />
            </Route>
          </>
        }
      />
    );
    const { unmount } = renderStorefront(`/orders/MO-7K3Q9D#key=${ORDER_KEY}`, { routes });
    await screen.findByRole('heading', { level: 1, name: 'Thank you, Nour! Your order is placed.' });
    await screen.findByRole('link', { name: /Confirm on WhatsApp/ });
    expect(await violations()).toEqual([]);
    unmount();
    renderStorefront('/track', { routes });
    await screen.findByRole('heading', { level: 1, name: 'Track your order' });
    expect(await violations()).toEqual([]);
  });

  it('a delivered order with its returns section, request form and requests, in the shop layout', async () => {
    const user = userEvent.setup();
    server.use(getGetShopperOrderMockHandler(deliveredOrder({ returns: [shopperReturn()] })));
    const routes = (
      <CatalogueRoutes
        extra={
          <Route path="/orders/:orderNumber">
            <OrderPage />
          </Route>
        }
      />
    );
    renderStorefront(`/orders/MO-7K3Q9D#key=${ORDER_KEY}`, { routes });
    await user.click(await screen.findByRole('button', { name: 'Return or exchange items' }));
    await user.click(screen.getByRole('radio', { name: /Exchange/ }));
    await user.click(screen.getByRole('checkbox', { name: /Linen Wrap Midi Dress/ }));
    await screen.findByLabelText('Colour you want');
    expect(await violations()).toEqual([]);
  });
});
