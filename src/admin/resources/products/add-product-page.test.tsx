import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArabic } from '../../i18n/use-admin-texts';
import { memoryDataProvider, renderAdmin } from '../../test-support/render-admin';

const userEvent = userEventBase.setup({ delay: null });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const COLOURS = ['Sand', 'Olive', 'Black'];

/** A shop with a Dresses category whose dresses come in XS–XL (one odd size, 44, on a single one). */
function shop() {
  const dress = (id: number, sizes: string[]) => ({
    id,
    name: `Dress ${id}`,
    tags: [{ id: 5, name: 'dresses' }],
    variants: [
      {
        id: id * 10,
        color: 'Red',
        sku: '',
        imageUrl: null,
        images: [],
        sizes: sizes.map((size, i) => ({ id: id * 100 + i, size, stock: 1 })),
      },
    ],
  });
  return memoryDataProvider({
    categories: [
      { id: 1, name: 'Dresses', slug: 'dresses', isActive: true, tags: [{ id: 5, name: 'dresses' }] },
      { id: 2, name: 'Bags', slug: 'bags', isActive: true, tags: [{ id: 6, name: 'bags' }] },
    ],
    tags: [
      { id: 5, name: 'dresses', isActive: true },
      { id: 6, name: 'bags', isActive: true },
    ],
    products: [
      dress(1, SIZES),
      dress(2, SIZES),
      dress(3, SIZES),
      dress(4, SIZES),
      dress(5, SIZES),
      dress(6, ['44']),
    ],
  });
}

/**
 * A grid cell's input by its label ("Stock, Sand, M"): found by its aria-label directly, since a label query
 * over a form of 45 fields takes seconds in the test DOM.
 */
function cell(label: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (!input) throw new Error(`No input labelled ${label}`);
  return input;
}

// fireEvent rather than typing key by key: the form re-renders on each key and typing is slow in the test DOM.
const set = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function fillDetails() {
  set(await screen.findByLabelText(/^Name/), 'Linen wrap dress');
  set(screen.getByLabelText(/^SKU/), 'LWD');
  set(screen.getByLabelText(/^Description/), 'Breathable linen, tie waist');
  set(screen.getByLabelText(/^Price/), '1450');
}

async function addColours(typed: string) {
  set(screen.getByRole('textbox', { name: 'Add colours' }), typed);
  await userEvent.click(screen.getByRole('button', { name: 'Add colours' }));
}

