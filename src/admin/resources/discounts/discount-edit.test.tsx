// Editing a discount: another target chosen in the searchable picker, the create form's rules, saved
// whole with the edit operation.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider, renderAdmin } from '../../test-support/render-admin';

const discount = {
  id: 6,
  percentage: 20,
  type: 'category',
  reference: { id: 4, name: 'Bags' },
  startDate: '2026-11-20T00:00:00.000Z',
  endDate: '2026-11-30T21:59:00.000Z',
  isActive: false,
};

const records = () =>
  memoryDataProvider({
    discounts: [discount],
    products: [{ id: 12, name: 'Linen dress' }],
    categories: [{ id: 4, name: 'Bags' }],
    tags: [{ id: 7, name: 'summer' }],
  });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('discount edit', () => {
  it('moves the discount to a product found by typing, and saves it whole with meta.edit', async () => {
    const dataProvider = records();
    renderAdmin('/admin/discounts/6', { dataProvider });
    const picker = await screen.findByRole('combobox', { name: /^Category/ });
    await waitFor(() => expect(picker).toHaveValue('Bags'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Applies to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Product' }));
    await userEvent.type(await screen.findByRole('combobox', { name: /^Product/ }), 'Lin');
    await userEvent.click(await screen.findByRole('option', { name: 'Linen dress' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'products',
        expect.objectContaining({ filter: { q: 'Lin' } }),
      ),
    );
    // What she sees before saving: the product chosen, and Save ready (on a loaded machine the choice takes a
    // moment to reach the form, and a click before it saved nothing).
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Product/ })).toHaveValue('Linen dress'),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'discounts',
        expect.objectContaining({
          id: '6',
          meta: { edit: true },
          data: {
            percentage: 20,
            startDate: '2026-11-20T00:00:00.000Z',
            endDate: '2026-11-30T21:59:00.000Z',
            productId: 12,
          },
        }),
      ),
    );
    expect(await screen.findByText('Discount updated')).toBeInTheDocument();
  });

  it('a new type clears the choice, and the form is not saved without one', async () => {
    const dataProvider = records();
    renderAdmin('/admin/discounts/6', { dataProvider });
    const picker = await screen.findByRole('combobox', { name: /^Category/ });
    await waitFor(() => expect(picker).toHaveValue('Bags'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Applies to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tag' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: /^Tag/ })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});
