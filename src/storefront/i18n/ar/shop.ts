/** Arabic for the shop texts added with sort and filters (issue 12 item 2); joins the full Arabic shop module. */
import type { shop as english } from '../shop';
import type { Texts } from './texts';

type Added = 'sortBy' | 'sorts' | 'size' | 'colour' | 'availability' | 'inStockOnly';

export const shop: Texts<Pick<typeof english, Added>> = {
  sortBy: 'الترتيب حسب',
  sorts: {
    newest: 'الأحدث',
    price_asc: 'السعر: من الأقل إلى الأعلى',
    price_desc: 'السعر: من الأعلى إلى الأقل',
    best_selling: 'الأكثر مبيعًا',
  },
  size: 'المقاس',
  colour: 'اللون',
  availability: 'التوفر',
  inStockOnly: 'المتوفر فقط',
};
