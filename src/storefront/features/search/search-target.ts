/** Where a search goes (docs/product.md#header-and-footer): the text is trimmed; nothing left → the plain shop, else /shop?q=text. */
export function searchTarget(text: string): { path: string; query: string | null } {
  const query = text.trim();
  if (query === '') return { path: '/shop', query: null };
  return { path: `/shop?${new URLSearchParams({ q: query }).toString()}`, query };
}
