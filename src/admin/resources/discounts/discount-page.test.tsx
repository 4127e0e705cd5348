import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArabic } from '../../i18n/use-admin-texts';
import { memoryDataProvider, renderAdmin } from '../../test-support/render-admin';

const discount = (id: number, type: string, name: string, isActive = true, extra = {}) => ({
  id,
  percentage: 20,
  type,
  reference: { id: 4, name },
  startDate: '2026-11-20T00:00:00.000Z',
  endDate: '2026-11-30T21:59:59.000Z',
  isActive,
  ...extra,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function records(discounts: unknown[] = []) {
  return memoryDataProvider({
    discounts: discounts as never[],
    products: [{ id: 12, name: 'Linen dress' }],
    categories: [{ id: 4, name: 'Bags' }],
    tags: [{ id: 7, name: 'summer' }],
  });
}

async function chooseReference(type: string, name: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Applies to' }));
  await userEvent.click(await screen.findByRole('option', { name: type }));
  await userEvent.click(await screen.findByRole('combobox', { name: new RegExp(`^${type}`) }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function fillPercentageAndWindow(percentage: string) {
  await userEvent.type(screen.getByLabelText(/^Percentage/), percentage);
  fireEvent.change(screen.getByLabelText(/^Start/), { target: { value: '2026-11-20T00:00' } });
  fireEvent.change(screen.getByLabelText(/^End/), { target: { value: '2026-11-30T23:59' } });
}

describe('discount page', () => {
  it('shows "No discounts found." when there are none', async () => {
    renderAdmin('/admin/addDiscount', { dataProvider: records() });
    expect(await screen.findByText('No discounts found.')).toBeInTheDocument();
  });

  it('lists discounts with type, reference name and status', async () => {
    renderAdmin('/admin/addDiscount', {
      dataProvider: records([discount(6, 'category', 'Bags'), discount(7, 'tag', 'summer', false)]),
    });
    const table = await screen.findByRole('table', { name: 'All Discounts' });
    const bags = within(table).getByText('Bags').closest('tr')!;
    expect(within(bags).getByText('Category')).toBeInTheDocument();
    expect(within(bags).getByText('20%')).toBeInTheDocument();
    expect(within(bags).getByText('Active')).toBeInTheDocument();
    expect(
      within(within(table).getByText('summer').closest('tr')!).getByText('Inactive'),
    ).toBeInTheDocument();
  });

  it('marks an ended discount "Expired" and a future one "Scheduled", apart from its Active toggle', async () => {
    renderAdmin('/admin/addDiscount', {
      dataProvider: records([
        discount(6, 'category', 'Bags', true, { endDate: '2026-10-31T21:59:59.000Z' }),
        discount(7, 'tag', 'summer', true, {
          startDate: '2099-06-01T00:00:00.000Z',
          endDate: '2099-08-31T00:00:00.000Z',
        }),
        discount(8, 'product', 'Linen dress', true, {
          startDate: '2020-01-01T00:00:00.000Z',
          endDate: '2099-12-31T00:00:00.000Z',
        }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'All Discounts' });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;

    expect(within(row('Bags')).getByText('Expired')).toBeInTheDocument();
    expect(within(row('Bags')).getByRole('button', { name: /^20% off Bags: Active/ })).toBeInTheDocument();
    expect(within(row('summer')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row('summer')).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(row('Linen dress')).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(row('Linen dress')).queryByText('Scheduled')).not.toBeInTheDocument();
    expect(within(row('Linen dress')).getByText('Active')).toBeInTheDocument();
  });

  it('creates a category discount with the category id as an integer', async () => {
    const dataProvider = records();
    renderAdmin('/admin/addDiscount', { dataProvider });
    await chooseReference('Category', 'Bags');
    await fillPercentageAndWindow('15.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add discount' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith('discounts', {
        data: {
          percentage: 15.5,
          startDate: '2026-11-19T22:00:00.000Z',
          endDate: '2026-11-30T21:59:00.000Z',
          categoryId: 4,
        },
      }),
    );
  });

  it('searches the products by what is typed (a searchable picker, not every product)', async () => {
    const dataProvider = records();
    renderAdmin('/admin/addDiscount', { dataProvider });
    await userEvent.type(await screen.findByRole('combobox', { name: /^Product/ }), 'Lin');
    expect(await screen.findByRole('option', { name: 'Linen dress' })).toBeInTheDocument();
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'products',
        expect.objectContaining({ pagination: { page: 1, perPage: 20 }, filter: { q: 'Lin' } }),
      ),
    );
  });

  it('choosing another type clears the chosen reference, so a category id is never sent as a tag', async () => {
    const dataProvider = records();
    renderAdmin('/admin/addDiscount', { dataProvider });
    await chooseReference('Category', 'Bags');
    await userEvent.click(screen.getByRole('combobox', { name: 'Applies to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tag' }));
    await fillPercentageAndWindow('10');
    await userEvent.click(screen.getByRole('button', { name: 'Add discount' }));
    expect(await screen.findByText('Choose a tag.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses the form without a reference', async () => {
    const dataProvider = records();
    renderAdmin('/admin/addDiscount', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Add discount' }));
    expect(await screen.findByText('Choose a product.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('clicking the badge asks, then flips the discount and reloads', async () => {
    const dataProvider = records([discount(6, 'category', 'Bags', false)]);
    renderAdmin('/admin/addDiscount', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: /Bags: Inactive/ }));
    expect(dataProvider.update).not.toHaveBeenCalled();
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }),
    );
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'discounts',
        expect.objectContaining({ id: 6, data: { isActive: true } }),
      ),
    );
    expect(await screen.findByRole('button', { name: /Bags: Active/ })).toBeInTheDocument();
  });
});

describe('discount page in Arabic', () => {
  beforeAll(() => loadArabic());

  it('speaks Arabic: headings, table, button and a refusal, the names left as typed', async () => {
    const dataProvider = records([discount(6, 'category', 'Bags')]);
    renderAdmin('/admin/addDiscount', { dataProvider, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'إضافة خصم' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'كل الخصومات' });
    const row = within(table).getByText('Bags').closest('tr')!;
    expect(within(table).getByText('Bags')).toHaveAttribute('translate', 'no');
    expect(within(row).getByText('قسم')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^خصم 20% على Bags: مفعّل/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الخصم على' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إضافة الخصم' }));
    expect(await screen.findByText('اختار منتج.')).toBeInTheDocument();
    expect(screen.getByText('النسبة مطلوبة.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});
