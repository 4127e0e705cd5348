// The activity log: every recorded call of the contract (each admin write, each export, accepting an invitation)
// made once, by a member of a role that may make it, leaves exactly one entry naming that member; a refused or
// failed write leaves none; prices and stock say before → after; the owner reads and filters the log; the prune
// keeps a year. The list of calls below must cover the contract's recorded operations: a new write without a
// call here (and so without a checked entry) fails the first test.
import { desc, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activity, coupons } from '../../src/server/db/schema';
import { runActivityPrune } from '../../src/server/jobs';
import { totpCode, upsertAdmin } from '../../src/server/modules/auth';
import { contractOperations, loadContract } from '../../src/server/plugins/openapi';
import type { StaffRole } from '../../src/shared/staff-roles';
import { orderBody, seedShop, type Shop } from './customer-fixtures';
import { form } from './helpers/catalogue';
import { testPasswordHash, useTestApp } from './helpers/app';

const api = useTestApp();
const PASSWORD = 'a long enough staff password';
const recordedOperations = contractOperations(loadContract())
  .filter((op) => op.recorded)
  .map((op) => op.operationId)
  .sort();

type Json = Record<string, unknown>;
type Member = 'owner' | Exclude<StaffRole, 'owner'> | 'nobody';

interface Call {
  op: string;
  as: Member;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: Json | FormData;
  status: number;
  /** Checks on the entry beyond its member and operation. */
  entry?: (row: typeof activity.$inferSelect) => void;
}

const usernameOf = (member: Member) => (member === 'owner' ? 'admin' : `staff-${member}`);

let shop: Shop;
let cookies: Record<Member, string>;

beforeEach(async () => {
  shop = await seedShop(api.db);
  cookies = { owner: await api.signIn(), nobody: '' } as Record<Member, string>;
  for (const role of ['manager', 'order_desk', 'packer'] as const) {
    await upsertAdmin(api.db, `staff-${role}`, await testPasswordHash(PASSWORD), role);
    cookies[role] = await api.signIn({ username: `staff-${role}`, password: PASSWORD });
  }
});

const send = (call: Omit<Call, 'op' | 'status'>) =>
  api.app.inject({
    method: call.method,
    url: call.url,
    ...(call.payload ? { payload: call.payload as never } : {}),
    headers: call.as === 'nobody' ? {} : { cookie: cookies[call.as] },
  });

async function entries() {
  return api.db.select().from(activity).orderBy(desc(activity.id));
}

