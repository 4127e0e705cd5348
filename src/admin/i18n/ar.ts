/**
 * Everything the back office says in Arabic: react-admin's own texts and each feature's. This module is only
 * ever imported dynamically (use-admin-texts.ts), so it is a chunk of its own. A feature with texts adds its
 * `<feature>.ar.ts` here.
 */
import { ar as account } from './account.ar';
import { ar as activity } from './activity.ar';
import { ar as categories } from './categories.ar';
import { ar as coupons } from './coupons.ar';
import { ar as dashboard } from './dashboard.ar';
import { ar as discounts } from './discounts.ar';
import { ar as forms } from './forms.ar';
import { ar as holds } from './holds.ar';
import { ar as layout } from './layout.ar';
import { ar as orderPages } from './order-pages.ar';
import { ar as orderStory } from './order-story.ar';
import { ar as orders } from './orders.ar';
import { ar as phoneControls } from './phone-controls.ar';
import { ar as productEditor } from './product-editor.ar';
import { ar as products } from './products.ar';
import { ar as returns } from './returns.ar';
import { ar as settings } from './settings.ar';
import { ar as setupGuide } from './setup-guide.ar';
import { ar as shipping } from './shipping.ar';
import { ar as staff } from './staff.ar';
import { ar as synonyms } from './synonyms.ar';
import { raArabic } from './ra-arabic';
import { rtlCache } from './rtl-cache';

/**
 * Resource names, for what react-admin writes with them (a list's title, "No orders yet."). Six plural forms, in
 * polyglot's order for Arabic: zero, one, two, 3–10, 11–99, 100+ (react-admin asks for one or for two).
 */
const plural = (one: string, many: string) => [many, one, many, many, many, many].join(' |||| ');
const resources = {
  products: { name: plural('منتج', 'المنتجات') },
  orders: { name: plural('طلب', 'الطلبات') },
  shipping: { name: plural('الشحن', 'الشحن') },
  customers: { name: plural('عميل', 'العملاء') },
  categories: { name: plural('قسم', 'الأقسام') },
  tags: { name: plural('تاج', 'التاجات') },
  coupons: { name: plural('كوبون', 'الكوبونات') },
  discounts: { name: plural('خصم', 'الخصومات') },
  activity: { name: plural('سجل النشاط', 'سجل النشاط') },
  returns: { name: plural('مرتجع', 'المرتجعات') },
};

const arabicTexts = {
  ra: { ...raArabic, resources },
  /** The emotion cache that mirrors MUI's styles right to left. */
  rtlCache,
  app: {
    account,
    activity,
    holds,
    forms,
    coupons,
    discounts,
    categories,
    products,
    shipping,
    settings,
    dashboard,
    layout,
    orderPages,
    orderStory,
    orders,
    phoneControls,
    productEditor,
    returns,
    setupGuide,
    staff,
    synonyms,
  },
};

export type ArabicTexts = typeof arabicTexts;
export default arabicTexts;
