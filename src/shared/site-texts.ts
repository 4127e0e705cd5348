// The words of the public pages' heads, written both by the storefront (React's <title>/<meta>) and by the server
// into the HTML it sends (src/server/seo/head.ts), so a link preview and the rendered page agree.
export const SITE_NAME = 'Morph';

export const HOME_TITLE = 'Morph — Less effort, More impression';
export const HOME_DESCRIPTION =
  "Morph: women's clothing in Egypt. Dresses, everyday wear, handmade layers and bags, cash on delivery.";

export const SHOP_TITLE = 'Shop — Morph';
export const SHOP_DESCRIPTION = "Browse Morph's women's clothing: filter by category and price.";

// The same in Arabic: the heads of `/ar/…` pages, server and storefront alike.
export const HOME_TITLE_AR = 'Morph — مجهود أقل، انطباع أكبر';
export const HOME_DESCRIPTION_AR =
  'Morph: ملابس نسائية في مصر. فساتين وملابس يومية وطبقات مصنوعة يدويًا وحقائب، والدفع عند الاستلام.';

export const SHOP_TITLE_AR = 'المتجر — Morph';
export const SHOP_DESCRIPTION_AR = 'تصفحي ملابس Morph النسائية: صفّي حسب الفئة والسعر.';

// The home page's hero, in both languages.
export const HOME_HERO = {
  en: {
    title: 'Less effort, More impression',
    subtitle: 'Effortless pieces for every day, delivered across Egypt.',
    shopNow: 'Shop Now!!',
  },
  ar: {
    title: 'مجهود أقل، انطباع أكبر',
    subtitle: 'قطع مريحة لكل يوم، نوصلها لكل مكان في مصر.',
    shopNow: 'تسوّقي الآن!!',
  },
} as const;
