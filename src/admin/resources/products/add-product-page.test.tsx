import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider, renderAdmin } from '../../test-support/render-admin';

const userEvent = userEventBase.setup({ delay: null });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function fillProduct() {
  // fireEvent rather than typing key by key: the form re-renders on each key and typing is slow in jsdom.
  const set = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await screen.findByLabelText(/^Name/);
  set(/^Name/, 'Pleated skirt');
  set(/^Description/, 'Satin, midi length');
  set(/^Price/, '1450');
  set(/^Colour/, 'Black');
  set(/^Size/, 'M');
  set(/^Stock/, '0');
}

describe('add product page', () => {
  it('uploads the product with its variant and says so', async () => {
    const dataProvider = memoryDataProvider({ tags: [{ id: 1, name: 'summer', isActive: true }] });
    renderAdmin('/admin/addProduct', { dataProvider });
    await fillProduct();
    await userEvent.click(within(await screen.findByLabelText('Tag suggestions')).getByText('summer'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload product' }));

    expect(await screen.findByText('Product and variants uploaded successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'products',
      expect.objectContaining({
        data: expect.objectContaining({
          name: 'Pleated skirt',
          description: 'Satin, midi length',
          price: 1450,
          tags: ['summer'],
          variants: [expect.objectContaining({ color: 'Black', sizes: [{ size: 'M', stock: 0 }] })],
        }),
        meta: { onProgress: expect.any(Function) },
      }),
    );
    // The form is empty again for the next product.
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
  });

  it('shows how far the upload has gone', async () => {
    const dataProvider = memoryDataProvider();
    dataProvider.create.mockImplementationOnce(async (_resource, params) => {
      (params.meta?.onProgress as (done: number, total: number) => void)(1, 3);
      return new Promise(() => undefined);
    });
    renderAdmin('/admin/addProduct', { dataProvider });
    await fillProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Upload product' }));
    expect(await screen.findByText('Uploading variant 1 of 2…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  });

  it('alerts "Error uploading product: {message}" with the server message', async () => {
    const dataProvider = memoryDataProvider();
    dataProvider.create.mockRejectedValueOnce(new HttpError('A product with SKU PS-1 already exists', 409));
    renderAdmin('/admin/addProduct', { dataProvider });
    await fillProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Upload product' }));
    expect(
      await screen.findByText('Error uploading product: A product with SKU PS-1 already exists'),
    ).toBeInTheDocument();
  });

  it('requires name, description and price', async () => {
    const dataProvider = memoryDataProvider();
    renderAdmin('/admin/addProduct', { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload product' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThanOrEqual(3);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses a negative stock', async () => {
    const dataProvider = memoryDataProvider();
    renderAdmin('/admin/addProduct', { dataProvider });
    const stock = await screen.findByLabelText(/^Stock/);
    fireEvent.change(stock, { target: { value: '-2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Upload product' }));
    expect(await screen.findByText('Stock cannot be below 0')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('says "Error loading tags. Please try again." when the tags cannot be loaded', async () => {
    const dataProvider = memoryDataProvider();
    dataProvider.getList.mockRejectedValue(new HttpError('Server error', 500));
    renderAdmin('/admin/addProduct', { dataProvider });
    expect(await screen.findByText('Error loading tags. Please try again.')).toBeInTheDocument();
  });
});
