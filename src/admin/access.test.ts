import { describe, expect, it } from 'vitest';
import { operationRoles } from '../../generated/roles/operation-roles';
import { MENU_LINKS } from './layout/menu-links';
import { homeOf, mayDo, mayOpen, mustSetUpTwoStep, SCREEN_CALLS } from './access';

const menuFor = (role: Parameters<typeof mayOpen>[0]) =>
  MENU_LINKS.filter((link) => mayOpen(role, link.path)).map((link) => link.label);

describe('what each role sees in the back office', () => {
  it('the owner sees every link of the menu', () => {
    expect(menuFor('owner')).toEqual(MENU_LINKS.map((link) => link.label));
  });

  it('a manager sees all but Staff and Activity (Settings to read the returns policy)', () => {
    expect(menuFor('manager')).toEqual(
      MENU_LINKS.map((link) => link.label).filter((label) => label !== 'Staff' && label !== 'Activity'),
    );
  });

  it("the activity log is the owner's alone", () => {
    expect(mayOpen('owner', '/activity')).toBe(true);
    for (const role of ['manager', 'order_desk', 'packer'] as const) {
      expect(mayOpen(role, '/activity')).toBe(false);
      expect(mayDo(role, 'activity', 'list')).toBe(false);
    }
    expect(mayDo('owner', 'activity', 'list')).toBe(true);
  });

  it('the order desk sees the products, the orders and shipping; no dashboard, coupons or catalogue edits', () => {
    expect(menuFor('order_desk')).toEqual(['Products', 'View Orders', 'Returns', 'Shipping', 'Settings']);
    expect(mayDo('order_desk', 'products', 'list')).toBe(true);
    expect(mayDo('order_desk', 'products', 'edit')).toBe(false);
    expect(mayDo('order_desk', 'orders', 'edit')).toBe(true);
    expect(mayDo('order_desk', 'orders', 'export')).toBe(false);
    expect(mayDo('order_desk', 'customers', 'show')).toBe(true);
    expect(homeOf('order_desk')).toBe('/orders');
  });

  it('a packer sees the orders and the returns only, and no customer record', () => {
    expect(menuFor('packer')).toEqual(['View Orders', 'Returns']);
    expect(mayOpen('packer', '/orders/12/show')).toBe(true);
    expect(mayOpen('packer', '/customers/01012345678/show')).toBe(false);
    expect(mayDo('packer', 'orders', 'delete')).toBe(false);
    expect(homeOf('packer')).toBe('/orders');
  });

  it('leaves a member only her account page while two-step sign-in is required of her and not set up', () => {
    expect(mustSetUpTwoStep({ enabled: false, required: true })).toBe(true);
    expect(mustSetUpTwoStep({ enabled: true, required: true })).toBe(false);
    expect(mustSetUpTwoStep({ enabled: false, required: false })).toBe(false);
    // A session check that does not tell (an older server): nothing is held back.
    expect(mustSetUpTwoStep(undefined)).toBe(false);
  });

  it('names only calls the contract secures', () => {
    for (const call of Object.values(SCREEN_CALLS)) expect(operationRoles).toHaveProperty(call);
  });
});
