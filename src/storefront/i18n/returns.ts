import { localized } from './language';
/**
 * Returns and exchanges as the shopper meets them on her order (the confirmation page and /track): the window,
 * the request form, and her requests with their status in her words (src/shared/returns.ts for the statuses and
 * reasons themselves).
 */
import type { RefundMethod, ReturnReason, ReturnStatus } from '../../../generated/models';

export const returns = localized('returns', {
  heading: 'Returns and exchanges',
  openUntil: (date: string) => `You can return or exchange items until ${date}.`,
  closedOn: (date: string) => `The return window closed on ${date}.`,
  nothingLeft: 'Every item of this order is already in a request.',
  start: 'Return or exchange items',
  policyLink: 'How returns work',
  loading: 'Loading…',

  // The form
  formHeading: 'Return or exchange items',
  kindLegend: 'What would you like?',
  kinds: {
    return: 'Return',
    exchange: 'Exchange',
  } as Record<'return' | 'exchange', string>,
  kindHints: {
    return: 'Send items back for a refund.',
    exchange: 'Get another size or colour of the same piece.',
  } as Record<'return' | 'exchange', string>,
  itemsLegend: 'Which items?',
  itemChoose: (name: string) => `Choose ${name}`,
  itemOptions: (color: string, size: string) => `Colour: ${color}, size: ${size}`,
  returnableCount: (n: number) => (n === 1 ? '1 can be returned' : `Up to ${n} can be returned`),
  quantity: 'Quantity',
  quantityHint: (max: number) => (max === 1 ? 'Only 1' : `From 1 to ${max}`),
  reason: 'Reason',
  reasonPlaceholder: 'Choose a reason',
  reasons: {
    too_small: 'Too small',
    too_large: 'Too large',
    not_as_pictured: 'Not as pictured',
    defect: 'Defective',
    changed_mind: 'Changed my mind',
    other: 'Other',
    refused_at_delivery: 'Refused at delivery',
  } as Record<ReturnReason, string>,
  note: 'Note (optional)',
  noteHint: 'Anything that helps us, e.g. what is wrong with it.',
  wantedColor: 'Colour you want',
  wantedSize: 'Size you want',
  chooseColor: 'Choose a colour',
  chooseSize: 'Choose a size',
  chooseColorFirst: 'Choose a colour first',
  sizeLeft: (size: string, stock: number) => (stock <= 3 ? `${size} (only ${stock} left)` : size),
  productLoading: 'Loading the colours and sizes in stock…',
  productFailed: 'We could not load the colours and sizes in stock.',
  productRetry: 'Try again',
  productGone: 'This piece is no longer sold, so it cannot be exchanged. You can still return it.',
  nothingInStock:
    'No size or colour of this piece is in stock now, so it cannot be exchanged. You can still return it.',
  submit: 'Send my request',
  submitting: 'Sending…',
  cancelForm: 'Never mind',
  fieldErrors: {
    kind: 'Choose Return or Exchange.',
    items: 'Choose at least one item.',
    quantity: (max: number) =>
      max === 1 ? 'The quantity can only be 1.' : `Enter a quantity from 1 to ${max}.`,
    reason: 'Choose a reason.',
    note: 'Keep the note under 500 characters.',
    notExchangeable: 'This item cannot be exchanged: choose Return, or leave it out.',
    wantedColor: 'Choose the colour you want.',
    wantedSize: 'Choose a size in stock.',
  },
  sent: 'Your request is sent. We will call or WhatsApp you to arrange the pickup.',
  notFound: 'We could not find this order any more. Look it up again and try once more.',
  tooMany: (minutes: number | null) =>
    minutes
      ? `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
      : 'Too many attempts. Please wait a few minutes and try again.',
  failed: 'Something went wrong and your request was not sent. Please try again.',
  checkFields: 'Please check the highlighted fields.',

  // The requests
  requestsHeading: 'Your requests',
  requestTitle: (kind: 'return' | 'exchange', date: string) =>
    `${kind === 'return' ? 'Return' : 'Exchange'} requested on ${date}`,
  statusLabel: 'Status',
  status: {
    requested: () => 'Requested — waiting for the shop',
    approved: (day: string | null) =>
      day ? `Approved — the courier will pick up on ${day}` : 'Approved — we will tell you the pickup day',
    picked_up: () => 'Picked up',
    received: () => 'Received',
    refunded: (amount: string | null, method: string | null) =>
      amount && method ? `Refunded ${amount} by ${method}` : 'Refunded',
    exchanged: (orderNumber: string | null) =>
      orderNumber ? `Exchanged — your new order ${orderNumber}` : 'Exchanged',
    refused: (reason: string | null) => (reason ? `Not accepted: ${reason}` : 'Not accepted'),
    cancelled: () => 'Cancelled',
  },
  steps: {
    requested: 'Requested',
    approved: 'Approved',
    picked_up: 'Picked up',
    received: 'Received',
    refunded: 'Refunded',
    exchanged: 'Exchanged',
    refused: 'Not accepted',
    cancelled: 'Cancelled',
  } as Record<ReturnStatus, string>,
  methods: {
    cash: 'cash',
    wallet: 'mobile wallet',
    bank_transfer: 'bank transfer',
  } as Record<RefundMethod, string>,
  timeline: 'Request progress',
  itemLine: (name: string, color: string, size: string, quantity: number) =>
    `${name} — ${color}, ${size} × ${quantity}`,
  sendBack: 'Sending back',
  youGet: (color: string, size: string) => `You get: ${color}, ${size}`,
  reasonIs: (reason: string) => `Reason: ${reason}`,
  cancelRequest: 'Cancel request',
  cancelQuestion: 'Cancel this request?',
  cancelExplain: 'The shop will not pick these items up. While the window is open you can ask again.',
  cancelYes: 'Yes, cancel the request',
  cancelNo: 'No, keep it',
  cancelling: 'Cancelling…',
  cancelledNow: 'Your request is cancelled.',
  cancelTooLate:
    'The shop has already answered this request, so it can no longer be cancelled here. Call or WhatsApp us.',
});
