/**
 * The words and links the back office uses to confirm a cash-on-delivery order with its shopper:
 * tap-to-call, and a WhatsApp chat opened with a confirmation message in the shopper's language.
 *
 * - `internationalMobile('01012345678')`        → '201012345678' (digits only, as wa.me wants them)
 * - `telLink('01012345678')`                    → 'tel:+201012345678'
 * - `confirmationMessage(order, 'en' | 'ar')`    → the message: greeting, order number, items with colour and
 *                                                 size, total, address, and how to answer — or, once
 *                                                 the shopper confirmed online, thanks and what comes next
 * - `whatsappLink(mobile, text)`                → 'https://wa.me/201012345678?text=…'
 *
 * An Arabic message is Arabic throughout: the product and colour by the Arabic names the line kept (English only
 * where the shop wrote none), the governorate by its Arabic name (`governorateName`), the amount as Arabic pages
 * write it ("1,450.00 ج.م", formatEGPIn).
 *
 * What the shopper typed (name, address) and the catalogue's words go into the message only through
 * `messageField` (plain-text.ts): one line each, none of WhatsApp's formatting marks, bounded; at most
 * MESSAGE_LINES item lines. A name cannot add a line, bold a false total or make the link too long to open.
 */
import { formatEGPIn } from './format';
import { governorateName } from './governorates';
import { messageField } from './plain-text';
import { SITE_NAME } from './site-texts';
import type { OrderLanguage } from './order-lifecycle';

/** What the message needs of an order (OrderDetail has all of it). */
export interface MessageOrder {
  orderNumber: string;
  firstName: string;
  address: string;
  city: string;
  totalPrice: number;
  items: ReadonlyArray<{
    quantity: number;
    /** `nameAr` / `colorAr`: the Arabic names kept on the line; an Arabic message uses them, else the English. */
    product: { name: string; nameAr?: string | null };
    variant: { color: string; colorAr?: string | null; size: string };
  }>;
  /**
   * When the shopper confirmed it online: the message then thanks her for her confirmation instead of asking
   * for it (the order's one story: src/shared/order-timeline.ts).
   */
  customerConfirmedAt?: string | null;
}

/**
 * A mobile number as international digits: `01012345678`, `+201012345678`, `00201012345678` and
 * `201012345678` all give `201012345678`. Anything else keeps its digits only.
 */
export function internationalMobile(mobile: string): string {
  let digits = mobile.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (/^01\d{9}$/.test(digits)) return `20${digits.slice(1)}`;
  return digits;
}

/** A tap-to-call link that works from any phone, in Egypt or abroad. */
export function telLink(mobile: string): string {
  return `tel:+${internationalMobile(mobile)}`;
}

/** A WhatsApp chat with `mobile`, the message typed in (the shopper's phone still needs a tap to send). */
export function whatsappLink(mobile: string, text: string): string {
  return `https://wa.me/${internationalMobile(mobile)}?text=${encodeURIComponent(text)}`;
}

/** The longest each kind of field may be in a message, in characters. */
export const FIELD_LIMITS = { name: 60, address: 200, product: 80, variant: 30 } as const;
/** Item lines listed; more are summed up in one line. */
export const MESSAGE_LINES = 20;

/** The lines of the confirmation message, one catalogue per language (the same keys, the same parameters). */
interface ConfirmationTexts {
  greeting: (p: { firstName: string; site: string }) => string;
  confirm: (p: { orderNumber: string }) => string;
  line: (p: { product: string; colour: string; size: string; quantity: number }) => string;
  total: (p: { total: string }) => string;
  address: (p: { where: string[] }) => string;
  reply: () => string;
  more: (p: { count: number }) => string;
  /** For an order the shopper already confirmed: thanks in place of `confirm`, what comes next in place of `reply`. */
  confirmed: (p: { orderNumber: string }) => string;
  next: () => string;
}

const CONFIRMATION: Record<OrderLanguage, ConfirmationTexts> = {
  en: {
    greeting: (p) => `Hello ${p.firstName}, this is ${p.site}.`,
    confirm: (p) => `Please confirm your order ${p.orderNumber}:`,
    line: (p) => `- ${p.product} (colour: ${p.colour}, size: ${p.size}) × ${p.quantity}`,
    total: (p) => `Total: ${p.total}, cash on delivery`,
    address: (p) => `Address: ${p.where.join(', ')}`,
    reply: () => 'Please reply "yes" to confirm, or tell us what to change.',
    more: (p) => `- and ${p.count} more ${p.count === 1 ? 'item' : 'items'}`,
    confirmed: (p) => `Thank you for confirming your order ${p.orderNumber}:`,
    next: () => 'We are preparing it and will tell you when it is on its way. Reply here to change anything.',
  },
  ar: {
    greeting: (p) => `مرحبًا ${p.firstName}، معك ${p.site}.`,
    confirm: (p) => `برجاء تأكيد طلبك رقم ${p.orderNumber}:`,
    line: (p) => `- ${p.product} (اللون: ${p.colour}، المقاس: ${p.size}) × ${p.quantity}`,
    total: (p) => `الإجمالي: ${p.total}، الدفع نقدًا عند الاستلام`,
    address: (p) => `العنوان: ${p.where.join('، ')}`,
    reply: () => 'برجاء الرد بـ «نعم» للتأكيد، أو إخبارنا بأي تعديل.',
    more: (p) =>
      `- و${p.count === 1 ? 'قطعة أخرى' : p.count === 2 ? 'قطعتين أخريين' : ` ${p.count} قطع أخرى`}`,
    confirmed: (p) => `شكرًا لتأكيد طلبك رقم ${p.orderNumber}:`,
    next: () => 'بنجهزه دلوقتي وهنبلغك أول ما يخرج للشحن. لو حابة تغيّري أي حاجة ردّي هنا.',
  },
};

/** A catalogue word in the message's language: the Arabic the shop wrote, else the English. */
function inLanguage(english: string, arabic: string | null | undefined, language: OrderLanguage): string {
  return language === 'ar' && arabic?.trim() ? arabic : english;
}

/**
 * The confirmation message in the order's language (the shopper's, from checkout); once she confirmed online,
 * the same message thanks her for it.
 */
export function confirmationMessage(order: MessageOrder, language: OrderLanguage): string {
  const t = CONFIRMATION[language];
  const listed = order.items.slice(0, MESSAGE_LINES);
  const hidden = order.items.length - listed.length;
  return [
    t.greeting({ firstName: messageField(order.firstName, FIELD_LIMITS.name), site: SITE_NAME }),
    (order.customerConfirmedAt ? t.confirmed : t.confirm)({
      orderNumber: messageField(order.orderNumber, 20),
    }),
    ...listed.map((line) =>
      t.line({
        product: messageField(
          inLanguage(line.product.name, line.product.nameAr, language),
          FIELD_LIMITS.product,
        ),
        colour: messageField(
          inLanguage(line.variant.color, line.variant.colorAr, language),
          FIELD_LIMITS.variant,
        ),
        size: messageField(line.variant.size, FIELD_LIMITS.variant),
        quantity: line.quantity,
      }),
    ),
    ...(hidden > 0 ? [t.more({ count: hidden })] : []),
    t.total({ total: formatEGPIn(order.totalPrice, language) }),
    t.address({
      where: [
        messageField(order.address, FIELD_LIMITS.address),
        governorateName(order.city, language),
      ].filter(Boolean),
    }),
    order.customerConfirmedAt ? t.next() : t.reply(),
  ].join('\n');
}
