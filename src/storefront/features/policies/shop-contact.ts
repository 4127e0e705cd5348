/**
 * Customer Care's contact details, set per deployment at build time (`VITE_SHOP_EMAIL`, `VITE_SHOP_PHONE`).
 * Without them the policies point shoppers to the shop's social accounts in the footer, rather than to an
 * address that does not exist.
 */
export interface ShopContact {
  email: string | null;
  phone: string | null;
}

export function shopContact(env: Record<string, unknown> = import.meta.env): ShopContact {
  const read = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return { email: read(env.VITE_SHOP_EMAIL), phone: read(env.VITE_SHOP_PHONE) };
}
