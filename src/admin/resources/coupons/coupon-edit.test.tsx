// Editing a coupon: the form opens with the coupon's values (dates in Cairo time), checks what the
// create form checks, and saves the whole coupon with the edit operation, then goes back to the coupon page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider, renderAdmin } from '../../test-support/render-admin';

const coupon = {
  id: 4,
  code: 'SUMMER10',
  description: 'Summer',
  percentage: 10,
  minOrderValue: 500,
  maxUsage: 200,
  usedCount: 3,
  startDate: '2026-06-01T00:00:00.000Z',
  endDate: '2026-08-31T20:59:59.000Z',
  isActive: true,
  createdAt: '2026-05-20T10:12:00.000Z',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('coupon edit', () => {
  it('opens with the coupon in Cairo time and saves the whole coupon with meta.edit, then returns', async () => {
    const dataProvider = memoryDataProvider({ coupons: [coupon] });
    renderAdmin('/admin/coupons/4', { dataProvider });
    const code = await screen.findByLabelText(/^Code/);
    expect(code).toHaveValue('SUMMER10');
    // 00:00 UTC on 1 June is 03:00 in Cairo (summer time).
    expect(screen.getByLabelText(/^Start \(Cairo time\)/)).toHaveValue('2026-06-01T03:00');
    expect(screen.getByText('Used 3 times')).toBeInTheDocument();
    const percentage = screen.getByLabelText(/^Percentage/);
    await userEvent.clear(percentage);
    await userEvent.type(percentage, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'coupons',
        expect.objectContaining({
          id: '4',
          meta: { edit: true },
          data: {
            code: 'SUMMER10',
            description: 'Summer',
            percentage: 25,
            minOrderAmount: 500,
            maxUsage: 200,
            startDate: '2026-06-01T00:00:00.000Z',
            endDate: '2026-08-31T20:59:00.000Z',
          },
        }),
      ),
    );
    expect(await screen.findByText('Coupon updated')).toBeInTheDocument();
    expect(await screen.findByText('All Coupons')).toBeInTheDocument();
  });

  it('refuses what the create form refuses, without a call', async () => {
    const dataProvider = memoryDataProvider({ coupons: [coupon] });
    renderAdmin('/admin/coupons/4', { dataProvider });
    const code = await screen.findByLabelText(/^Code/);
    await userEvent.clear(code);
    await userEvent.type(code, 'has space');
    await userEvent.clear(screen.getByLabelText(/^Maximum uses/));
    await userEvent.type(screen.getByLabelText(/^Maximum uses/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Letters, digits, - and _ only.')).toBeInTheDocument();
    expect(screen.getByText('A whole number of at least 1, or leave it empty.')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('the coupon table links each coupon to its edit view', async () => {
    renderAdmin('/admin/addCoupon', { dataProvider: memoryDataProvider({ coupons: [coupon] }) });
    await userEvent.click(await screen.findByRole('link', { name: 'Edit SUMMER10' }));
    expect(await screen.findByLabelText(/^Code/)).toHaveValue('SUMMER10');
  });
});
