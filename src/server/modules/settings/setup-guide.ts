// The owner's setup guide on the dashboard: five steps, each ticked from the shop's own data, shown until all
// are done or the owner dismisses it. What the guide keeps itself (the steps the data cannot tell, and the
// dismissal) is the 'setup' setting, in the database: it holds on every device and every instance. What the
// demo seeded is told apart by the 'demo' setting the seed writes (seed/index.ts): the demo contact's WhatsApp
// and the last product and order ids it made.
import { sql, type SQL } from 'drizzle-orm';
import type { SetupGuide, SetupStep } from '../../../../generated/models';
import type { Db, DbOrTx } from '../../db/client';
import { readSetting, writeSetting } from './repository';
import { getShopContact } from './service';

const SETUP = 'setup';
export const DEMO = 'demo';

/** What the guide stores: when each step was marked, and when it was dismissed (ISO). */
interface SetupState {
  shippingCheckedAt?: string;
  policiesReadAt?: string;
  dismissedAt?: string;
}

/** What the demo seed made, so the guide can tell the demo's data from the owner's. */
export interface DemoMarker {
  seededAt: string;
  /** The demo contact's WhatsApp (digits): while the shop's is this one, the contact is the demo's. */
  whatsapp: string;
  lastProductId: number;
  lastOrderId: number;
}

export type MarkableStep = 'shipping' | 'policies';

/** The guide's ticks from what the shop holds; pure, so every rule is tested without a database. */
export function setupSteps(facts: {
  contact: { whatsapp: string | null; phone: string | null; email: string | null };
  demo: DemoMarker | null;
  state: SetupState;
  shippingEdited: boolean;
  products: { own: boolean; demo: boolean };
  orders: { own: boolean; demo: boolean };
}): SetupStep[] {
  const { contact, demo, state } = facts;
  const reachable = contact.whatsapp !== null && (contact.phone !== null || contact.email !== null);
  const ofData = (own: boolean, fromDemo: boolean): SetupStep['state'] =>
    own ? 'done' : fromDemo ? 'demo' : 'todo';
  return [
    {
      id: 'contact',
      state: !reachable ? 'todo' : demo && contact.whatsapp === demo.whatsapp ? 'demo' : 'done',
    },
    { id: 'shipping', state: state.shippingCheckedAt || facts.shippingEdited ? 'done' : 'todo' },
    { id: 'policies', state: state.policiesReadAt ? 'done' : 'todo' },
    { id: 'product', state: ofData(facts.products.own, facts.products.demo) },
    { id: 'testOrder', state: ofData(facts.orders.own, facts.orders.demo) },
  ];
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function readState(db: DbOrTx): Promise<SetupState> {
  return ((await readSetting(db, SETUP)) as SetupState | undefined) ?? {};
}

/** Whether any row of `table` is past the demo's last id, and whether any is within it. */
async function ownAndDemo(db: Db, table: 'products' | 'orders', lastDemoId: number) {
  const query =
    table === 'products'
      ? sql`SELECT EXISTS (SELECT 1 FROM products WHERE id > ${lastDemoId}) AS own,
                   EXISTS (SELECT 1 FROM products WHERE id <= ${lastDemoId}) AS demo`
      : sql`SELECT EXISTS (SELECT 1 FROM orders WHERE id > ${lastDemoId}) AS own,
                   EXISTS (SELECT 1 FROM orders WHERE id <= ${lastDemoId}) AS demo`;
  const [row] = await rows<{ own: boolean; demo: boolean }>(db, query);
  return { own: Boolean(row?.own), demo: Boolean(row?.demo) };
}

export async function getSetupGuide(
  db: Db,
  contactDefaults: { email?: string; phone?: string },
): Promise<SetupGuide> {
  const [contact, demo, state] = await Promise.all([
    getShopContact(db, contactDefaults),
    readSetting(db, DEMO) as Promise<DemoMarker | undefined>,
    readState(db),
  ]);
  const [edited] = await rows<{ edited: boolean }>(
    db,
    // A price saved by the owner: the row changed after it was made (the seed writes both at once).
    sql`SELECT EXISTS (SELECT 1 FROM shipping_cities WHERE updated_at > created_at + interval '1 second') AS edited`,
  );
  const steps = setupSteps({
    contact,
    demo: demo ?? null,
    state,
    shippingEdited: Boolean(edited?.edited),
    products: await ownAndDemo(db, 'products', demo?.lastProductId ?? 0),
    orders: await ownAndDemo(db, 'orders', demo?.lastOrderId ?? 0),
  });
  return {
    steps,
    complete: steps.every((s) => s.state === 'done'),
    dismissed: Boolean(state.dismissedAt),
  };
}

/** Marks a step the data cannot tell (kept at its first time: marking twice is harmless). */
export async function markSetupStep(
  db: Db,
  step: MarkableStep,
  by: string,
  contactDefaults: { email?: string; phone?: string },
) {
  const state = await readState(db);
  const field = step === 'shipping' ? 'shippingCheckedAt' : 'policiesReadAt';
  if (!state[field]) await writeSetting(db, SETUP, { ...state, [field]: new Date().toISOString() }, by);
  return getSetupGuide(db, contactDefaults);
}

export async function dismissSetupGuide(
  db: Db,
  by: string,
  contactDefaults: { email?: string; phone?: string },
) {
  const state = await readState(db);
  if (!state.dismissedAt)
    await writeSetting(db, SETUP, { ...state, dismissedAt: new Date().toISOString() }, by);
  return getSetupGuide(db, contactDefaults);
}

/**
 * Written by the demo seed: the demo contact (clearly marked, so the storefront shows its WhatsApp and contact
 * ways on a first start) unless the owner saved one, and what the demo made.
 */
export async function recordDemo(
  db: Db,
  demo: DemoMarker,
  contact: { whatsapp: string; phone: string; email: string; address: string },
) {
  if ((await readSetting(db, 'contact')) === undefined)
    await writeSetting(
      db,
      'contact',
      { ...contact, facebook: null, instagram: null, tiktok: null },
      'demo seed',
    );
  await writeSetting(db, DEMO, demo, 'demo seed');
}
