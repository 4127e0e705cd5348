import { describe, expect, it } from 'vitest';
import { mayMoveOrderTo } from './staff-roles';

describe('mayMoveOrderTo', () => {
  it('lets a packer mark an order shipped and nothing else', () => {
    expect(mayMoveOrderTo('packer', 'shipped')).toBe(true);
    for (const status of ['pending', 'processing', 'delivered', 'cancelled'] as const)
      expect(mayMoveOrderTo('packer', status), status).toBe(false);
  });

  it('lets the other roles set any status', () => {
    for (const role of ['owner', 'manager', 'order_desk'] as const)
      for (const status of ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const)
        expect(mayMoveOrderTo(role, status), `${role} → ${status}`).toBe(true);
  });
});
