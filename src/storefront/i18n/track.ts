import { localized } from './language';
/** Order tracking `/track`: order number and mobile number → the order's status, items and totals. */
export const track = localized('track', {
  title: 'Track your order',
  intro: 'Enter your order number and the mobile number you ordered with.',
  orderNumber: 'Order number',
  orderNumberHint: 'As in your confirmation, e.g. MO-7K3Q9D',
  mobileNumber: 'Mobile number',
  mobileNumberHint: 'The one you gave at checkout, e.g. 01012345678',
  submit: 'Track order',
  submitting: 'Looking up…',
  fieldErrors: {
    orderNumber: 'Enter your order number: MO- then 4 to 10 letters or digits, e.g. MO-7K3Q9D.',
    mobileNumber: 'Enter an Egyptian mobile number: 01 then 0, 1, 2 or 5 and 8 digits (+20 accepted).',
  },
  result: (orderNumber: string) => `Order ${orderNumber}`,
  placedOn: (date: string) => `Placed on ${date}`,
  notFound: 'We could not find an order with this number and mobile number. Check both and try again.',
  tooMany: (minutes: number | null) =>
    minutes
      ? `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
      : 'Too many attempts. Please wait a few minutes and try again.',
  failed: 'Something went wrong. Please try again.',
  recentHeading: 'Your recent orders',
  recentHint: 'Orders placed on this device. Open one to see it, confirm it or cancel it.',
  recentPlaced: (date: string) => `placed ${date}`,
  forgetRecent: 'Forget these orders on this device',
});
