// The app bar's spinner, shown while any request is in flight, is a progress bar a screen reader announces: it
// needs a name in both languages.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadArabic } from '../i18n/use-admin-texts';
import { memoryDataProvider, renderAdmin } from '../test-support/render-admin';

/** A data provider whose order list never answers, so the spinner stays. */
function stalledOrders() {
  const dataProvider = memoryDataProvider();
  dataProvider.getList = (() => new Promise(() => undefined)) as unknown as typeof dataProvider.getList;
  return dataProvider;
}

describe('the app bar while a request is in flight', () => {
  it('names its spinner', async () => {
    renderAdmin('/admin/orders', { dataProvider: stalledOrders() });
    const bar = await screen.findByRole('banner');
    expect(await within(bar).findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('names it in Arabic in the Arabic back office', async () => {
    await loadArabic();
    renderAdmin('/admin/orders', { dataProvider: stalledOrders(), locale: 'ar' });
    const bar = await screen.findByRole('banner');
    expect(await within(bar).findByRole('progressbar', { name: 'جاري التحميل' })).toBeInTheDocument();
  });
});
