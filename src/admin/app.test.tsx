import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from './auth-provider';
import { json, stubFetch } from './test-support/stub-fetch';
import { memoryDataProvider, renderAdmin } from './test-support/render-admin';

afterEach(() => vi.unstubAllGlobals());

describe('admin app routes', () => {
  it.each(['/admin/addcoupon', '/admin/addCoupon'])('%s renders the coupon page', async (path) => {
    renderAdmin(path, { dataProvider: memoryDataProvider({ coupons: [] }) });
    expect(await screen.findByRole('heading', { name: 'Add Coupon', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No coupons found.')).toBeInTheDocument();
  });

  it.each([
    ['/admin/addProduct', 'Add Product'],
    ['/admin/category', 'Add Category'],
    ['/admin/addDiscount', 'Add Discount'],
    ['/admin/dashboard', 'Dashboard'],
  ])('%s renders its page', async (path, heading) => {
    renderAdmin(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it('the sidebar has the spec’s seven links and Shipping, under /admin', async () => {
    renderAdmin('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const links = screen.getAllByRole('menuitem');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Add Product', 'Add Category', 'Products', 'View Orders', 'Add Coupon', 'Add Discount', 'Shipping']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/admin/addProduct',
      '/admin/category',
      '/admin/products',
      '/admin/orders',
      '/admin/addCoupon',
      '/admin/addDiscount',
      '/admin/shipping',
    ]);
  });

  it('a signed-out visitor is sent to /login and sees no admin page', async () => {
    stubFetch(json({ error: 'Please sign in' }, 401));
    const goToLogin = vi.fn();
    renderAdmin('/admin/products', { authProvider: createAuthProvider({ goToLogin }) });
    await waitFor(() => expect(goToLogin).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.queryByText('Add Product')).not.toBeInTheDocument();
  });

  it('shows a spinner while the session check is pending', async () => {
    renderAdmin('/admin/dashboard', {
      authProvider: { ...createAuthProvider({ goToLogin: vi.fn() }), checkAuth: () => new Promise(() => undefined) },
    });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
