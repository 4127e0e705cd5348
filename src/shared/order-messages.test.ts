import { describe, expect, it } from 'vitest';
import {
  confirmationMessage,
  internationalMobile,
  telLink,
  whatsappLink,
  type MessageOrder,
} from './order-messages';

const order: MessageOrder = {
  orderNumber: 'MO-7K3Q9D',
  firstName: 'Nour',
  address: '14 Shehab St, Mohandessin',
  city: 'Giza',
  totalPrice: 2409,
  items: [
    { quantity: 2, product: { name: 'Linen Wrap Midi Dress' }, variant: { color: 'Sage', size: 'M' } },
    { quantity: 1, product: { name: 'Crochet Shoulder Bag' }, variant: { color: 'Ivory', size: 'One Size' } },
  ],
};

describe('internationalMobile', () => {
  it('writes every form of an Egyptian mobile as international digits', () => {
    for (const form of ['01012345678', '+201012345678', '00201012345678', '201012345678', '010 1234 5678'])
      expect(internationalMobile(form)).toBe('201012345678');
  });

  it('keeps the digits of a number that is not Egyptian', () => {
    expect(internationalMobile('+44 20 7946 0958')).toBe('442079460958');
  });
});

describe('links', () => {
  it('calls the international form', () => {
    expect(telLink('01198765432')).toBe('tel:+201198765432');
  });

  it('opens WhatsApp with the message typed in', () => {
    const link = new URL(whatsappLink('01012345678', 'Hello & 50% off?\nyes'));
    expect(link.origin + link.pathname).toBe('https://wa.me/201012345678');
    expect(link.searchParams.get('text')).toBe('Hello & 50% off?\nyes');
  });
});

describe('confirmationMessage', () => {
  it('thanks a shopper who confirmed online instead of asking her again, in both languages', () => {
    const confirmed = { ...order, customerConfirmedAt: '2026-11-22T14:05:00.000Z' };
    const en = confirmationMessage(confirmed, 'en').split('\n');
    expect(en[1]).toBe('Thank you for confirming your order MO-7K3Q9D:');
    expect(en.at(-1)).toBe(
      'We are preparing it and will tell you when it is on its way. Reply here to change anything.',
    );
    expect(en.join('\n')).not.toMatch(/Please confirm|reply "yes"/);
    const ar = confirmationMessage(confirmed, 'ar').split('\n');
    expect(ar[1]).toBe('شكرًا لتأكيد طلبك رقم MO-7K3Q9D:');
    expect(ar.join('\n')).not.toContain('برجاء تأكيد');
  });

  it('in English: order number, each item with colour, size and quantity, total and address', () => {
    expect(confirmationMessage(order, 'en')).toBe(
      [
        'Hello Nour, this is Morph.',
        'Please confirm your order MO-7K3Q9D:',
        '- Linen Wrap Midi Dress (colour: Sage, size: M) × 2',
        '- Crochet Shoulder Bag (colour: Ivory, size: One Size) × 1',
        'Total: EGP 2,409.00, cash on delivery',
        'Address: 14 Shehab St, Mohandessin, Giza',
        'Please reply "yes" to confirm, or tell us what to change.',
      ].join('\n'),
    );
  });

  it('in Arabic: the same facts in Arabic words', () => {
    expect(confirmationMessage({ ...order, totalPrice: 12409.5 }, 'ar')).toBe(
      [
        'مرحبًا Nour، معك Morph.',
        'برجاء تأكيد طلبك رقم MO-7K3Q9D:',
        '- Linen Wrap Midi Dress (اللون: Sage، المقاس: M) × 2',
        '- Crochet Shoulder Bag (اللون: Ivory، المقاس: One Size) × 1',
        'الإجمالي: 12,409.50 ج.م، الدفع نقدًا عند الاستلام',
        'العنوان: 14 Shehab St, Mohandessin، الجيزة',
        'برجاء الرد بـ «نعم» للتأكيد، أو إخبارنا بأي تعديل.',
      ].join('\n'),
    );
  });

  it('in Arabic, for an Arabic order: product, colour, governorate and amount all in Arabic', () => {
    const arabic: MessageOrder = {
      ...order,
      firstName: 'نور',
      address: '١٤ شارع شهاب، المهندسين',
      items: [
        {
          quantity: 2,
          product: { name: 'Linen Wrap Midi Dress', nameAr: 'فستان ملفوف ميدي من الكتان' },
          variant: { color: 'Sage', colorAr: 'أخضر مريمية', size: 'M' },
        },
        // The shop wrote no Arabic for this one: its English is all there is.
        {
          quantity: 1,
          product: { name: 'Crochet Shoulder Bag', nameAr: ' ' },
          variant: { color: 'Ivory', colorAr: null, size: 'One Size' },
        },
      ],
    };
    const text = confirmationMessage(arabic, 'ar');
    expect(text).toBe(
      [
        'مرحبًا نور، معك Morph.',
        'برجاء تأكيد طلبك رقم MO-7K3Q9D:',
        '- فستان ملفوف ميدي من الكتان (اللون: أخضر مريمية، المقاس: M) × 2',
        '- Crochet Shoulder Bag (اللون: Ivory، المقاس: One Size) × 1',
        'الإجمالي: 2,409.00 ج.م، الدفع نقدًا عند الاستلام',
        'العنوان: ١٤ شارع شهاب، المهندسين، الجيزة',
        'برجاء الرد بـ «نعم» للتأكيد، أو إخبارنا بأي تعديل.',
      ].join('\n'),
    );
    // With every word the shop wrote in Arabic, nothing English is left but the shop's name, the order number
    // and the size.
    const allArabic = confirmationMessage({ ...arabic, items: arabic.items.slice(0, 1) }, 'ar');
    expect(allArabic.replace(/Morph|MO-7K3Q9D|\bM\b/g, '')).not.toMatch(/[A-Za-z]/);
    expect(confirmationMessage(arabic, 'en')).toContain(
      '- Linen Wrap Midi Dress (colour: Sage, size: M) × 2',
    );
  });

  it('in Arabic: keeps a governorate it has no Arabic name for as the shop wrote it', () => {
    expect(confirmationMessage({ ...order, city: 'New Administrative Capital' }, 'ar')).toContain(
      'العنوان: 14 Shehab St, Mohandessin، New Administrative Capital',
    );
  });
});