async function placeOrder(mobile: string): Promise<number> {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    payload: orderBody(shop, { mobileNumber: mobile }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orderId as number;
}

describe('the activity log', () => {
  it('holds one entry per recorded call, naming the member who made it', async () => {
    const [a, b, c] = [
      await placeOrder('01011111111'),
      await placeOrder('01022222222'),
      await placeOrder('01033333333'),
    ];
    const made: string[] = [];
    const ids: Record<string, number> = {};
    const run = async (call: Call) => {
      const before = (await entries()).length;
      const res = await send(call);
      expect(res.statusCode, `${call.op}: ${res.body}`).toBe(call.status);
      const after = await entries();
      expect(after.length, `${call.op} wrote ${after.length - before} entries`).toBe(before + 1);
      const row = after[0]!;
      const member = call.op === 'acceptStaffInvite' ? 'nada' : usernameOf(call.as);
      expect(row, call.op).toMatchObject({ operation: call.op, username: member });
      expect(row.address, call.op).toBeTruthy();
      call.entry?.(row);
      made.push(call.op);
      return res;
    };

    // The catalogue, by a manager.
    ids.category = (
      await run({
        op: 'addCategory',
        as: 'manager',
        method: 'POST',
        url: '/api/admin/addCategory',
        payload: form({ name: 'Evening', type: 'category' }),
        status: 201,
        entry: (row) => expect(row).toMatchObject({ subject: 'categories', label: 'Evening' }),
      })
    ).json().data.id;
    await run({
      op: 'updateCategory',
      as: 'manager',
      method: 'PATCH',
      url: `/api/admin/categories/${ids.category}`,
      payload: form({ name: 'Evening Wear' }),
      status: 200,
      entry: (row) =>
        expect(row.changes).toEqual([{ field: 'name', before: 'Evening', after: 'Evening Wear' }]),
    });
    await run({
      op: 'updateCategoryStatus',
      as: 'manager',
      method: 'PUT',
      url: `/api/admin/category/${ids.category}`,
      payload: { isActive: false, type: 'category' },
      status: 200,
      entry: (row) => expect(row.changes).toEqual([{ field: 'isActive', before: true, after: false }]),
    });
    await run({
      op: 'updateTag',
      as: 'manager',
      method: 'PATCH',
      url: `/api/admin/tags/${shop.tags.linen}`,
      payload: { name: 'linen summer' },
      status: 200,
      entry: (row) => expect(row).toMatchObject({ subject: 'tags', subjectId: String(shop.tags.linen) }),
    });
    await run({
      op: 'deleteCategoryOrTag',
      as: 'manager',
      method: 'DELETE',
      url: `/api/admin/tag/${shop.tags.special}`,
      status: 200,
      entry: (row) => expect(row).toMatchObject({ subject: 'tags', label: 'special' }),
    });
    ids.skirt = (
      await run({
        op: 'addProduct',
        as: 'manager',
        method: 'POST',
        url: '/api/admin/addProduct',
        payload: form({ name: 'Pleated Satin Skirt', description: 'Fine pleats.', price: 1250 }),
        status: 201,
        entry: (row) => expect(row.changes).toContainEqual({ field: 'price', before: null, after: 1250 }),
      })
    ).json().data.id;
    await run({
      op: 'addVariants',
      as: 'manager',
      method: 'POST',
      url: '/api/admin/addVariants',
      payload: form({ productId: ids.skirt, color: 'Black', sizes: '[{"size":"M","stock":2}]' }),
      status: 201,
      entry: (row) => expect(row.changes).toEqual([{ field: 'stock (Black, M)', before: null, after: 2 }]),
    });
    ids.top = (
      await run({
        op: 'createProductWithVariants',
        as: 'manager',
        method: 'POST',
        url: '/api/admin/products',
        payload: form({
          name: 'Cotton Top',
          description: 'Soft.',
          price: 600,
          variants: JSON.stringify([{ color: 'White', sizes: [{ size: 'S', stock: 3 }] }]),
        }),
        status: 201,
      })
    ).json().data.id;
    await run({
      op: 'updateProduct',
      as: 'manager',
      method: 'PUT',
      url: `/api/admin/product/${ids.skirt}`,
      payload: form({ name: 'Pleated Satin Skirt', description: 'Fine pleats.', price: 1300 }),
      status: 200,
      entry: (row) => expect(row.changes).toEqual([{ field: 'price', before: 1250, after: 1300 }]),
    });
    await run({
      op: 'toggleProductStatus',
      as: 'manager',
      method: 'PATCH',
      url: `/api/admin/product/${ids.top}/toggle-status`,
      payload: { isActive: false },
      status: 200,
    });
    await run({
      op: 'updateProductStock',
      as: 'manager',
      method: 'PATCH',
      url: `/api/admin/product/${shop.dress.id}/stock`,
      payload: { sizes: [{ id: shop.dress.sage.M, stock: 9 }] },
      status: 200,
      entry: (row) => {
        expect(row.changes).toHaveLength(1);
        expect(row.changes[0]).toMatchObject({ field: 'stock (Sage, M)', after: 9 });
        expect(row.changes[0]!.before).not.toBe(9);
      },
    });
    ids.copy = (
      await run({
        op: 'duplicateProduct',
        as: 'manager',
        method: 'POST',
        url: `/api/admin/product/${shop.dress.id}/duplicate`,
        status: 201,
        entry: (row) =>
          expect(row.changes).toEqual([{ field: 'copyOf', before: null, after: shop.dress.id }]),
      })
    ).json().data.id;
    await run({
      op: 'bulkUpdateProducts',
      as: 'manager',
      method: 'POST',
      url: '/api/admin/products/bulk',
      payload: { action: 'deactivate', ids: [shop.bag.id, ids.top] },
      status: 200,
      // The bag was shown, the top already hidden: only the bag changed state.
      entry: (row) => {
        expect(row.subjectIds).toEqual([String(shop.bag.id), String(ids.top)]);
        expect(row.changes).toEqual([{ field: 'isActive', before: true, after: false }]);
      },
    });
    await run({
      op: 'deleteProduct',
      as: 'manager',
      method: 'DELETE',
      url: `/api/admin/product/${ids.copy}`,
      status: 200,
    });

    // Coupons, discounts, search words and shipping, by a manager.
    const window = { startDate: '2026-12-01T00:00', endDate: '2026-12-31T23:59' };
    ids.coupon = (
      await run({
        op: 'addCoupon',
        as: 'manager',
        method: 'POST',
        url: '/api/admin/addCoupon',
        payload: { code: 'EID10', percentage: 10, ...window },
        status: 201,
      })
    ).json().data.id;
    await run({
      op: 'updateCoupon',
      as: 'manager',
      method: 'PUT',
      url: `/api/admin/coupons/${ids.coupon}`,
      payload: { code: 'EID10', percentage: 15, ...window },
      status: 200,
      entry: (row) => expect(row.changes).toEqual([{ field: 'percentage', before: 10, after: 15 }]),
    });
    await run({
      op: 'updateCouponStatus',
      as: 'manager',
      method: 'PUT',
      url: `/api/admin/coupons/${ids.coupon}/status`,
      payload: { isActive: false },
      status: 200,
    });
    await run({
      op: 'deleteCoupon',
      as: 'manager',
      method: 'DELETE',
      url: `/api/admin/coupons/${ids.coupon}`,
      status: 200,
      entry: (row) => expect(row.label).toBe('EID10'),
    });
    ids.discount = (
      await run({
        op: 'addDiscount',
        as: 'manager',
        method: 'POST',
        url: '/api/admin/addDiscount',
        payload: { percentage: 20, productId: shop.dress.id, ...window },
        status: 201,
      })
    ).json().data.id;
    await run({
      op: 'updateDiscount',
      as: 'manager',
      method: 'PUT',
      url: `/api/admin/discounts/${ids.discount}`,
      payload: { percentage: 25, productId: shop.dress.id, ...window },
      status: 200,
      entry: (row) => expect(row.changes).toEqual([{ field: 'percentage', before: 20, after: 25 }]),
    });
    await run({
      op: 'updateDiscountStatus',
      as: 'manager',
      method: 'PATCH',
      url: `/api/admin/discounts/${ids.discount}`,
      payload: { isActive: false },
      status: 200,
    });
    await run({
      op: 'deleteDiscount',
      as: 'manager',
      method: 'DELETE',
      url: `/api/admin/discounts/${ids.discount}`,
      status: 200,
    });
    ids.synonyms = (
      await run({
        op: 'addSynonymGroup',
        as: 'manager',
        method: 'POST',
        url: '/api/admin/synonyms',
        payload: { words: ['بلوزة', 'blouse'] },
        status: 201,
      })
    ).json().data.id;
    await run({
      op: 'updateSynonymGroup',
      as: 'manager',
      method: 'PUT',
      url: `/api/admin/synonyms/${ids.synonyms}`,
      payload: { words: ['بلوزة', 'blouse', 'top'] },
      status: 200,
    });
    await run({
      op: 'deleteSynonymGroup',
      as: 'manager',
      method: 'DELETE',
      url: `/api/admin/synonyms/${ids.synonyms}`,
      status: 200,
    });
    const giza = (await api.asAdmin({ method: 'GET', url: '/api/admin/shipping' }))
      .json()
      .find((city: { name: string }) => city.name === 'Giza').id as number;
    await run({
      op: 'updateShippingPrice',
      as: 'manager',
      method: 'PUT',
      url: `/api/admin/shipping/${giza}`,
      payload: { shippingPrice: 75 },
      status: 200,
      entry: (row) => {
        expect(row).toMatchObject({ label: 'Giza', subjectId: String(giza) });
        expect(row.changes).toHaveLength(1);
        expect(row.changes[0]).toMatchObject({ field: 'shippingPrice', after: 75 });
      },
    });

    // Orders, by the order desk and the packer; the exports.
    await run({
      op: 'updateOrderStatus',
      as: 'order_desk',
      method: 'PUT',
      url: `/api/admin/orders/${a}`,
      payload: { status: 'processing' },
      status: 200,
      entry: (row) =>
        expect(row.changes).toEqual([{ field: 'status', before: 'pending', after: 'processing' }]),
    });
    await run({
      op: 'addOrderNote',
      as: 'order_desk',
      method: 'POST',
      url: `/api/admin/orders/${a}/notes`,
      payload: { body: 'Called her: deliver after 5 pm' },
      status: 201,
    });
    await run({
      op: 'cancelOrder',
      as: 'order_desk',
      method: 'POST',
      url: `/api/admin/orders/${b}/cancel`,
      payload: { reason: 'customer_cancelled' },
      status: 200,
      entry: (row) =>
        expect(row.changes).toEqual([
          { field: 'status', before: 'pending', after: 'cancelled' },
          { field: 'cancelReason', before: null, after: 'customer_cancelled' },
        ]),
    });
    await run({
      op: 'cancelOrdersAsFake',
      as: 'order_desk',
      method: 'POST',
      url: '/api/admin/orders/cancel-as-fake',
      payload: { ids: [c] },
      status: 200,
      entry: (row) => expect(row.subjectIds).toEqual([String(c)]),
    });
    await run({
      op: 'bulkUpdateOrderStatus',
      as: 'packer',
      method: 'POST',
      url: '/api/admin/orders/bulk-status',
      payload: { ids: [a], status: 'shipped' },
      status: 200,
      entry: (row) =>
        expect(row).toMatchObject({
          role: 'packer',
          subjectIds: [String(a)],
          changes: [{ field: 'status', before: 'processing', after: 'shipped' }],
        }),
    });
    await run({
      op: 'getCourierSheet',
      as: 'packer',
      method: 'GET',
      url: '/api/admin/orders/courier-sheet?status=shipped',
      status: 200,
      entry: (row) => expect(row.label).toBe('status=shipped'),
    });
    await run({
      op: 'getCourierSheetXlsx',
      as: 'packer',
      method: 'GET',
      url: '/api/admin/orders/courier-sheet.xlsx?status=shipped',
      status: 200,
    });
    await run({
      op: 'exportOrderLines',
      as: 'manager',
      method: 'GET',
      url: '/api/admin/orders/lines.xlsx',
      status: 200,
    });

    // Returns: asked and answered by the order desk, picked up and received by a packer, refunded by a manager.
    const delivered = async (mobile: string) => {
      const id = await placeOrder(mobile);
      for (const status of ['processing', 'shipped', 'delivered'])
        await send({ as: 'owner', method: 'PUT', url: `/api/admin/orders/${id}`, payload: { status } });
      const detail = await send({ as: 'owner', method: 'GET', url: `/api/admin/orders/${id}` });
      return { id, line: detail.json().items[0].id as number };
    };
    const [d, e] = [await delivered('01055555555'), await delivered('01066666666')];
    const asked = (order: { id: number; line: number }) => ({
      orderId: order.id,
      kind: 'return',
      items: [{ orderItemId: order.line, quantity: 1, reason: 'defect' }],
    });
    const returned = (
      await run({
        op: 'createReturn',
        as: 'order_desk',
        method: 'POST',
        url: '/api/admin/returns',
        payload: asked(d),
        status: 201,
        entry: (row) =>
          expect(row).toMatchObject({
            subject: 'returns',
            changes: [{ field: 'status', before: null, after: 'requested' }],
          }),
      })
    ).json();
    const approved = (
      await run({
        op: 'approveReturn',
        as: 'order_desk',
        method: 'POST',
        url: `/api/admin/returns/${returned.id}/approve`,
        payload: {},
        status: 200,
        entry: (row) =>
          expect(row).toMatchObject({
            subjectId: String(returned.id),
            label: returned.orderNumber,
            changes: [{ field: 'status', before: 'requested', after: 'approved' }],
          }),
      })
    ).json();
    await run({
      op: 'scheduleReturnPickup',
      as: 'order_desk',
      method: 'PUT',
      url: `/api/admin/returns/${returned.id}/pickup`,
      payload: { pickupDate: '2099-01-01' },
      status: 200,
      entry: (row) =>
        expect(row.changes).toEqual([{ field: 'pickupDate', before: null, after: '2099-01-01' }]),
    });
    await run({
      op: 'getReturnsCourierSheet',
      as: 'packer',
      method: 'GET',
      url: '/api/admin/returns/courier-sheet?startDate=2099-01-01',
      status: 200,
      entry: (row) => expect(row.label).toBe('startDate=2099-01-01'),
    });
    await run({
      op: 'markReturnPickedUp',
      as: 'packer',
      method: 'POST',
      url: `/api/admin/returns/${returned.id}/picked-up`,
      status: 200,
    });
    await run({
      op: 'receiveReturn',
      as: 'packer',
      method: 'POST',
      url: `/api/admin/returns/${returned.id}/receive`,
      payload: { items: [{ id: approved.items[0].id, condition: 'restocked' }] },
      status: 200,
    });
    await run({
      op: 'refundReturn',
      as: 'manager',
      method: 'POST',
      url: `/api/admin/returns/${returned.id}/refund`,
      payload: { method: 'cash', amount: 100 },
      status: 200,
      entry: (row) =>
        expect(row.changes).toEqual([
          { field: 'status', before: 'received', after: 'refunded' },
          { field: 'refund', before: null, after: 10_000 },
        ]),
    });
    const refused = (
      await send({ as: 'owner', method: 'POST', url: '/api/admin/returns', payload: asked(e) })
    ).json();
    await run({
      op: 'refuseReturn',
      as: 'order_desk',
      method: 'POST',
      url: `/api/admin/returns/${refused.id}/refuse`,
      payload: { reason: 'Worn' },
      status: 200,
    });
    const withdrawn = (
      await send({ as: 'owner', method: 'POST', url: '/api/admin/returns', payload: asked(e) })
    ).json();
    await run({
      op: 'cancelReturn',
      as: 'order_desk',
      method: 'POST',
      url: `/api/admin/returns/${withdrawn.id}/cancel`,
      status: 200,
    });

    // Settings and staff, by the owner; a new member's acceptance is hers.
    await run({
      op: 'updateShopContact',
      as: 'owner',
      method: 'PUT',
      url: '/api/admin/settings/contact',
      payload: {
        whatsapp: '01012345678',
        phone: '',
        email: 'hello@morph.example',
        facebook: '',
        instagram: '',
        tiktok: '',
        address: '',
      },
      status: 200,
    });
    await run({
      op: 'updateReturnPolicy',
      as: 'owner',
      method: 'PUT',
      url: '/api/admin/settings/returns',
      payload: {
        windowDays: 30,
        refundShipping: false,
        exchangeShippingCharged: false,
        restockRefusedOnReceipt: false,
      },
      status: 200,
      entry: (row) =>
        expect(row).toMatchObject({
          subject: 'settings',
          changes: [{ field: 'windowDays', before: 14, after: 30 }],
        }),
    });
    await run({
      op: 'markSetupStep',
      as: 'owner',
      method: 'POST',
      url: '/api/admin/setup-guide/steps/shipping',
      status: 200,
    });
    await run({
      op: 'dismissSetupGuide',
      as: 'owner',
      method: 'POST',
      url: '/api/admin/setup-guide/dismiss',
      status: 200,
    });
    const invite = await run({
      op: 'inviteStaff',
      as: 'owner',
      method: 'POST',
      url: '/api/admin/staff/invites',
      payload: { username: 'nada', role: 'packer' },
      status: 201,
      entry: (row) => expect(row.changes).toEqual([{ field: 'role', before: null, after: 'packer' }]),
    });
    const joined = await run({
      op: 'acceptStaffInvite',
      as: 'nobody',
      method: 'POST',
      url: '/api/admin/staff/invites/accept',
      payload: { token: invite.json().token, password: PASSWORD },
      status: 201,
      entry: (row) => expect(row).toMatchObject({ role: 'packer', label: 'nada' }),
    });
    const nada = joined.json().admin.id as number;
    await run({
      op: 'updateStaffMember',
      as: 'owner',
      method: 'PATCH',
      url: `/api/admin/staff/${nada}`,
      payload: { role: 'order_desk' },
      status: 200,
      entry: (row) => expect(row.changes).toEqual([{ field: 'role', before: 'packer', after: 'order_desk' }]),
    });
    await run({
      op: 'removeStaffMember',
      as: 'owner',
      method: 'DELETE',
      url: `/api/admin/staff/${nada}`,
      status: 204,
    });

    // A member's own account.
    await run({
      op: 'changeOwnPassword',
      as: 'manager',
      method: 'POST',
      url: '/api/admin/account/password',
      payload: { currentPassword: PASSWORD, newPassword: 'another long staff password' },
      status: 200,
    });
    await run({
      op: 'endOtherSessions',
      as: 'order_desk',
      method: 'DELETE',
      url: '/api/admin/account/sessions/others',
      status: 200,
    });
    const setup = await run({
      op: 'startTwoStepSetup',
      as: 'packer',
      method: 'POST',
      url: '/api/admin/account/two-step/setup',
      payload: { currentPassword: PASSWORD },
      status: 200,
      entry: (row) => expect(row).toMatchObject({ label: 'staff-packer', changes: [] }),
    });
    const on = await run({
      op: 'confirmTwoStep',
      as: 'packer',
      method: 'POST',
      url: '/api/admin/account/two-step',
      payload: { code: totpCode(setup.json().secret) },
      status: 200,
      // Her one session is this one: no other ended, so only the switch is a change.
      entry: (row) => expect(row.changes).toEqual([{ field: 'twoStep', before: false, after: true }]),
    });
    await run({
      op: 'disableTwoStep',
      as: 'packer',
      method: 'POST',
      url: '/api/admin/account/two-step/off',
      payload: { currentPassword: PASSWORD, code: on.json().recoveryCodes[0] },
      status: 200,
      entry: (row) => expect(row.changes).toEqual([{ field: 'twoStep', before: true, after: false }]),
    });
    await run({
      op: 'setTwoStepRequired',
      as: 'owner',
      method: 'PUT',
      url: '/api/admin/staff/two-step',
      payload: { required: false },
      status: 200,
    });

    expect(made.sort()).toEqual(recordedOperations);
    // The removed member's entries stay, with her name; only the link to her account is gone.
    const hers = (await entries()).filter((row) => row.username === 'nada');
    expect(hers.map((row) => [row.operation, row.adminId])).toEqual([['acceptStaffInvite', null]]);
  });

  it('leaves no entry for a refused write, nor for one that failed after it began', async () => {
    const refused = await send({
      as: 'manager',
      method: 'POST',
      url: '/api/admin/addCoupon',
      payload: { code: 'LATE', percentage: 10, startDate: '2026-12-31T00:00', endDate: '2026-12-01T00:00' },
    });
    expect(refused.statusCode).toBe(400);
    // The owner is the only one: removing her is refused after the transaction has locked the owners.
    const [owner] = await api.db
      .execute<{ id: number }>(sql`SELECT id FROM admins WHERE username = 'admin'`)
      .then((result) => (result as unknown as { rows: Array<{ id: number }> }).rows);
    const last = await send({ as: 'owner', method: 'DELETE', url: `/api/admin/staff/${owner!.id}` });
    expect(last.statusCode).toBe(409);
    // A coupon's edit that the unique code refuses, inside the transaction.
    await api.db
      .insert(coupons)
      .values([
        { code: 'ONE', percentage: 5, startAt: new Date(), endAt: new Date(Date.now() + 86_400_000) },
      ]);
    const [mine] = await api.db
      .insert(coupons)
      .values({ code: 'TWO', percentage: 5, startAt: new Date(), endAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: coupons.id });
    const clash = await send({
      as: 'manager',
      method: 'PUT',
      url: `/api/admin/coupons/${mine!.id}`,
      payload: { code: 'one', percentage: 5, startDate: '2026-12-01T00:00', endDate: '2026-12-31T00:00' },
    });
    expect(clash.statusCode).toBe(409);
    expect(await entries()).toEqual([]);
  });

  it('is read by the owner, newest first, filtered by member, subject, thing and day', async () => {
    const asManager = (payload: Json) =>
      send({ as: 'manager', method: 'PATCH', url: `/api/admin/product/${shop.dress.id}/stock`, payload });
    await asManager({ sizes: [{ id: shop.dress.sage.M, stock: 7 }] });
    await asManager({ sizes: [{ id: shop.dress.sage.M, stock: 8 }] });
    await send({
      as: 'order_desk',
      method: 'POST',
      url: `/api/admin/orders/${await placeOrder('01044444444')}/notes`,
      payload: { body: 'No answer' },
    });
    const read = (query: string) => send({ as: 'owner', method: 'GET', url: `/api/admin/activity${query}` });

    const all = await read('?limit=2');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, totalPages: 2, currentPage: 1 });
    expect(all.json().entries.map((e: Json) => e.operation)).toEqual(['addOrderNote', 'updateProductStock']);
    expect(all.json().entries[1]).toMatchObject({
      member: { username: 'staff-manager', role: 'manager' },
      subject: 'products',
      subjectId: String(shop.dress.id),
      label: 'Linen Wrap Midi Dress',
      changes: [{ field: 'stock (Sage, M)', before: 7, after: 8 }],
    });
    const second = await read('?limit=2&page=2');
    expect(second.json().entries.map((e: Json) => e.changes)).toEqual([
      [{ field: 'stock (Sage, M)', before: expect.any(Number), after: 7 }],
    ]);

    const managerId = (await api.db.execute(
      sql`SELECT id FROM admins WHERE username = 'staff-manager'`,
    )) as unknown as {
      rows: Array<{ id: number }>;
    };
    const byMember = await read(`?adminId=${managerId.rows[0]!.id}`);
    expect(byMember.json().total).toBe(2);
    const bySubject = await read(`?subject=orders`);
    expect(bySubject.json().entries.map((e: Json) => e.operation)).toEqual(['addOrderNote']);
    const byThing = await read(`?subject=products&subjectId=${shop.bag.id}`);
    expect(byThing.json().total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
    expect((await read(`?startDate=${today}&endDate=${today}`)).json().total).toBe(3);
    expect((await read('?endDate=2020-01-01')).json().total).toBe(0);
    expect((await read('?startDate=2026-13-40')).statusCode).toBe(400);

    // Only the owner reads it.
    for (const role of ['manager', 'order_desk', 'packer'] as const)
      expect((await send({ as: role, method: 'GET', url: '/api/admin/activity' })).statusCode).toBe(403);
  });

  it('keeps 400 days: the prune deletes what is older and nothing newer', async () => {
    const day = 86_400_000;
    const now = new Date('2026-11-25T10:00:00Z');
    const entry = (daysAgo: number) => ({
      at: new Date(now.getTime() - daysAgo * day),
      username: 'admin',
      role: 'owner' as const,
      operation: 'updateProductStock',
      subject: 'products',
    });
    await api.db.insert(activity).values([entry(800), entry(401), entry(399), entry(366), entry(1)]);
    expect(await runActivityPrune({ jobs: api.db } as never, now)).toBe(2);
    const kept = await api.db.select({ at: activity.at }).from(activity).orderBy(activity.at);
    expect(kept.map((row) => Math.round((now.getTime() - row.at.getTime()) / day))).toEqual([399, 366, 1]);
    expect(await runActivityPrune({ jobs: api.db } as never, now)).toBe(0);
  });
});
