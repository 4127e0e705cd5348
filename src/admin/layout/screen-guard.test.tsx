// The back office as members of the shop's staff see it: the menu holds what the role may open, a screen it may
// not open says so, and the start sends a role without the sales figures to the orders.
import { screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { AdminRole } from '../../../generated/models';
import { mayDo } from '../access';
import { loadArabic } from '../i18n/use-admin-texts';
import { renderAdmin, signedInAuthProvider } from '../test-support/render-admin';

const memberOf = (role: AdminRole): AuthProvider => ({
  ...signedInAuthProvider(),
  getPermissions: async () => role,
  canAccess: async ({ resource, action }) => mayDo(role, resource, action),
});

const menuLinks = async () => {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).queryAllByRole('menuitem').length).toBeGreaterThan(0));
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim());
};

describe('the back office by role', () => {
  it('shows the order desk the products, the orders, shipping and settings, and starts on the orders', async () => {
    const { dataProvider } = renderAdmin('/admin', { authProvider: memberOf('order_desk') });
    expect(await menuLinks()).toEqual(['Products', 'View Orders', 'Returns', 'Shipping', 'Settings']);
    // The orders list asks for its page; the dashboard's figures are never asked for.
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('orders', expect.anything()));
    expect(await screen.findByText('Orders')).toBeInTheDocument();
  });

  it('shows the owner every link', async () => {
    renderAdmin('/admin/orders', { authProvider: memberOf('owner') });
    expect(await menuLinks()).toContain('Settings');
    expect(await menuLinks()).toContain('Activity');
    expect(await menuLinks()).toHaveLength(13);
  });

  it("tells a packer a screen is not hers, with a link to the orders, in the back office's language", async () => {
    renderAdmin('/admin/addCoupon', { authProvider: memberOf('packer') });
    expect(await screen.findByText('Your role in the shop does not allow this screen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/admin/orders');
    expect(await menuLinks()).toEqual(['View Orders', 'Returns']);
  });

  it('says it in Arabic in the Arabic back office', async () => {
    await loadArabic();
    renderAdmin('/admin/staff', { authProvider: memberOf('manager'), locale: 'ar' });
    expect(await screen.findByText('دورك في المتجر لا يسمح بهذه الصفحة.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute('href', '/admin/dashboard');
  });
});
