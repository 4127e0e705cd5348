import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArabic } from '../../i18n/use-admin-texts';
import { memoryDataProvider, renderAdmin } from '../../test-support/render-admin';

const coupon = (id: number, code: string, isActive = true, extra = {}) => ({
  id,
  code,
  description: null,
  percentage: 10,
  minOrderValue: 500,
  maxUsage: 200,
  usedCount: 3,
  startDate: '2026-06-01T00:00:00.000Z',
  endDate: '2026-08-31T20:59:59.000Z',
  isActive,
  createdAt: '2026-05-20T10:12:00.000Z',
  ...extra,
});

let errorLog: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('coupon page', () => {
  it('shows "No coupons found." when there are none', async () => {
    renderAdmin('/admin/addCoupon', { dataProvider: memoryDataProvider({ coupons: [] }) });
    expect(await screen.findByText('No coupons found.')).toBeInTheDocument();
  });

  it('lists every coupon with its minimum order, usage and status', async () => {
    renderAdmin('/admin/addcoupon', {
      dataProvider: memoryDataProvider({
        coupons: [coupon(1, 'SUMMER10'), coupon(2, 'FREE', false, { minOrderValue: null, maxUsage: null })],
      }),
    });
    const table = await screen.findByRole('table', { name: 'All Coupons' });
    const summer = within(table).getByText('SUMMER10').closest('tr')!;
    expect(within(summer).getByText('EGP 500.00')).toBeInTheDocument();
    expect(within(summer).getByText('3 / 200')).toBeInTheDocument();
    expect(within(summer).getByText('Active')).toBeInTheDocument();
    const free = within(table).getByText('FREE').closest('tr')!;
    expect(within(free).getByText('3 / ∞')).toBeInTheDocument();
    expect(within(free).getByText('Inactive')).toBeInTheDocument();
  });

  it('marks an ended coupon "Expired" and a future one "Scheduled", apart from its Active toggle', async () => {
    renderAdmin('/admin/addCoupon', {
      dataProvider: memoryDataProvider({
        coupons: [
          // ended in September, still switched on
          coupon(1, 'SEPT20', true, {
            startDate: '2026-09-01T00:00:00.000Z',
            endDate: '2026-09-30T20:59:59.000Z',
          }),
          coupon(2, 'NEXTYEAR', true, {
            startDate: '2099-01-01T00:00:00.000Z',
            endDate: '2099-12-31T00:00:00.000Z',
          }),
          coupon(3, 'NOW', false, {
            startDate: '2020-01-01T00:00:00.000Z',
            endDate: '2099-12-31T00:00:00.000Z',
          }),
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'All Coupons' });
    const row = (code: string) => within(table).getByText(code).closest('tr')!;

    expect(within(row('SEPT20')).getByText('Expired')).toBeInTheDocument();
    expect(within(row('SEPT20')).getByRole('button', { name: /^SEPT20: Active/ })).not.toHaveTextContent(
      'Expired',
    );
    expect(within(row('SEPT20')).queryByText('Scheduled')).not.toBeInTheDocument();
    expect(within(row('NEXTYEAR')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row('NEXTYEAR')).getByRole('button', { name: /^NEXTYEAR: Active/ })).toBeInTheDocument();
    expect(within(row('NOW')).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(row('NOW')).queryByText('Scheduled')).not.toBeInTheDocument();
    expect(within(row('NOW')).getByRole('button', { name: /^NOW: Inactive/ })).toBeInTheDocument();
  });

  it('a tap on the status badge alone changes nothing: it asks, and Cancel leaves the coupon as it was', async () => {
    const dataProvider = memoryDataProvider({ coupons: [coupon(5, 'SUMMER10', true)] });
    renderAdmin('/admin/addCoupon', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: /^SUMMER10: Active/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate SUMMER10?' });
    expect(dataProvider.update).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.update).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^SUMMER10: Active/ })).toBeInTheDocument();
  });

  it('toggling an expired coupon still flips isActive, and it stays "Expired"', async () => {
    const dataProvider = memoryDataProvider({
      coupons: [coupon(5, 'SEPT20', true, { endDate: '2026-09-30T20:59:59.000Z' })],
    });
    renderAdmin('/admin/addCoupon', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: /^SEPT20: Active/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'coupons',
        expect.objectContaining({ id: 5, data: { isActive: false } }),
      ),
    );
    const row = (await screen.findByRole('button', { name: /^SEPT20: Inactive/ })).closest('tr')!;
    expect(within(row).getByText('Expired')).toBeInTheDocument();
  });

  it('sends the parsed form: decimals, an integer maxUsage, null for empty optional fields, Cairo dates', async () => {
    const dataProvider = memoryDataProvider({ coupons: [] });
    renderAdmin('/admin/addCoupon', { dataProvider });
    await userEvent.type(await screen.findByLabelText(/^Code/), 'EID25');
    await userEvent.type(screen.getByLabelText(/^Percentage/), '12.5');
    await userEvent.type(screen.getByLabelText(/^Maximum uses/), '3');
    fireEvent.change(screen.getByLabelText(/^Start/), { target: { value: '2026-06-01T00:00' } });
    fireEvent.change(screen.getByLabelText(/^End/), { target: { value: '2026-06-30T23:59' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add coupon' }));

    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith('coupons', {
        data: {
          code: 'EID25',
          description: null,
          percentage: 12.5,
          minOrderAmount: null,
          maxUsage: 3,
          startDate: '2026-05-31T21:00:00.000Z',
          endDate: '2026-06-30T20:59:00.000Z',
        },
      }),
    );
    expect(await screen.findByText('EID25')).toBeInTheDocument();
  });

  it('refuses the form without a code, percentage or dates', async () => {
    const dataProvider = memoryDataProvider({ coupons: [] });
    renderAdmin('/admin/addCoupon', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Add coupon' }));
    expect(await screen.findByText('Code is required.')).toBeInTheDocument();
    expect(screen.getByText('Percentage is required.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('a refused coupon says why, is logged, and keeps what the admin typed', async () => {
    const dataProvider = memoryDataProvider({ coupons: [] });
    dataProvider.create.mockRejectedValueOnce(new HttpError('A coupon with this code already exists', 409));
    renderAdmin('/admin/addCoupon', { dataProvider });
    await userEvent.type(await screen.findByLabelText(/^Code/), 'SUMMER10');
    await userEvent.type(screen.getByLabelText(/^Percentage/), '10');
    fireEvent.change(screen.getByLabelText(/^Start/), { target: { value: '2026-06-01T00:00' } });
    fireEvent.change(screen.getByLabelText(/^End/), { target: { value: '2026-06-30T23:59' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add coupon' }));

    expect(
      await screen.findByText('Could not add the coupon: A coupon with this code already exists'),
    ).toBeInTheDocument();
    expect(errorLog).toHaveBeenCalledWith('Failed to add the coupon', expect.any(HttpError));
    expect(screen.getByLabelText(/^Code/)).toHaveValue('SUMMER10');
    expect(screen.getByLabelText(/^Percentage/)).toHaveValue(10);
    expect(screen.queryByText('Coupon created')).not.toBeInTheDocument();
  });

  it('clicking the badge and confirming sends the id and the state to set, then reloads the list', async () => {
    const dataProvider = memoryDataProvider({ coupons: [coupon(4, 'SUMMER10', true)] });
    renderAdmin('/admin/addCoupon', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: /^SUMMER10: Active/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'coupons',
        expect.objectContaining({ id: 4, data: { isActive: false } }),
      ),
    );
    expect(await screen.findByRole('button', { name: /^SUMMER10: Inactive/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        dataProvider.getList.mock.calls.filter(([resource]) => resource === 'coupons').length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it('logs a failed toggle, tells the admin, and keeps the state', async () => {
    const dataProvider = memoryDataProvider({ coupons: [coupon(4, 'SUMMER10', true)] });
    dataProvider.update.mockRejectedValueOnce(new HttpError('Coupon not found', 404));
    renderAdmin('/admin/addCoupon', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: /^SUMMER10: Active/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
    );
    expect(
      await screen.findByText('Could not update the coupon status: Coupon not found'),
    ).toBeInTheDocument();
    expect(errorLog).toHaveBeenCalledWith('Failed to update the coupon status', expect.any(HttpError));
    // Once the confirmation has closed (until then it hides the page from assistive technology).
    expect(await screen.findByRole('button', { name: /^SUMMER10: Active/ })).toBeInTheDocument();
  });

  it('deletes a coupon after confirmation', async () => {
    const dataProvider = memoryDataProvider({ coupons: [coupon(4, 'SUMMER10')] });
    renderAdmin('/admin/addCoupon', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete SUMMER10' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No coupons found.')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('coupons', expect.objectContaining({ id: 4 }));
  });
});

describe('coupon page in Arabic', () => {
  // The Arabic texts are a chunk of their own; the i18n provider loads them before the locale turns Arabic.
  beforeAll(() => loadArabic());

  it('speaks Arabic: headings, table, button and a refusal, the code left as typed', async () => {
    const dataProvider = memoryDataProvider({ coupons: [coupon(1, 'SUMMER10')] });
    renderAdmin('/admin/addCoupon', { dataProvider, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'إضافة كوبون' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'كل الكوبونات' });
    const row = within(table).getByText('SUMMER10').closest('tr')!;
    expect(within(table).getByText('SUMMER10')).toHaveAttribute('translate', 'no');
    expect(within(row).getByText('500.00 ج.م')).toBeInTheDocument();
    expect(within(row).getByText('من 1 يونيو 2026، 3:00 ص لحد 31 أغسطس 2026، 11:59 م')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'تعديل SUMMER10' })).toHaveTextContent('تعديل');
    await userEvent.click(screen.getByRole('button', { name: 'إضافة الكوبون' }));
    expect(await screen.findByText('الكود مطلوب.')).toBeInTheDocument();
    expect(screen.getByText('النسبة مطلوبة.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});
