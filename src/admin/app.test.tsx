import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from './auth-provider';
import { json, stubFetch } from './test-support/stub-fetch';
import { memoryDataProvider, renderAdmin } from './test-support/render-admin';

afterEach(() => vi.unstubAllGlobals());

// Failed calls are logged by react-admin and react-query; the tests assert what the admin sees instead.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

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

  it('the sidebar has the product’s seven links, Shipping, Search synonyms, Settings, Staff, Activity and Returns, under /admin', async () => {
    renderAdmin('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const links = screen.getAllByRole('menuitem');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Add Product',
      'Add Category',
      'Products',
      'View Orders',
      'Returns',
      'Add Coupon',
      'Add Discount',
      'Shipping',
      'Search synonyms',
      'Settings',
      'Staff',
      'Activity',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/admin/addProduct',
      '/admin/category',
      '/admin/products',
      '/admin/orders',
      '/admin/returns',
      '/admin/addCoupon',
      '/admin/addDiscount',
      '/admin/shipping',
      '/admin/synonyms',
      '/admin/settings',
      '/admin/staff',
      '/admin/activity',
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
      authProvider: {
        ...createAuthProvider({ goToLogin: vi.fn() }),
        checkAuth: () => new Promise(() => undefined),
      },
    });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('/admin/orders/{orderId} opens that order', async () => {
    const dataProvider = memoryDataProvider();
    renderAdmin('/admin/orders/123', { dataProvider });
    await waitFor(() =>
      expect(dataProvider.getOne).toHaveBeenCalledWith('orders', expect.objectContaining({ id: '123' })),
    );
  });

  it('Logout in the user menu calls the logout operation and leaves for /login', async () => {
    const { requests } = stubFetch(
      json({ authenticated: true, admin: { id: 1, username: 'admin', role: 'owner' } }),
      json({ message: 'Signed out' }),
    );
    const goToLogin = vi.fn();
    renderAdmin('/admin/products', { authProvider: createAuthProvider({ goToLogin }) });
    // On a wide screen the menu's button shows the signed-in name once it has come; until then an icon button,
    // which the named one replaces, stands in.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Profile' })).toHaveTextContent('admin'));
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(goToLogin).toHaveBeenCalled());
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://localhost/api/admin/auth/check',
      'POST http://localhost/api/admin/logout',
    ]);
  });

  it('the language switch turns the back office Arabic, right to left, and its API calls ask for Arabic', async () => {
    const { requests } = stubFetch(
      json({ authenticated: true, admin: { id: 1, username: 'admin', role: 'owner' } }),
      json({ message: 'Signed out' }),
    );
    const goToLogin = vi.fn();
    const view = renderAdmin('/admin/addCoupon', {
      authProvider: createAuthProvider({ goToLogin }),
      locale: 'en',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('menuitem', { name: 'الطلبات' })).toHaveAttribute('href', '/admin/orders');
    const root = view.container.querySelector('[data-admin-root]');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // react-admin's own texts come from the Arabic pack.
    await userEvent.click(screen.getByRole('button', { name: 'الحساب' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'تسجيل الخروج' }));
    await waitFor(() => expect(goToLogin).toHaveBeenCalled());
    expect(requests.map((r) => r.headers.get('accept-language'))).toEqual(['en', 'ar']);
    // …and back: English, left to right, as before.
    view.unmount();
    expect(document.documentElement).not.toHaveAttribute('dir', 'rtl');
  });

  it('a 401 from a later call signs the admin out', async () => {
    const { requests } = stubFetch(
      json({ authenticated: true, admin: { id: 1, username: 'admin', role: 'owner' } }),
    );
    const goToLogin = vi.fn();
    const dataProvider = memoryDataProvider();
    dataProvider.getList.mockRejectedValue(new HttpError('Please sign in', 401));
    renderAdmin('/admin/addCoupon', { dataProvider, authProvider: createAuthProvider({ goToLogin }) });
    await waitFor(() => expect(goToLogin).toHaveBeenCalled());
    // The session is gone: no logout call is needed, and the check is not repeated.
    expect(requests.map((r) => r.url)).toEqual(['http://localhost/api/admin/auth/check']);
  });
});
