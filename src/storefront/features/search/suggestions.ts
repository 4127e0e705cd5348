/** What the search box suggests while typing: the options in order, and moving through them. */
import type { SearchSuggestions } from '../../../../generated/models';
import { nameOf } from '../../i18n/catalogue';
import { header } from '../../i18n/header';

/** The pause after the last key before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;
/** Suggestions start from this many characters. */
export const SUGGEST_FROM_CHARS = 2;

export type SuggestionOption =
  | { kind: 'product'; label: string; path: string; price: number }
  | { kind: 'category'; label: string; path: string }
  | { kind: 'all'; label: string; query: string };

export const suggestsFor = (typed: string) => typed.trim().length >= SUGGEST_FROM_CHARS;

/** Products, then categories (named in the shop's language), then "See all results"; nothing when nothing matches. */
export function suggestionOptions(data: SearchSuggestions, typed: string): SuggestionOption[] {
  const options: SuggestionOption[] = [
    ...data.products.map((p) => ({
      kind: 'product' as const,
      label: nameOf(p),
      path: `/products/${p.slug}`,
      price: p.price,
    })),
    ...data.categories.map((c) => ({
      kind: 'category' as const,
      label: nameOf(c),
      path: `/shop?${new URLSearchParams({ category: c.slug })}`,
    })),
  ];
  if (options.length === 0) return [];
  return [...options, { kind: 'all', label: header.seeAllResults(typed), query: typed }];
}

/** The option highlighted after ↓ (+1) or ↑ (-1): wraps around; from none, ↓ is the first and ↑ the last. */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
