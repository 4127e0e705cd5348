// The owner's activity log as she sees it, in English and in Arabic: who did what, when, with the changes before →
// after in the back office's words; the filters ask the data provider for the member, the subject and the days;
// only the owner has it in her menu.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { AuthProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getListStaffMockHandler } from '../../../../generated/api/staff/staff.msw';
import type { ActivityEntry, AdminRole } from '../../../../generated/models';
import { mayDo } from '../../access';
import { loadArabic } from '../../i18n/use-admin-texts';
import { memoryDataProvider, renderAdmin, signedInAuthProvider } from '../../test-support/render-admin';
import { useScreenWidth } from '../../test-support/screen-width';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./activity-list');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const memberOf = (role: AdminRole): AuthProvider => ({
  ...signedInAuthProvider(),
  getPermissions: async () => role,
  canAccess: async ({ resource, action }) => mayDo(role, resource, action),
});

const entry = (fields: Partial<ActivityEntry> & Pick<ActivityEntry, 'id' | 'operation' | 'subject'>) => ({
  at: '2026-11-24T09:15:02.000Z',
  member: { id: 3, username: 'mona', role: 'manager' as const },
  address: '41.33.12.7',
  subjectId: null,
  subjectIds: [],
  label: null,
  changes: [],
  ...fields,
});

const entries = (): ActivityEntry[] => [
  entry({
    id: 812,
    operation: 'updateProductStock',
    subject: 'products',
    subjectId: '12',
    label: 'Linen Wrap Midi Dress',
    changes: [{ field: 'stock (Sage, M)', before: 4, after: 10 }],
  }),
  entry({
    id: 811,
    at: '2026-11-24T09:02:40.000Z',
    member: { id: 5, username: 'salma', role: 'order_desk' },
    address: '156.214.3.90',
    operation: 'cancelOrder',
    subject: 'orders',
    subjectId: '318',
    label: 'MO-7K3Q9D',
    changes: [
      { field: 'status', before: 'pending', after: 'cancelled' },
      { field: 'cancelReason', before: null, after: 'no_answer' },
    ],
  }),
  entry({
    id: 810,
    operation: 'updateProduct',
    subject: 'products',
    subjectId: '12',
    label: 'Linen Wrap Midi Dress',
    changes: [
      { field: 'price', before: 450, after: 399 },
      { field: 'isActive', before: true, after: false },
    ],
  }),
  entry({
    id: 809,
    member: { id: null, username: 'nour', role: 'manager' },
    address: null,
    operation: 'exportOrderLines',
    subject: 'orders',
    label: 'status=pending&startDate=2026-11-01',
  }),
  entry({
    id: 808,
    member: { id: 1, username: 'admin', role: 'owner' },
    operation: 'bulkUpdateOrderStatus',
    subject: 'orders',
    subjectIds: ['1', '2', '3'],
    changes: [{ field: 'status', before: null, after: 'shipped' }],
  }),
  entry({
    id: 807,
    member: { id: 1, username: 'admin', role: 'owner' },
    operation: 'updateStaffMember',
    subject: 'staff',
    subjectId: '5',
    label: 'salma',
    changes: [
      { field: 'role', before: 'order_desk', after: 'packer' },
      { field: 'suspended', before: false, after: true },
    ],
  }),
];

const staffHandler = () =>
  getListStaffMockHandler({
    members: [
      {
        id: 1,
        username: 'admin',
        role: 'owner',
        suspended: false,
        twoStep: true,
        createdAt: '2026-10-01T09:00:00.000Z',
      },
      {
        id: 3,
        username: 'mona',
        role: 'manager',
        suspended: false,
        twoStep: false,
        createdAt: '2026-10-02T09:00:00.000Z',
      },
      {
        id: 5,
        username: 'salma',
        role: 'order_desk',
        suspended: false,
        twoStep: false,
        createdAt: '2026-11-20T12:30:00.000Z',
      },
    ],
    invites: [],
    twoStepRequired: false,
  });

/** Latin words of 3 letters or more in `root`'s text outside `translate="no"` (Excel is Excel in Arabic too). */
function latinWordsOutsideData(root: Element): string[] {
  const words: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[translate="no"]')) continue;
    words.push(...(node.textContent?.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => word !== 'Excel'));
  }
  return words;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const textOf = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

