import { describe, expect, it } from 'vitest';
import { repeatedSkus, skuFields } from './skus';

describe('the SKUs of a form', () => {
  const list = [
    { sku: 'LWD-SAND', sizes: [{ sku: 'LWD-SAND-S' }, { sku: '' }] },
    { sku: '', sizes: [{ sku: 'lwd-sand' }] },
  ];

  it('lists every SKU given with its field, none for an empty one', () => {
    expect(skuFields(list)).toEqual([
      { sku: 'LWD-SAND', field: 'variants[0].sku' },
      { sku: 'LWD-SAND-S', field: 'variants[0].sizes[0].sku' },
      { sku: 'lwd-sand', field: 'variants[1].sizes[0].sku' },
    ]);
  });

  it('finds a SKU given again, whatever its case, and not its first use', () => {
    expect(repeatedSkus(skuFields(list))).toEqual([{ sku: 'lwd-sand', field: 'variants[1].sizes[0].sku' }]);
    expect(repeatedSkus(skuFields([list[0]]))).toEqual([]);
  });
});
