import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PolicyPage from './policy-page';
import { axeViolations } from '../cart/axe';
import { shopContact, type ShopContact } from './shop-contact';

const noContact: ShopContact = { email: null, phone: null };
const renderPolicy = (kind: 'terms' | 'privacy' | 'returns', contact = noContact) =>
  render(
    <MemoryRouter>
      {/* The shop layout's landmark, as in the app. */}
      <main>
        <PolicyPage kind={kind} contact={contact} />
      </main>
    </MemoryRouter>,
  );

describe('PolicyPage', () => {
  it('shows the return policy: 14 days, condition and tags, how to ask, cash refund or exchange, delivery fees', () => {
    renderPolicy('returns');
    expect(screen.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Return Policy — Morph');
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
  });

  it('shows the privacy policy under Law No. 151 of 2020, with cookies and the advertising pixel', () => {
    renderPolicy('privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/Personal Data Protection Law No\. 151 of 2020/)).toBeInTheDocument();
    expect(screen.getByText(/your mobile number, and a second mobile number/)).toBeInTheDocument();
    expect(screen.getByText(/Staff who sign in to the back office get a session cookie/)).toBeInTheDocument();
    expect(screen.getByText(/Meta advertising pixel/)).toBeInTheDocument();
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Law No. 151 of 2020'),
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

  it("gives Customer Care's configured phone and email, or points to the social accounts", () => {
    const { unmount } = renderPolicy('returns', { email: 'care@shop.test', phone: '0100 000 0000' });
    expect(screen.getByText(/call or WhatsApp 0100 000 0000 or email care@shop\.test/)).toBeInTheDocument();
    unmount();
    renderPolicy('returns');
    expect(screen.getByText(/social accounts listed under "Follow Us"/)).toBeInTheDocument();
  });

  it.each(['terms', 'privacy', 'returns'] as const)('has no accessibility violations (%s)', async (kind) => {
    renderPolicy(kind);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('shopContact', () => {
  it('reads the build variables and ignores blank ones', () => {
    expect(shopContact({ VITE_SHOP_EMAIL: ' care@shop.test ', VITE_SHOP_PHONE: '  ' })).toEqual({
      email: 'care@shop.test',
      phone: null,
    });
    expect(shopContact({})).toEqual({ email: null, phone: null });
  });
});