describe('the activity log', () => {
  it('shows each entry: when, the member and her role, what in words with a link, the changes before → after', async () => {
    server.use(staffHandler());
    renderAdmin('/admin/activity', {
      dataProvider: memoryDataProvider({ activity: entries() }),
      authProvider: memberOf('owner'),
    });
    const stock = await rowOf('Changed stock');
    expect(within(stock).getByText('24/11/2026, 11:15')).toBeInTheDocument();
    expect(within(stock).getByText('mona')).toBeInTheDocument();
    expect(within(stock).getByText('Manager')).toBeInTheDocument();
    expect(within(stock).getByRole('link', { name: 'Linen Wrap Midi Dress' })).toHaveAttribute(
      'href',
      '/admin/products?edit=12',
    );
    expect(within(stock).getByText(/^stock/).textContent).toBe('stock (Sage, M): 4 → 10');
    expect(within(stock).getByText('(Sage, M)')).toHaveAttribute('translate', 'no');
    expect(within(stock).getByText('41.33.12.7')).toBeInTheDocument();

    const cancelled = await rowOf('Cancelled an order');
    expect(within(cancelled).getByText('Order desk')).toBeInTheDocument();
    expect(within(cancelled).getByRole('link', { name: 'MO-7K3Q9D' })).toHaveAttribute(
      'href',
      '/admin/orders/318',
    );
    expect(within(cancelled).getAllByRole('listitem').map(textOf)).toEqual([
      'status: Pending → Cancelled',
      'cancel reason: — → No answer',
    ]);

    const edited = await rowOf('Edited a product');
    expect(within(edited).getAllByRole('listitem').map(textOf)).toEqual([
      'price: EGP 450.00 → EGP 399.00',
      'status: Active → Inactive',
    ]);

    // An export names its filters; a removed member keeps her name; no address is "—".
    const exported = await rowOf('Exported order lines');
    expect(textOf(exported)).toContain('status: Pending · from 2026-11-01');
    expect(within(exported).getByText('Manager · no longer on the staff')).toBeInTheDocument();
    expect(within(exported).getAllByText('—').length).toBeGreaterThan(0);

    // A call on many says how many.
    const bulk = await rowOf("Changed several orders' status");
    expect(within(bulk).getByText('3 orders')).toBeInTheDocument();
    expect(within(bulk).getByRole('listitem').textContent).toBe('status: — → Shipped');

    const member = await rowOf('Changed a member');
    expect(within(member).getAllByRole('listitem').map(textOf)).toEqual([
      'role: Order desk → Packer',
      'access: Active → Suspended',
    ]);
  });

  it('asks the data provider for the member, the subject and the days chosen in the filters', async () => {
    server.use(staffHandler());
    const dataProvider = memoryDataProvider({ activity: entries() });
    renderAdmin('/admin/activity', { dataProvider, authProvider: memberOf('owner') });
    await screen.findByText('Changed stock');
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'activity',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 }, filter: {} }),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Member' }));
    await userEvent.click(await screen.findByRole('option', { name: 'salma' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'activity',
        expect.objectContaining({ filter: { adminId: 5 } }),
      ),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'About' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Orders' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'activity',
        expect.objectContaining({ filter: { adminId: 5, subject: 'orders' } }),
      ),
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-24' } });
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'activity',
        expect.objectContaining({
          filter: { adminId: 5, subject: 'orders', startDate: '2026-11-01', endDate: '2026-11-24' },
        }),
      ),
    );
  });

  it('says so when nothing is recorded yet', async () => {
    server.use(staffHandler());
    renderAdmin('/admin/activity', {
      dataProvider: memoryDataProvider({ activity: [] }),
      authProvider: memberOf('owner'),
    });
    expect(
      await screen.findByText(
        'Nothing recorded yet. Every change made in the back office, and every export, will show here.',
      ),
    ).toBeInTheDocument();
  });

  it('is in the owner’s menu', async () => {
    server.use(staffHandler());
    renderAdmin('/admin/activity', {
      dataProvider: memoryDataProvider({ activity: entries() }),
      authProvider: memberOf('owner'),
    });
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'Activity' })).toHaveAttribute(
      'href',
      '/admin/activity',
    );
  });

  it.each(['manager', 'order_desk', 'packer'] as const)(
    'hides it from the %s, and refuses its screen',
    async (role) => {
      const dataProvider = memoryDataProvider({ activity: entries() });
      renderAdmin('/admin/activity', { dataProvider, authProvider: memberOf(role) });
      expect(
        await screen.findByText('Your role in the shop does not allow this screen.'),
      ).toBeInTheDocument();
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(within(menu).queryAllByRole('menuitem').length).toBeGreaterThan(0));
      expect(within(menu).queryByRole('menuitem', { name: 'Activity' })).not.toBeInTheDocument();
      expect(dataProvider.getList).not.toHaveBeenCalledWith('activity', expect.anything());
    },
  );
});

