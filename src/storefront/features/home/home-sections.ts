/**
 * What the home page shows besides its fixed parts (docs/product.md#home-page).
 * To add a section, add an entry to HOME_SECTIONS (and its heading to i18n/home.ts).
 */
import { home } from '../../i18n/home';

export const FEATURED_COUNT = 2;
export const CATEGORY_CARD_COUNT = 3;
export const ROW_SIZE = 8;
export const SPECIAL_COUNT = 2;
export const SPECIAL_TAG = 'special';

/**
 * The four category rows, in order; a row shows only when its category is active. Headings are getters, read
 * when the page renders, in the page's language (this module loads before the Arabic texts).
 */
export const CATEGORY_ROWS = (['new-arrivals', 'easy-wear', 'statement-layers', 'bags'] as const).map(
  (slug) => ({
    slug,
    get heading(): string {
      return home.rows[slug];
    },
  }),
);

export interface HomeSectionConfig {
  heading: string;
  /** A category slug or a tag name, per `type`. */
  slug: string;
  limit: number;
  type: 'category' | 'tag';
}

/** Configurable sections, after the special strip. A section with no products is left out. */
export const HOME_SECTIONS: HomeSectionConfig[] = [
  {
    get heading(): string {
      return home.sections.linen;
    },
    slug: 'linen',
    limit: 4,
    type: 'tag',
  },
];

/** Where a section's "See more" goes: the category's shop page, or a search for the tag. */
export function seeMoreHref(section: Pick<HomeSectionConfig, 'slug' | 'type'>): string {
  return section.type === 'category'
    ? `/shop?${new URLSearchParams({ category: section.slug })}`
    : `/shop?${new URLSearchParams({ q: section.slug })}`;
}
