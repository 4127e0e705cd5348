import { daysEn } from '../../shared/days';
import { localized } from './language';
/**
 * The shopper's order: the confirmation page `/orders/{orderNumber}`, and the status timeline, items
 * and totals it shares with `/track`. The cancel reasons are said in the shopper's words (the back office's
 * labels are in src/shared/order-lifecycle.ts).
 */
import type { OrderStage, OrderStatus } from '../../../generated/models';
import type { CancelReason, OrderActor } from '../../shared/order-lifecycle';

export const orders = localized('orders', {
  loading: 'Loading your order…',
  /** The heading while the order waits for its confirmation. */
  placedTitle: (firstName: string) => `Thank you, ${firstName}! Your order is placed.`,
  title: (orderNumber: string) => `Order ${orderNumber}`,
  orderNumber: 'Order number',
  placedOn: (date: string) => `Placed on ${date}`,
  keepNumber: 'Keep this number: you need it, with your mobile number, to track your order.',
  status: 'Status',
  /** The timeline's steps: placed, confirmed, shipped, delivered, or cancelled. */
  steps: {
    pending: 'Placed',
    processing: 'Confirmed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  } as Record<OrderStatus, string>,
  /**
   * A reached step with who took the order there (the order's one story, src/shared/order-timeline.ts): the
   * shopper's own confirmation is "Confirmed by you" here, on /track and in the back office alike.
   */
  stepBy: {
    processing: { customer: 'Confirmed by you', admin: 'Confirmed by the shop', system: 'Confirmed' },
    cancelled: {
      customer: 'Cancelled by you',
      admin: 'Cancelled by the shop',
      system: 'Cancelled automatically',
    },
  } as Record<'processing' | 'cancelled', Record<OrderActor, string>>,
  /** Where the order is now, in one word (the story's stage). */
  stages: {
    placed: 'Placed',
    confirmed: 'Confirmed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  } as Record<OrderStage, string>,
  notYet: 'Not yet',
  timeline: 'Order progress',
  /** Why an order was cancelled, as its shopper reads it. */
  reasons: {
    customer_cancelled: 'You cancelled this order.',
    no_answer: 'We could not reach you on your mobile number to confirm it.',
    refused_at_delivery: 'The order was refused when it was delivered.',
    fake_order: 'We could not confirm that this order was placed by you.',
    out_of_stock: 'Sorry: an item sold out before we could send it.',
    other: 'We had to cancel it. Contact us and we will tell you why.',
    not_confirmed: 'It was not confirmed within 48 hours, so it was cancelled and nothing was sent.',
  } as Record<CancelReason, string>,
  cancelledNoReason: 'This order was cancelled.',
  items: 'Items',
  itemOptions: (color: string, size: string) => `Colour: ${color}, size: ${size}`,
  quantity: (n: number) => `Quantity: ${n}`,
  totals: 'Totals',
  subtotal: 'Subtotal',
  productDiscounts: 'Product discounts',
  coupon: (code: string | null) => (code ? `Coupon (${code})` : 'Coupon'),
  shipping: 'Shipping',
  total: 'Total to pay on delivery',
  totalPaid: 'Total',
  delivery: 'Delivery',
  deliverTo: 'Deliver to',
  governorate: 'Governorate',
  address: 'Address',
  anotherAddress: 'Other address',
  nextHeading: 'What happens next',
  next: {
    confirm:
      'We call or WhatsApp you on the mobile number you gave us to confirm your order. You can also confirm it yourself below.',
    pay: (total: string) => `You pay cash on delivery: ${total}, to the courier, when your order arrives.`,
    returns: (days: number) =>
      `Not right? You can return or exchange items within ${daysEn(days)} of delivery.`,
    returnsLink: 'Read our Return Policy',
  },
  whatsappConfirm: 'Confirm on WhatsApp',
  print: 'Print',
  confirm: 'Confirm my order',
  confirming: 'Confirming…',
  cancel: 'Cancel order',
  cancelling: 'Cancelling…',
  cancelQuestion: (orderNumber: string) => `Cancel order ${orderNumber}?`,
  cancelExplain: 'Your order will not be sent. This cannot be undone; to order again, place a new order.',
  cancelYes: 'Yes, cancel the order',
  cancelNo: 'No, keep my order',
  confirmedByYou: (date: string) =>
    `You confirmed this order on ${date}. We are preparing it and will let you know when it is on its way.`,
  confirmedNow: 'Thank you! Your order is confirmed. We are preparing it.',
  cancelledNow: 'Your order is cancelled. Nothing will be sent.',
  /** A 409: the shop moved the order on meanwhile. */
  tooLate:
    'This order can no longer be changed here: the shop has already taken it on. Call or WhatsApp us to change it.',
  actionFailed: 'Something went wrong. Please try again.',
  notFoundTitle: 'Order not found',
  notFoundText:
    'This link does not open an order. Open the link from the device you ordered on, or look your order up with its number and your mobile number.',
  trackLink: 'Track your order',
  tooMany: (minutes: number | null) =>
    minutes
      ? `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
      : 'Too many attempts. Please wait a few minutes and try again.',
  loadFailed: 'We could not load your order. Please try again.',
  retry: 'Try again',
  continueShopping: 'Continue shopping',
  questions: 'Questions about your order?',
});
