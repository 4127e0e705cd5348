// The words of every page's head, in English and Arabic: written by the server into the HTML it sends and by the
// storefront after each move (both through page-head.ts), so a link preview and the rendered page agree. Apart
// from site-texts.ts so they load with the head's builders, after the first page, not with the first visit.
import { daysAr, daysEn } from './days';
import { SITE_NAME } from './site-texts';

/** The words of each page's head in one language (src/shared/page-head.ts adds " — Morph" to a page's name). */
export interface HeadTexts {
  home: { title: string; description: string };
  shop: { title: string; description: string };
  /** The breadcrumbs' first two steps. */
  homeCrumb: string;
  shopCrumb: string;
  /** A category page's description when the shop wrote none. */
  categoryDescription: (category: string) => string;
  pageNotFound: string;
  productNotFound: string;
  orderNotFound: string;
  order: (orderNumber: string) => string;
  cart: string;
  checkout: string;
  login: string;
  track: string;
  terms: { title: string; description: string };
  privacy: { title: string; description: string };
  /** The description names the owner's returns window. */
  returns: { title: string; description: (windowDays: number) => string };
  /** What the shop's link-preview picture shows (public/link-preview.jpg). */
  shopPicture: string;
}

// The policies' titles and descriptions: the policy pages (src/storefront/i18n/policies.ts) show the rest.
export const HEAD_TEXTS: Record<'en' | 'ar', HeadTexts> = {
  en: {
    home: {
      title: 'Morph — Less effort, More impression',
      description:
        "Morph: women's clothing in Egypt. Dresses, everyday wear, handmade layers and bags, cash on delivery.",
    },
    shop: {
      title: 'Shop — Morph',
      description: "Browse Morph's women's clothing: filter by category and price.",
    },
    homeCrumb: 'Home',
    shopCrumb: 'Shop',
    categoryDescription: (category) =>
      `${category} at ${SITE_NAME}: prices in EGP, cash on delivery across Egypt.`,
    pageNotFound: 'Page not found',
    productNotFound: 'Product not found',
    orderNotFound: 'Order not found',
    order: (orderNumber) => `Order ${orderNumber}`,
    cart: 'Cart',
    checkout: 'Checkout',
    login: 'Admin Login',
    track: 'Track your order',
    terms: {
      title: 'Terms & Conditions',
      description:
        'The terms for ordering from Morph: prices in EGP, cash on delivery across Egypt, coupons, delivery and returns.',
    },
    privacy: {
      title: 'Privacy Policy',
      description:
        'What personal data Morph collects at checkout, why, who receives it, cookies, how long we keep it and your rights under Egypt\u2019s Law No. 151 of 2020.',
    },
    returns: {
      title: 'Return Policy',
      description: (days) =>
        `Return or exchange Morph items within ${daysEn(days)} of delivery: conditions, how to ask, cash refunds and exchanges, delivery fees.`,
    },
    shopPicture: "Morph, women's clothing across Egypt, cash on delivery: a dress, a top and a bag",
  },
  // The heads of `/ar/…` pages.
  ar: {
    home: {
      title: 'Morph — مجهود أقل، انطباع أكبر',
      description:
        'Morph: ملابس نسائية في مصر. فساتين وملابس يومية وطبقات مصنوعة يدويًا وحقائب، والدفع عند الاستلام.',
    },
    shop: {
      title: 'المتجر — Morph',
      description: 'تصفحي ملابس Morph النسائية: صفّي حسب الفئة والسعر.',
    },
    homeCrumb: 'الرئيسية',
    shopCrumb: 'المتجر',
    categoryDescription: (category) =>
      `${category} من ${SITE_NAME}: الأسعار بالجنيه المصري والدفع عند الاستلام في كل مصر.`,
    pageNotFound: 'الصفحة غير موجودة',
    productNotFound: 'المنتج غير موجود',
    orderNotFound: 'الطلب غير موجود',
    order: (orderNumber) => `الطلب ${orderNumber}`,
    cart: 'السلة',
    checkout: 'إتمام الطلب',
    login: 'دخول الإدارة',
    track: 'تتبعي طلبك',
    terms: {
      title: 'الشروط والأحكام',
      description:
        'شروط الطلب من Morph: الأسعار بالجنيه المصري، الدفع عند الاستلام في كل مصر، الكوبونات، التوصيل والاسترجاع.',
    },
    privacy: {
      title: 'سياسة الخصوصية',
      description:
        'البيانات الشخصية التي تجمعها Morph عند الطلب، ولماذا، ومن يتلقاها، وملفات تعريف الارتباط، ومدة الاحتفاظ بها، وحقوقك بموجب القانون المصري رقم 151 لسنة 2020.',
    },
    returns: {
      title: 'سياسة الاسترجاع',
      description: (days) =>
        `استرجعي أو استبدلي منتجات Morph خلال ${daysAr(days)} من التوصيل: الشروط، طريقة الطلب، الاسترداد النقدي والاستبدال، ورسوم الشحن.`,
    },
    shopPicture: 'Morph، ملابس نسائية في كل مصر والدفع عند الاستلام: فستان وبلوزة وحقيبة',
  },
};
