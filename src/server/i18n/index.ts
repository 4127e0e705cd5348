// The words a shopper reads from the server, in the shopper's language: English, or Arabic when the
// request's `Accept-Language` prefers it (the storefront sends `ar` on its `/ar/…` pages and `en` otherwise).
//
// - `languageOf(headers)`             → 'en' | 'ar' from Accept-Language (q-values honoured; English by default)
// - `shopperLanguage(request)`        → the same, but always 'en' for the back office (/api/admin stays English)
// - `serverText(key, language, …)`    → one message by key (for new code: the order's WhatsApp text, tracking…)
// - `translateRefusal(message, lang)` → an English refusal as the shopper's language writes it; the error handler
//                                      (plugins/errors.ts) passes every error body through it, so the existing
//                                      refusals (coupon, order, limits) need no change where they are thrown.
//
// A new shopper-facing message: add an entry to TEXTS (English exactly as thrown; `pattern` when it carries
// values, whose groups are the function's arguments), and throw its English (`serverText(key, 'en', …)`).
// A message that names catalogue words (a product, a colour) cannot be translated from its English alone: throw
// it with `refuseNaming(status, key, { en: [...], ar: [...] })` (modules/customer/refusal.ts), which writes each
// language's message with that language's names (name_ar / color_ar, English where the shop wrote none).

import { governorateName } from '../../shared/governorates';

export type Language = 'en' | 'ar';

type Text = string | ((...values: string[]) => string);

interface Entry {
  en: Text;
  ar: Text;
  /** For an English text with values: matches it, its groups being the values in order. */
  pattern?: RegExp;
}

/** "1 minute", "25 minutes", "3 hours" (plugins/throttle.ts waitText) in Arabic. */
export function arabicWait(text: string): string {
  const match = /^(\d+) (minute|minutes|hour|hours)$/.exec(text.trim());
  if (!match) return text;
  const n = Number(match[1]);
  const hours = match[2].startsWith('hour');
  if (n === 1) return hours ? 'ساعة' : 'دقيقة';
  if (n === 2) return hours ? 'ساعتين' : 'دقيقتين';
  return `${n} ${hours ? (n <= 10 ? 'ساعات' : 'ساعة') : n <= 10 ? 'دقائق' : 'دقيقة'}`;
}

/** "EGP 1,450.00" (shared/format.ts) as Arabic pages write it: "1,450.00 ج.م". */
const arabicMoney = (text: string) => text.replace(/^EGP (.+)$/, '$1 ج.م');

