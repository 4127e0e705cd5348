import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getGetShopContactMockHandler,
  getGetShopReturnPolicyMockHandler,
} from '../../../../generated/shop-api/settings/settings.msw';
import { createQueryClient } from '../../query-client';
import { shopContactFixture } from '../../testing/msw';
import { TestRouter } from '../../testing/test-router';
import { NO_CONTACT } from '../contact/shop-contact';
import PolicyPage from './policy-page';
import { axeViolations } from '../cart/axe';

const server = setupServer(getGetShopContactMockHandler(NO_CONTACT), getGetShopReturnPolicyMockHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderPolicy = (kind: 'terms' | 'privacy' | 'returns') =>
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <TestRouter>
        {/* The shop layout's landmark, as in the app. */}
        <main>
          <PolicyPage kind={kind} />
        </main>
      </TestRouter>
    </QueryClientProvider>,
  );

describe('PolicyPage', () => {
  it('shows the return policy: 14 days, condition and tags, how to ask, cash refund or exchange, delivery fees', async () => {
    renderPolicy('returns');
    expect(screen.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Return Policy — Morph'));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'The 14-day window',
        'Condition of returned items',
        'Items we cannot take back',
        'How to request a return or exchange',
        'Refunds and exchanges',
        'Delivery fees',
      ]),
    );
    expect(screen.getByText(/14 days from the day your order is delivered/)).toBeInTheDocument();
    expect(screen.getByText(/original tags still attached/)).toBeInTheDocument();
    expect(screen.getByText(/refunds are paid in cash/)).toBeInTheDocument();
    // How to ask: from the order's own page or Track order, within 14 days of delivery.
    const steps = screen.getByRole('heading', { name: 'How to request a return or exchange' })
      .nextElementSibling as HTMLElement;
    expect(steps.tagName).toBe('OL');
    expect(steps).toHaveTextContent(
      /Within 14 days of delivery, open your order: from the link in your order confirmation .* or on Track order with your order number/,
    );
    expect(steps).toHaveTextContent(/“Return or exchange items” button/);
  });

  it("follows the owner's returns terms: a 30-day window, delivery fees refunded", async () => {
    server.use(
      getGetShopReturnPolicyMockHandler({
        windowDays: 30,
        refundShipping: true,
        exchangeShippingCharged: false,
      }),
    );
    renderPolicy('returns');
    expect(await screen.findByRole('heading', { level: 2, name: 'The 30-day window' })).toBeInTheDocument();
    expect(screen.getByText(/30 days from the day your order is delivered/)).toBeInTheDocument();
    expect(screen.queryByText(/14 days/)).not.toBeInTheDocument();
  });

  it('shows the privacy policy under Law No. 151 of 2020, with cookies and the advertising pixel', async () => {
    renderPolicy('privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/Personal Data Protection Law No\. 151 of 2020/)).toBeInTheDocument();
    expect(screen.getByText(/your mobile number, and a second mobile number/)).toBeInTheDocument();
    expect(screen.getByText(/Staff who sign in to the back office get a session cookie/)).toBeInTheDocument();
    expect(screen.getByText(/Meta advertising pixel/)).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        expect.stringContaining('Law No. 151 of 2020'),
      ),
    );
  });

  it('shows the terms: cash on delivery across the 27 governorates', () => {
    renderPolicy('terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(screen.getByText(/We accept cash on delivery only/)).toBeInTheDocument();
    expect(screen.getByText(/all 27 governorates of Egypt/)).toBeInTheDocument();
  });

  it('links to the two other policies', () => {
    renderPolicy('terms');
    const nav = screen.getByRole('navigation', { name: 'Other policies' });
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(nav).getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/returns');
    expect(within(nav).queryByRole('link', { name: 'Terms & Conditions' })).not.toBeInTheDocument();
  });

  it("gives Customer Care's WhatsApp, phone and email from the shop's settings", async () => {
    server.use(getGetShopContactMockHandler(shopContactFixture));
    renderPolicy('returns');
    expect(await screen.findByText('To reach Morph Customer Care:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /01001234567/ })).toHaveAttribute(
      'href',
      'https://wa.me/201001234567',
    );
    expect(screen.getByRole('link', { name: '02 2345 6789' })).toHaveAttribute('href', 'tel:0223456789');
    expect(screen.getByRole('link', { name: 'care@morph.example' })).toHaveAttribute(
      'href',
      'mailto:care@morph.example',
    );
    expect(screen.getByText(/Please include your order number/)).toBeInTheDocument();
    expect(screen.queryByText(/Follow Us/)).not.toBeInTheDocument();
  });

  it('leads to order tracking when the shop has set no contact way, never to the social accounts', async () => {
    renderPolicy('returns');
    expect(
      await screen.findByText(/follow your order at any time on our order tracking page/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track');
    expect(screen.queryByText(/Follow Us/)).not.toBeInTheDocument();
  });

  it.each(['terms', 'privacy', 'returns'] as const)('has no accessibility violations (%s)', async (kind) => {
    renderPolicy(kind);
    expect(await axeViolations()).toEqual([]);
  });
});
