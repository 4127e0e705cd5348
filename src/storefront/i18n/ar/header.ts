/** Arabic for the search suggestions' texts (issue 12 item 3); joins the full Arabic header module. */
import type { header as english } from '../header';
import type { Texts } from './texts';

type Added =
  'suggestions' | 'suggestedProducts' | 'suggestedCategories' | 'suggestionsCount' | 'seeAllResults';

export const header: Texts<Pick<typeof english, Added>> = {
  suggestions: 'اقتراحات',
  suggestedProducts: 'المنتجات',
  suggestedCategories: 'الفئات',
  suggestionsCount: (n: number) =>
    n === 0 ? 'لا توجد اقتراحات' : n === 1 ? 'اقتراح واحد' : n === 2 ? 'اقتراحان' : `${n} اقتراحات`,
  seeAllResults: (q: string) => `عرض كل نتائج «${q}»`,
};
