// Staff roles, checked by the server on every admin call. The matrix is generated from the contract: every
// secured operation, called by a member of every role. The roles its `x-roles` lists get past the role check —
// any answer but 401 and 403 (the database is empty and the bodies are, so most answer 400 or 404: the call got
// as far as reading its input); every other role gets 403 with the role sentence before the body is read. A new
// operation without `x-roles` stops the server from starting, so it cannot be missed here.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, orders } from '../../src/server/db/schema';
import { ensureAdmin, upsertAdmin } from '../../src/server/modules/auth';
import { STAFF_ROLES, type StaffRole } from '../../src/shared/staff-roles';
import { loadContract, operations, resolveRef } from '../helpers/openapi';
import { orderBody, seedShop } from './customer-fixtures';
import { testPasswordHash, useTestApp } from './helpers/app';

const api = useTestApp();
const contract = loadContract();
const PASSWORD = 'a long enough staff password';
const ROLE_REFUSED = 'Your role in the shop does not allow this';

type Json = Record<string, unknown>;

const secured = operations(contract).filter(
  (op) => ((op.security as unknown[] | undefined) ?? []).length > 0,
);

const rolesOf = (op: object) => (op as Json)['x-roles'] as string[];

/** A URL for the operation: each path parameter its schema's first allowed value, 1 for an id. */
function urlOf(op: { path: string; parameters?: unknown[] }): string {
  let url = op.path;
  for (const raw of op.parameters ?? []) {
    const param = resolveRef<Json>(contract, raw);
    if (param.in !== 'path') continue;
    const schema = resolveRef<Json>(contract, param.schema);
    const value = Array.isArray(schema.enum) ? String(schema.enum[0]) : schema.type === 'string' ? 'x' : '1';
    url = url.replace(`{${String(param.name)}}`, value);
  }
  return url;
}

/** A member of `role`, signed in: the session cookie. */
async function member(role: StaffRole): Promise<string> {
  await upsertAdmin(api.db, `staff-${role}`, await testPasswordHash(PASSWORD), role);
  return api.signIn({ username: `staff-${role}`, password: PASSWORD });
}

describe.each(STAFF_ROLES)('a member with the role %s', (role) => {
  it('gets past the role check exactly on the operations whose x-roles list it', async () => {
    const cookie = await member(role);
    const wrong: string[] = [];
    for (const op of secured) {
      const allowed = rolesOf(op).includes(role);
      const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
      const res = await api.app.inject({
        method: op.method as 'GET',
        url: urlOf(op as { path: string; parameters?: unknown[] }),
        headers: { cookie },
        ...(hasBody ? { payload: {} } : {}),
      });
      const refused = res.statusCode === 403 && res.json().error === ROLE_REFUSED;
      if (allowed && (res.statusCode === 401 || res.statusCode === 403))
        wrong.push(`${String(op.operationId)}: allowed, answered ${res.statusCode} ${res.body}`);
      if (!allowed && !refused)
        wrong.push(`${String(op.operationId)}: not allowed, answered ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is named with its role by the sign-in and the session check', async () => {
    await upsertAdmin(api.db, `staff-${role}`, await testPasswordHash(PASSWORD), role);
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: `staff-${role}`, password: PASSWORD },
    });
    expect(login.json().admin).toMatchObject({ username: `staff-${role}`, role });
    const cookie = login.cookies.find((c) => c.name.endsWith('morph_session'))!;
    const check = await api.app.inject({
      method: 'GET',
      url: '/api/admin/auth/check',
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(check.json().admin).toMatchObject({ username: `staff-${role}`, role });
  });
});

describe('the owner', () => {
  it('may call every admin operation', () => {
    const without = secured.filter((op) => !rolesOf(op).includes('owner'));
    expect(without.map((op) => op.operationId)).toEqual([]);
  });

  it('is the account of ADMIN_USERNAME, whatever role it was given since', async () => {
    await ensureAdmin(api.db, 'owner', 'the owner password 1');
    await upsertAdmin(api.db, 'owner', await testPasswordHash('the owner password 1'), 'packer');
    expect((await ensureAdmin(api.db, 'owner', 'the owner password 1')).action).toBe('unchanged');
    const [row] = await api.db.select().from(admins).where(eq(admins.username, 'owner'));
    expect(row?.role).toBe('owner');
  });
});

describe('a packer', () => {
  it('marks an order shipped, and may set no other status nor cancel it', async () => {
    const shop = await seedShop(api.db);
    const placed = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: orderBody(shop, { mobileNumber: '01112345678' }),
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().orderId as number;
    const cookie = await member('packer');
    const as = (method: 'PUT' | 'POST', url: string, payload: object) =>
      api.app.inject({ method, url, payload, headers: { cookie } });
    const statusNow = async () =>
      (await api.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

    for (const status of ['processing', 'delivered', 'cancelled', 'pending']) {
      const res = await as('PUT', `/api/admin/orders/${id}`, { status });
      expect(res.statusCode, status).toBe(403);
      expect(res.json().error).toBe('A packer can only mark orders shipped');
    }
    const bulk = await as('POST', '/api/admin/orders/bulk-status', {
      ids: [id],
      status: 'cancelled',
      reason: 'other',
    });
    expect(bulk.statusCode).toBe(403);
    expect((await as('POST', `/api/admin/orders/${id}/cancel`, { reason: 'other' })).statusCode).toBe(403);
    expect(await statusNow()).toBe('pending');

    const shipped = await as('PUT', `/api/admin/orders/${id}`, { status: 'shipped' });
    expect(shipped.statusCode).toBe(200);
    expect(await statusNow()).toBe('shipped');
  });
});
