// Tag names as typed by staff (docs/product.md#categories-and-tags): pure rules shared by the tag pickers.

/** docs/product.md#categories-and-tags: tag suggestions are capped at 8. */
export const MAX_TAG_SUGGESTIONS = 8;

const key = (name: string) => name.trim().toLowerCase();

/**
 * Existing tag names that contain the typed text (case-insensitive), minus those already chosen, at most
 * `limit`. With nothing typed, the first ones are offered.
 */
export function suggestTags(
  existing: readonly { name: string }[],
  typed: string,
  chosen: readonly string[],
  limit = MAX_TAG_SUGGESTIONS,
): string[] {
  const needle = key(typed);
  const taken = new Set(chosen.map(key));
  const out: string[] = [];
  for (const { name } of existing) {
    if (out.length >= limit) break;
    if (taken.has(key(name)) || (needle && !key(name).includes(needle))) continue;
    taken.add(key(name));
    out.push(name);
  }
  return out;
}

export type NewTagRefusal = 'empty' | 'exists' | 'added';

/**
 * A new tag name typed into a category form: refused when empty, when an existing tag has that name, or when
 * it was already added — all case-insensitively. Returns the trimmed name, or why it is refused.
 */
export function checkNewTagName(
  typed: string,
  existing: readonly { name: string }[],
  added: readonly string[],
): { name: string } | { refusal: NewTagRefusal } {
  const name = typed.trim();
  if (!name) return { refusal: 'empty' };
  if (added.some((other) => key(other) === key(name))) return { refusal: 'added' };
  if (existing.some((tag) => key(tag.name) === key(name))) return { refusal: 'exists' };
  return { name };
}

/**
 * A tag name typed into a product form: an existing tag is reused with its own spelling, a new name is
 * kept as typed (the server creates it); a name already chosen is not added twice.
 */
export function addProductTag(
  typed: string,
  existing: readonly { name: string }[],
  chosen: readonly string[],
): string[] {
  const name = typed.trim();
  if (!name || chosen.some((other) => key(other) === key(name))) return [...chosen];
  const match = existing.find((tag) => key(tag.name) === key(name));
  return [...chosen, match ? match.name : name];
}
