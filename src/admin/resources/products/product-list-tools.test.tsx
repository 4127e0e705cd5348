// The products list's daily tools: search and filters, sortable columns, bulk actions behind a
// confirmation, stock per colour and size, duplicate, and one card per product on a phone.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider, renderAdmin } from '../../test-support/render-admin';
import { useScreenWidth } from '../../test-support/screen-width';

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
    {
      id: 5,
      color: 'Black',
      sku: 'B',
      imageUrl: null,
      images: [],
      sizes: [
        { id: 9, size: 'M', stock: 4 },
        { id: 10, size: 'L', stock: 1 },
      ],
    },
  ],
  discount: null,
  totalStock: 5,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const shop = () =>
  memoryDataProvider({
    products: [product(1, 'Linen dress'), product(2, 'Satin skirt', false)],
    categories: [{ id: 3, name: 'Dresses', slug: 'dresses', isActive: true, tags: [] }],
    tags: [{ id: 1, name: 'linen', isActive: true, description: null }],
  });

/** The params of the last getList call for products. */
function lastListCall(dataProvider: ReturnType<typeof memoryDataProvider>) {
  const calls = dataProvider.getList.mock.calls as unknown as Array<[string, GetListParams]>;
  return calls.filter(([resource]) => resource === 'products').at(-1)![1];
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('products list: search, filters, sort', () => {
  it('searches by name or SKU and filters by status, low stock and discount', async () => {
    const dataProvider = shop();
    renderAdmin('/admin/products', { dataProvider });
    await userEvent.type(await screen.findByPlaceholderText('Name or SKU'), 'MO-DR');
    await waitFor(() => expect(lastListCall(dataProvider).filter).toEqual({ q: 'MO-DR' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Low stock (5 or fewer)' }));
    await waitFor(() => expect(lastListCall(dataProvider).filter).toMatchObject({ lowStock: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Discount' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Discount' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Discounted' }));
    await waitFor(() =>
      expect(lastListCall(dataProvider).filter).toEqual({ q: 'MO-DR', lowStock: true, discount: 'true' }),
    );
  });

  it('filters by category through a searchable picker', async () => {
    const dataProvider = shop();
    renderAdmin('/admin/products', { dataProvider });
    await screen.findByText('Linen dress');
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Category' }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Category' }), 'Dre');
    await userEvent.click(await screen.findByRole('option', { name: 'Dresses' }));
    await waitFor(() => expect(lastListCall(dataProvider).filter).toEqual({ categoryId: 3 }));
  });

  it('sorts by name, price, stock and date from the column headers', async () => {
    const dataProvider = shop();
    renderAdmin('/admin/products', { dataProvider });
    await screen.findByText('Linen dress');
    for (const [header, field] of [
      ['Name', 'name'],
      ['Price', 'price'],
      ['Stock', 'totalStock'],
      ['Added', 'createdAt'],
    ]) {
      await userEvent.click(
        screen.getByRole('button', { name: new RegExp(`^Sort by ${header.toLowerCase()}`) }),
      );
      await waitFor(() => expect(lastListCall(dataProvider).sort?.field).toBe(field));
    }
  });
});

describe('products list: bulk actions', () => {
  it('deactivates the ticked products after a confirmation, and cancelling changes nothing', async () => {
    const dataProvider = shop();
    renderAdmin('/admin/products', { dataProvider });
    await screen.findByText('Linen dress');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Linen dress' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Satin skirt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hide the selected products from the shop?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.updateMany).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith(
        'products',
        expect.objectContaining({ ids: [1, 2], data: { isActive: false } }),
      ),
    );
  });

  it('activates the ticked products after a confirmation', async () => {
    const dataProvider = shop();
    renderAdmin('/admin/products', { dataProvider });
    await screen.findByText('Linen dress');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Satin skirt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith(
        'products',
        expect.objectContaining({ ids: [2], data: { isActive: true } }),
      ),
    );
  });

  it('deletes the ticked products after a confirmation', async () => {
    const dataProvider = shop();
    renderAdmin('/admin/products', { dataProvider });
    await screen.findByText('Linen dress');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Satin skirt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Delete the selected products? Past orders keep their lines.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dataProvider.deleteMany).toHaveBeenCalledWith('products', expect.objectContaining({ ids: [2] })),
    );
  });
});

describe('products list: stock and duplicate', () => {
  it('edits the stock of each colour and size and sends only the sizes that changed', async () => {
    const dataProvider = shop();
    renderAdmin('/admin/products', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the stock of Linen dress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock of Linen dress' });
    expect(within(dialog).getByText('Black')).toBeInTheDocument();
    const large = within(dialog).getByRole('spinbutton', { name: 'Stock of Black L' });
    expect(large).toHaveValue(1);
    await userEvent.clear(large);
    await userEvent.type(large, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save stock' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'products',
        expect.objectContaining({
          id: 1,
          data: { sizes: [{ id: 10, stock: 12 }] },
          meta: { stockOnly: true },
        }),
      ),
    );
    expect(await screen.findByText('Stock updated')).toBeInTheDocument();
  });

  it('refuses a negative or fractional stock without calling the server', async () => {
    const dataProvider = shop();
    renderAdmin('/admin/products', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the stock of Linen dress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock of Linen dress' });
    const medium = within(dialog).getByRole('spinbutton', { name: 'Stock of Black M' });
    await userEvent.clear(medium);
    await userEvent.type(medium, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save stock' }));
    expect(await within(dialog).findByText('Stock is a whole number from 0 to 100,000.')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('duplicates a product and says the copy is hidden', async () => {
    const dataProvider = shop();
    dataProvider.create.mockImplementationOnce(async () => ({
      data: { ...product(7, 'Linen dress (copy)', false) },
    }));
    renderAdmin('/admin/products', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Linen dress' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'products',
        expect.objectContaining({ data: {}, meta: { duplicateOf: 1 } }),
      ),
    );
    expect(
      await screen.findByText('Copied as "Linen dress (copy)" (hidden until you activate it)'),
    ).toBeInTheDocument();
  });
});

describe('products list on a phone (390 px)', () => {
  useScreenWidth(390);

  it('shows one card per product with its price, stock, status and actions, and no table', async () => {
    renderAdmin('/admin/products', { dataProvider: shop() });
    const cards = await screen.findByRole('list', { name: 'Products' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Linen dress')).toBeInTheDocument();
    expect(within(first).getByText('EGP 1,450.00 · linen')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit the stock of Linen dress' })).toHaveTextContent(
      '5',
    );
    expect(within(first).getByRole('switch', { name: 'Active: Linen dress' })).toBeChecked();
    expect(within(first).getByRole('button', { name: 'Duplicate Linen dress' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the filters in a drawer behind one button, applied as they change', async () => {
    const dataProvider = shop();
    renderAdmin('/admin/products', { dataProvider });
    await screen.findByRole('list', { name: 'Products' });
    // No filter form on the page itself.
    expect(screen.queryByPlaceholderText('Name or SKU')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.type(within(drawer).getByPlaceholderText('Name or SKU'), 'linen');
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Discount' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Discounted' }));
    await waitFor(() => expect(lastListCall(dataProvider).filter).toEqual({ q: 'linen', discount: 'true' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show results' }));
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });
});