describe('add product in one screen', () => {
  it('saves a product of 3 colours × 5 sizes, with a stock and SKU per cell, in one submit', async () => {
    const dataProvider = shop();
    renderAdmin('/admin/addProduct', { dataProvider });
    await fillDetails();

    // The category adds its tag and brings the sizes its dresses come in (the odd 44 stays out).
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dresses' }));
    const sizeList = screen.getByRole('list', { name: 'Sizes' });
    await waitFor(() =>
      expect(
        within(sizeList)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(SIZES),
    );
    expect(screen.getByText('In: Dresses')).toBeInTheDocument();

    await addColours('Sand, Olive, Black');
    for (const [c, colour] of COLOURS.entries())
      for (const [s, size] of SIZES.entries()) {
        set(cell(`Stock, ${colour}, ${size}`), String(c * 10 + s));
        if (size !== 'XL') set(cell(`SKU, ${colour}, ${size}`), `LWD-${colour}-${size}`);
      }
    // The SKUs left empty are suggested from the product's, the colour and the size.
    await userEvent.click(screen.getByRole('button', { name: 'Suggest SKUs' }));
    expect(cell('SKU, Olive, XL')).toHaveValue('LWD-OLIVE-XL');
    expect(cell('SKU, Olive, M')).toHaveValue('LWD-Olive-M');

    // Pictures of a colour, with the button (the zone takes dropped files the same way).
    const picture = new File(['x'], 'sand.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose pictures of Sand'), picture);
    const back = new File(['y'], 'sand-back.png', { type: 'image/png' });
    fireEvent.drop(screen.getByRole('group', { name: 'Pictures of Sand' }), {
      dataTransfer: { files: [back] },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Upload product' }));

    expect(await screen.findByText('Product and variants uploaded successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledTimes(1);
    const [resource, { data }] = dataProvider.create.mock.calls[0];
    expect(resource).toBe('products');
    expect(data).toMatchObject({
      name: 'Linen wrap dress',
      sku: 'LWD',
      price: 1450,
      tags: ['dresses'],
    });
    expect(data.variants).toHaveLength(3);
    expect(
      (data.variants as Array<{ color: string; sizes: unknown[] }>).map((v) => [v.color, v.sizes]),
    ).toEqual(
      COLOURS.map((colour, c) => [
        colour,
        SIZES.map((size, s) => ({
          size,
          stock: String(c * 10 + s),
          sku: size === 'XL' ? `LWD-${colour.toUpperCase()}-XL` : `LWD-${colour}-${size}`,
        })),
      ]),
    );
    expect((data.variants as unknown[])[0]).toMatchObject({ mainImage: picture, images: [back] });

    // After saving: View leads to the product, Add another gives an empty form.
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/products\//),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add another' }));
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('');
    // 45 inputs in the test DOM on a shared machine: more than the default minute.
  }, 180_000);

  it('names the cells that cannot be saved and sends nothing', async () => {
    const dataProvider = shop();
    renderAdmin('/admin/addProduct', { dataProvider });
    await fillDetails();
    await addColours('Sand, Olive');
    set(cell('Stock, Sand, M'), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Upload product' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sand, M: the stock must be a whole number, 0 or more');
    expect(alert).toHaveTextContent('Olive: fill the stock of at least one size');
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses a colour twice and edits the size set', async () => {
    renderAdmin('/admin/addProduct', { dataProvider: shop() });
    await fillDetails();
    await addColours('Sand');
    await addColours('sand');
    expect(screen.getByText('Already in the list')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove size XXL' }));
    set(screen.getByRole('textbox', { name: 'Add sizes' }), '38, 40');
    await userEvent.click(screen.getByRole('button', { name: 'Add sizes' }));
    const sizes = within(screen.getByRole('list', { name: 'Sizes' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(sizes).toEqual(['S', 'M', 'L', 'XL', '38', '40']);
    expect(cell('Stock, Sand, 40')).toBeInTheDocument();
  });

  it('alerts "Error uploading product: {message}" with the server message', async () => {
    const dataProvider = shop();
    dataProvider.create.mockRejectedValueOnce(new HttpError('A product with SKU PS-1 already exists', 409));
    renderAdmin('/admin/addProduct', { dataProvider });
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Upload product' }));
    expect(
      await screen.findByText('Error uploading product: A product with SKU PS-1 already exists'),
    ).toBeInTheDocument();
  });

  it('requires name, description and price', async () => {
    const dataProvider = shop();
    renderAdmin('/admin/addProduct', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload product' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThanOrEqual(3);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('says "Error loading tags. Please try again." when the tags cannot be loaded', async () => {
    const dataProvider = memoryDataProvider();
    dataProvider.getList.mockRejectedValue(new HttpError('Server error', 500));
    renderAdmin('/admin/addProduct', { dataProvider });
    expect(await screen.findByText('Error loading tags. Please try again.')).toBeInTheDocument();
  });
});

describe('Add Product in Arabic', () => {
  beforeAll(() => loadArabic());

  it('speaks Arabic: heading, sections, inputs, button and a refusal', async () => {
    const dataProvider = shop();
    renderAdmin('/admin/addProduct', { dataProvider, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'إضافة منتج' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'البيانات' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^الاسم بالعربي/ })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /^السعر \(ج\.م\)/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'رفع المنتج' }));
    expect((await screen.findAllByText('مطلوب')).length).toBeGreaterThan(0);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});
