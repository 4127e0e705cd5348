import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mayDo } from '../../access';
import { loadArabic } from '../../i18n/use-admin-texts';
import { memoryDataProvider, renderAdmin, signedInAuthProvider } from '../../test-support/render-admin';

const cities = [
  { id: 5, name: 'Cairo', shippingPrice: 50 },
  { id: 8, name: 'Giza', shippingPrice: 60 },
];

// Failed calls are logged by react-admin and react-query; the tests assert what the admin sees instead.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('shipping prices', () => {
  it('lists the governorates and saves an edited price', async () => {
    const dataProvider = memoryDataProvider({ shipping: cities.map((city) => ({ ...city })) });
    renderAdmin('/admin/shipping', { dataProvider });
    const giza = await screen.findByLabelText('Shipping price to Giza');
    expect(giza).toHaveValue(60);
    const row = giza.closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(giza);
    await userEvent.type(giza, '65');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'shipping',
        expect.objectContaining({ id: 8, data: { shippingPrice: 65 } }),
      ),
    );
    expect(await screen.findByText('Shipping to Giza saved')).toBeInTheDocument();
  });

  it('shows the order desk the fees to read, with nothing to save', async () => {
    const dataProvider = memoryDataProvider({ shipping: cities.map((city) => ({ ...city })) });
    renderAdmin('/admin/shipping', {
      dataProvider,
      authProvider: {
        ...signedInAuthProvider(),
        getPermissions: async () => 'order_desk',
        canAccess: async ({ resource, action }) => mayDo('order_desk', resource, action),
      },
    });
    const giza = (await screen.findByText('EGP 60.00')).closest('tr')!;
    expect(within(giza).getByText('Giza')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('refuses a negative price and shows a refused save', async () => {
    const dataProvider = memoryDataProvider({ shipping: cities.map((city) => ({ ...city })) });
    dataProvider.update.mockRejectedValueOnce(
      new HttpError('Shipping price must be between 0 and 10000', 400),
    );
    renderAdmin('/admin/shipping', { dataProvider });
    const cairo = await screen.findByLabelText('Shipping price to Cairo');
    await userEvent.clear(cairo);
    await userEvent.type(cairo, '-5');
    expect(await screen.findByText('Between 0 and 10,000.')).toBeInTheDocument();
    expect(within(cairo.closest('tr')!).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(cairo);
    await userEvent.type(cairo, '55');
    await userEvent.click(within(cairo.closest('tr')!).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Could not save the price for Cairo: Shipping price must be between 0 and 10000',
      ),
    ).toBeInTheDocument();
  });
});

describe('shipping prices in Arabic', () => {
  beforeAll(() => loadArabic());

  it('names the governorates in Arabic and refuses a price in Arabic', async () => {
    const dataProvider = memoryDataProvider({ shipping: cities.map((city) => ({ ...city })) });
    renderAdmin('/admin/shipping', { dataProvider, locale: 'ar' });
    const giza = await screen.findByLabelText('سعر الشحن لـالجيزة');
    expect(within(giza.closest('tr')!).getByText('الجيزة')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'المحافظة' })).toBeInTheDocument();
    expect(within(giza.closest('tr')!).getByRole('button', { name: 'حفظ' })).toBeDisabled();
    await userEvent.clear(giza);
    await userEvent.type(giza, '-5');
    expect(await screen.findByText('من 0 لحد 10,000.')).toBeInTheDocument();
  });
});
