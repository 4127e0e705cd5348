import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRole } from '../../../../generated/models';
import { mayDo } from '../../access';
import { loadArabic } from '../../i18n/use-admin-texts';
import { memoryDataProvider, renderAdmin, signedInAuthProvider } from '../../test-support/render-admin';

const memberOf = (role: AdminRole) => ({
  ...signedInAuthProvider(),
  getPermissions: async () => role,
  canAccess: async ({ resource, action }: { resource: string; action: string }) =>
    mayDo(role, resource, action),
});

const product = (id: number, name: string, isActive = true) => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  description: `${name} description`,
  price: 1450,
  previousPrice: null,
  isActive,
  imageUrl: null,
  images: [],
  tags: [{ id: 1, name: 'linen' }],
  categories: [],
  variants: [
    { id: 5, color: 'Black', sku: 'B', imageUrl: null, images: [], sizes: [{ id: 9, size: 'M', stock: 4 }] },
  ],
  discount: null,
  totalStock: 4,
  createdAt: '2026-11-01T10:00:00.000Z',
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// Failed calls are logged by react-admin and react-query; the tests assert what the admin sees instead.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('products list', () => {
  it('lists the products with price in EGP and asks for 10 a page', async () => {
    const dataProvider = memoryDataProvider({ products: [product(1, 'Linen dress')] });
    renderAdmin('/admin/products', { dataProvider });
    expect(await screen.findByText('Linen dress')).toBeInTheDocument();
    expect(screen.getByText('EGP 1,450.00')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'products',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
  });

  it('shows the order desk the catalogue to read: no switch, stock dialog, edit, duplicate, delete or ticks', async () => {
    const dataProvider = memoryDataProvider({ products: [product(1, 'Linen dress', false)] });
    renderAdmin('/admin/products?edit=1', { dataProvider, authProvider: memberOf('order_desk') });
    const row = (await screen.findByText('Linen dress')).closest('tr')!;
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    // The low-stock link's ?edit= opens nothing for her.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a manager every control', async () => {
    const dataProvider = memoryDataProvider({ products: [product(1, 'Linen dress')] });
    renderAdmin('/admin/products', { dataProvider, authProvider: memberOf('manager') });
    expect(await screen.findByRole('switch', { name: 'Active: Linen dress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Linen dress' })).toBeInTheDocument();
  });

  it('the status toggle is optimistic, shows "Updating...", and rolls back with the fixed message on failure', async () => {
    const dataProvider = memoryDataProvider({ products: [product(1, 'Linen dress', true)] });
    const pending = deferred<never>();
    dataProvider.update.mockImplementationOnce(() => pending.promise);
    renderAdmin('/admin/products', { dataProvider });

    const toggle = await screen.findByRole('switch', { name: 'Active: Linen dress' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);

    expect(await screen.findByText('Updating...')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active: Linen dress' })).not.toBeChecked();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'products',
      expect.objectContaining({ id: 1, data: { isActive: false }, meta: { statusOnly: true } }),
    );

    pending.reject(new HttpError('Server error', 500));
    expect(await screen.findByText('Status update failed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Linen dress' })).toBeChecked());
    expect(screen.queryByText('Updating...')).not.toBeInTheDocument();
  });

  it('delete asks "Delete this product?", removes the row at once, and brings it back on failure', async () => {
    const dataProvider = memoryDataProvider({
      products: [product(1, 'Linen dress'), product(2, 'Satin skirt')],
    });
    const pending = deferred<never>();
    dataProvider.delete.mockImplementationOnce(() => pending.promise);
    renderAdmin('/admin/products', { dataProvider });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Linen dress' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this product?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByText('Linen dress')).not.toBeInTheDocument());
    expect(screen.getByText('Satin skirt')).toBeInTheDocument();

    pending.reject(new HttpError('Server error', 500));
    expect(await screen.findByText('Failed to delete product. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Linen dress')).toBeInTheDocument();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const dataProvider = memoryDataProvider({ products: [product(1, 'Linen dress')] });
    renderAdmin('/admin/products', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Linen dress' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(dataProvider.delete).not.toHaveBeenCalled();
    expect(screen.getByText('Linen dress')).toBeInTheDocument();
  });

  it('a failed fetch shows the fixed message and "Try again" fetches again', async () => {
    const dataProvider = memoryDataProvider({ products: [product(1, 'Linen dress')] });
    dataProvider.getList.mockRejectedValueOnce(new HttpError('Server error', 500));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin/products', { dataProvider });

    expect(await screen.findByText('Failed to fetch products. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Linen dress')).toBeInTheDocument();
  });

  it('shows at most 10 page buttons', async () => {
    const products = Array.from({ length: 10 }, (_, i) => product(i + 1, `Dress ${i + 1}`));
    const dataProvider = memoryDataProvider({ products });
    // 300 products → 30 pages of 10.
    dataProvider.getList.mockImplementation(async () => ({ data: products, total: 300 }));
    renderAdmin('/admin/products', { dataProvider });
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    const numbered = within(nav)
      .getAllByRole('button')
      .filter((button) => /^\d+$/.test(button.textContent ?? ''));
    expect(numbered.map((button) => button.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
  });

  it('the edit modal saves the product, and a failure alerts "Failed to update product."', async () => {
    const dataProvider = memoryDataProvider({ products: [product(1, 'Linen dress')] });
    dataProvider.update.mockRejectedValueOnce(new HttpError('Refused', 400));
    renderAdmin('/admin/products', { dataProvider });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Linen dress' }));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText(/^Name/);
    expect(name).toHaveValue('Linen dress');
    await userEvent.clear(name);
    await userEvent.type(name, 'Linen maxi dress');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update product.')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'products',
      expect.objectContaining({
        id: 1,
        data: expect.objectContaining({
          name: 'Linen maxi dress',
          description: 'Linen dress description',
          price: 1450,
        }),
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("opens a product's edit modal from ?edit=<id>, where the dashboard's low-stock rows link", async () => {
    const dataProvider = memoryDataProvider({
      products: [product(1, 'Linen dress'), product(2, 'Satin skirt')],
    });
    renderAdmin('/admin/products?edit=2', { dataProvider });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText(/^Name/)).toHaveValue('Satin skirt');
  });

  it('the edit modal requires name, price and description', async () => {
    const dataProvider = memoryDataProvider({ products: [product(1, 'Linen dress')] });
    renderAdmin('/admin/products', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Linen dress' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(await within(dialog).findByLabelText(/^Name/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});

describe('products list in Arabic', () => {
  beforeAll(() => loadArabic());

  it('speaks Arabic: columns, buttons, amounts and dates, the stock refusal and the delete question', async () => {
    const dataProvider = memoryDataProvider({ products: [product(1, 'Linen dress')] });
    renderAdmin('/admin/products', { dataProvider, locale: 'ar' });
    const name = await screen.findByText('Linen dress');
    expect(name).toHaveAttribute('translate', 'no');
    const row = name.closest('tr')!;
    for (const column of ['الاسم', 'السعر', 'المخزون', 'التاجات', 'تاريخ الإضافة', 'الحالة', 'الإجراءات'])
      expect(screen.getByRole('columnheader', { name: new RegExp(column) })).toBeInTheDocument();
    expect(within(row).getByText('1,450.00 ج.م')).toBeInTheDocument();
    expect(within(row).getByText('1 نوفمبر 2026')).toBeInTheDocument();
    expect(within(row).getByText('مفعّل')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'تعديل Linen dress' })).toHaveTextContent('تعديل');
    expect(within(row).getByRole('button', { name: 'عمل نسخة من Linen dress' })).toHaveTextContent(
      'عمل نسخة',
    );

    const pending = deferred<never>();
    dataProvider.update.mockImplementationOnce(() => pending.promise);
    await userEvent.click(within(row).getByRole('switch', { name: 'مفعّل: Linen dress' }));
    expect(await screen.findByText('جاري التحديث...')).toBeInTheDocument();
    pending.reject(new HttpError('Server error', 500));
    expect(await screen.findByText('تعذر تغيير الحالة. من فضلك حاول تاني.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'تعديل مخزون Linen dress' }));
    const stock = await screen.findByRole('dialog', { name: 'مخزون Linen dress' });
    const medium = within(stock).getByRole('spinbutton', { name: 'مخزون Black M' });
    await userEvent.clear(medium);
    await userEvent.type(medium, '-1');
    await userEvent.click(within(stock).getByRole('button', { name: 'حفظ المخزون' }));
    expect(await within(stock).findByText('المخزون رقم صحيح من 0 لحد 100,000.')).toBeInTheDocument();
    await userEvent.click(within(stock).getByRole('button', { name: 'إلغاء' }));

    // Once the stock dialog has closed, the list is reachable again.
    await userEvent.click(await screen.findByRole('button', { name: 'مسح Linen dress' }));
    expect(await screen.findByText('تمسح المنتج ده؟')).toBeInTheDocument();
  });
});