export const TEXTS = {
  // Coupons (shared/coupon-rules.ts)
  'coupon.invalid': { en: 'This coupon code is not valid', ar: 'كود الكوبون غير صالح' },
  'coupon.notStarted': { en: 'This coupon is not active yet', ar: 'هذا الكوبون غير مفعّل بعد' },
  'coupon.expired': { en: 'This coupon has expired', ar: 'انتهت صلاحية هذا الكوبون' },
  'coupon.usedUp': {
    en: 'This coupon has reached its usage limit',
    ar: 'وصل هذا الكوبون إلى الحد الأقصى لمرات الاستخدام',
  },
  'coupon.belowMinimum': {
    pattern: /^Add (EGP [\d,.]+) more to use (.+)$/,
    en: (amount, code) => `Add ${amount} more to use ${code}`,
    ar: (amount, code) => `أضيفي ${arabicMoney(amount)} أخرى إلى سلتك لاستخدام ${code}`,
  },
  'coupon.tooManyTries': {
    pattern: /^Too many coupon codes were tried\. Please wait (.+) and try again\.$/,
    en: (wait) => `Too many coupon codes were tried. Please wait ${wait} and try again.`,
    ar: (wait) => `تمت تجربة أكواد كثيرة. من فضلك انتظري ${arabicWait(wait)} ثم حاولي مرة أخرى.`,
  },
  // Orders (modules/customer)
  'order.productGone': { en: 'Product not found', ar: 'المنتج غير موجود' },
  'order.productGoneDetail': {
    en: 'This product is no longer available',
    ar: 'هذا المنتج لم يعد متاحًا',
  },
  'order.cashOnly': {
    en: 'Only cash on delivery is available for now',
    ar: 'الدفع عند الاستلام هو الطريقة الوحيدة المتاحة حاليًا',
  },
  'order.chooseCash': { en: 'Choose cash on delivery', ar: 'اختاري الدفع عند الاستلام' },
  'order.unknownCity': { en: 'Please choose a city from the list', ar: 'من فضلك اختاري محافظة من القائمة' },
  'order.unknownCityDetail': { en: 'Unknown city', ar: 'محافظة غير معروفة' },
  'order.colourGone': {
    pattern: /^This colour of (.+) is no longer available$/,
    en: (name) => `This colour of ${name} is no longer available`,
    ar: (name) => `هذا اللون من ${name} لم يعد متاحًا`,
  },
  'order.colourGoneDetail': { en: 'Unknown colour for this product', ar: 'لون غير معروف لهذا المنتج' },
  'order.sizeGone': {
    pattern: /^Size (.+) of (.+) \((.+)\) is not available$/,
    en: (size, name, colour) => `Size ${size} of ${name} (${colour}) is not available`,
    ar: (size, name, colour) => `المقاس ${size} من ${name} (${colour}) غير متاح`,
  },
  'order.sizeGoneDetail': { en: 'Unknown size for this colour', ar: 'مقاس غير معروف لهذا اللون' },
  'order.onlyLeft': {
    pattern: /^Only (\d+) left of (.+)$/,
    en: (n, what) => `Only ${n} left of ${what}`,
    ar: (n, what) => `متبقٍ ${n} فقط من ${what}`,
  },
  'order.onlyLeftDetail': {
    pattern: /^Only (\d+) left$/,
    en: (n) => `Only ${n} left`,
    ar: (n) => `متبقٍ ${n} فقط`,
  },
  'order.soldOut': {
    pattern: /^(.+) is sold out$/,
    en: (what) => `${what} is sold out`,
    ar: (what) => `نفدت كمية ${what}`,
  },
  'order.soldOutDetail': { en: 'Sold out', ar: 'نفدت الكمية' },
  'order.maxPerSize': {
    pattern: /^You can order at most (\d+) of one size$/,
    en: (n) => `You can order at most ${n} of one size`,
    ar: (n) => `يمكنك طلب ${n} قطع على الأكثر من المقاس الواحد`,
  },
  'order.keyReused': {
    en: 'This Idempotency-Key was already used for another order. Send a new key for a new order.',
    ar: 'تم استخدام مفتاح الطلب هذا لطلب آخر. من فضلك أعيدي المحاولة.',
  },
  // Shipping (modules/shipping): the governorate as Arabic writes it (shared/governorates.ts)
  'shipping.notDelivered': {
    pattern: /^We do not deliver to (.+)$/,
    en: (city) => `We do not deliver to ${city}`,
    ar: (city) => `لا يتوفر التوصيل إلى ${governorateName(city, 'ar')}`,
  },
  // Limits (modules/customer/limits.ts)
  'limit.ordersFromAddress': {
    pattern:
      /^Too many orders were placed from your connection\. Please try again in (.+), or call us to order\.$/,
    en: (wait) =>
      `Too many orders were placed from your connection. Please try again in ${wait}, or call us to order.`,
    ar: (wait) =>
      `تم تقديم طلبات كثيرة من اتصالك. من فضلك حاولي مرة أخرى بعد ${arabicWait(wait)}، أو اتصلي بنا للطلب.`,
  },
  'limit.pending': {
    pattern:
      /^You already have (\d+) orders waiting for confirmation with this mobile number\. We will call you to confirm them; you can order again once they are confirmed\.$/,
    en: (n) =>
      `You already have ${n} orders waiting for confirmation with this mobile number. We will call you to confirm them; you can order again once they are confirmed.`,
    ar: (n) =>
      `لديك بالفعل ${n} طلبات في انتظار التأكيد بهذا الرقم. سنتصل بك لتأكيدها، ويمكنك الطلب مرة أخرى بعد تأكيدها.`,
  },
  'limit.mobileHour': {
    pattern: /^Too many orders were placed with this mobile number\. Please try again in (.+)\.$/,
    en: (wait) => `Too many orders were placed with this mobile number. Please try again in ${wait}.`,
    ar: (wait) => `تم تقديم طلبات كثيرة بهذا الرقم. من فضلك حاولي مرة أخرى بعد ${arabicWait(wait)}.`,
  },
  'limit.mobileDay': {
    pattern: /^Too many orders were placed with this mobile number today\. Please try again in (.+)\.$/,
    en: (wait) => `Too many orders were placed with this mobile number today. Please try again in ${wait}.`,
    ar: (wait) => `تم تقديم طلبات كثيرة بهذا الرقم اليوم. من فضلك حاولي مرة أخرى بعد ${arabicWait(wait)}.`,
  },
  // Any request (plugins/errors.ts)
  'error.unavailable': {
    en: 'The shop is briefly unavailable. Please try again in a moment.',
    ar: 'المتجر غير متاح لحظيًا. من فضلك حاولي مرة أخرى بعد قليل.',
  },
  'error.server': {
    en: 'Something went wrong on our side. Please try again.',
    ar: 'حدث خطأ من جانبنا. من فضلك حاولي مرة أخرى.',
  },
  'error.notFound': { en: 'Not found', ar: 'غير موجود' },
  'error.badRequest': { en: 'The request could not be understood', ar: 'تعذر فهم الطلب' },
} satisfies Record<string, Entry>;

export type TextKey = keyof typeof TEXTS;

const ENTRIES: Entry[] = Object.values(TEXTS);

/** The language a request prefers: the highest-q of `ar` and `en` in Accept-Language; English otherwise. */
export function languageOf(headers: { 'accept-language'?: string | string[] | undefined }): Language {
  const raw = headers['accept-language'];
  const value = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).slice(0, 500);
  let best: { language: Language; q: number } | undefined;
  for (const part of value.split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'ar' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? 'en';
}

/** The shopper's language for a request; the back office (`/api/admin…`) is always English. */
export function shopperLanguage(request: {
  url: string;
  headers: { 'accept-language'?: string | string[] | undefined };
}): Language {
  if (request.url.startsWith('/api/admin')) return 'en';
  return languageOf(request.headers);
}

/** The message `key` in `language`, with its values. */
export function serverText(key: TextKey, language: Language, ...values: string[]): string {
  const text: Text = TEXTS[key][language];
  return typeof text === 'function' ? text(...values) : text;
}

/** An English message as `language` writes it; one it does not know stays as it is. */
export function translateRefusal(message: string, language: Language): string {
  if (language === 'en') return message;
  for (const entry of ENTRIES) {
    if (entry.pattern) {
      const match = entry.pattern.exec(message);
      if (match && typeof entry.ar === 'function') return entry.ar(...match.slice(1));
    } else if (entry.en === message && typeof entry.ar === 'string') return entry.ar;
  }
  return message;
}

/** An error body `{ error, details? }` in `language`. */
export function translateErrorBody<
  T extends { error: string; details?: { field: string; message: string }[] },
>(body: T, language: Language): T {
  if (language === 'en') return body;
  return {
    ...body,
    error: translateRefusal(body.error, language),
    ...(body.details
      ? { details: body.details.map((d) => ({ ...d, message: translateRefusal(d.message, language) })) }
      : {}),
  };
}