describe('the activity log on a phone', () => {
  useScreenWidth(390);

  it('shows each entry as a card headed by its columns, and the filters behind one button', async () => {
    server.use(staffHandler());
    renderAdmin('/admin/activity', {
      dataProvider: memoryDataProvider({ activity: entries() }),
      authProvider: memberOf('owner'),
    });
    const stock = await rowOf('Changed stock');
    expect(
      within(stock)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['When', 'Member', 'What', 'Changes', 'Address']);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Member' })).not.toBeInTheDocument();
  });
});

describe('the activity log in Arabic', () => {
  beforeAll(() => loadArabic());

  it('says who did what and the changes in Arabic, the shop’s names as written', async () => {
    server.use(staffHandler());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin/activity', {
      dataProvider: memoryDataProvider({ activity: entries() }),
      authProvider: memberOf('owner'),
      locale: 'ar',
    });
    const stock = await rowOf('غيّرت المخزون');
    expect(within(stock).getByText('مديرة')).toBeInTheDocument();
    expect(within(stock).getByText('mona')).toHaveAttribute('translate', 'no');
    expect(within(stock).getByRole('link', { name: 'Linen Wrap Midi Dress' })).toHaveAttribute(
      'translate',
      'no',
    );
    expect(textOf(within(stock).getByRole('listitem'))).toBe('المخزون (Sage, M): 4 ← 10');

    const cancelled = await rowOf('ألغت طلب');
    expect(within(cancelled).getAllByRole('listitem').map(textOf)).toEqual([
      'الحالة: في الانتظار ← ملغي',
      'سبب الإلغاء: — ← مابتردش',
    ]);
    const edited = await rowOf('عدّلت منتج');
    expect(within(edited).getAllByRole('listitem').map(textOf)).toEqual([
      'السعر: 450.00 ج.م ← 399.00 ج.م',
      'الحالة: مفعّل ← متوقف',
    ]);
    const bulk = await rowOf('غيّرت حالة كذا طلب');
    expect(within(bulk).getByText('3 طلبات')).toBeInTheDocument();
    const member = await rowOf('غيّرت بيانات عضوة');
    expect(within(member).getAllByRole('listitem').map(textOf)).toEqual([
      'الدور: خدمة الطلبات ← التغليف',
      'الدخول: نشطة ← موقوفة',
    ]);

    expect(screen.getByRole('combobox', { name: 'العضوة' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'بخصوص' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'عملت إيه' })).toBeInTheDocument();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'سجل النشاط' })).toHaveAttribute(
      'href',
      '/admin/activity',
    );
    // No English outside the shop's data (names, codes, a colour and a size), as the Arabic walk checks it.
    expect(latinWordsOutsideData(screen.getByRole('table'))).toEqual([]);
  });

  it('says so in Arabic when nothing is recorded yet', async () => {
    server.use(staffHandler());
    renderAdmin('/admin/activity', {
      dataProvider: memoryDataProvider({ activity: [] }),
      authProvider: memberOf('owner'),
      locale: 'ar',
    });
    expect(
      await screen.findByText('لسه مفيش حاجة متسجلة. كل تغيير في لوحة التحكم وكل تصدير هيظهر هنا.'),
    ).toBeInTheDocument();
  });
});
