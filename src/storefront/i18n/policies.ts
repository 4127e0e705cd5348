/**
 * The shop's policies (/terms, /privacy, /returns), written for Morph: women's clothing sold online across
 * Egypt's 27 governorates, paid cash on delivery. Plain words; each section is a heading, paragraphs and an
 * optional list. The page adds the shop's contact ways from its settings (i18n/contact.ts).
 */
import type { ShopReturnPolicy } from '../../../generated/models';
import { daysEn } from '../../shared/days';
import { localized } from './language';

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** The list is a sequence of steps. */
  ordered?: boolean;
  /** Paragraphs after the list. */
  after?: readonly string[];
}

export interface Policy {
  title: string;
  intro: string;
  sections: readonly PolicySection[];
}

export type PolicyKind = 'terms' | 'privacy' | 'returns';

/** A policy's text, with what the owner's returns policy sets (the window, the fees) written in. */
export type PolicyText = (returnTerms: ShopReturnPolicy) => Policy;

export const POLICIES_UPDATED = 'November 22, 2026';

export const policyCommon = localized('policyCommon', {
  lastUpdated: (date: string) => `Last updated: ${date}`,
  contactHeading: 'Contact us',
  otherPolicies: 'Other policies',
  links: { terms: 'Terms & Conditions', privacy: 'Privacy Policy', returns: 'Return Policy' } as Record<
    PolicyKind,
    string
  >,
} as const);

const terms: PolicyText = ({ windowDays }) => ({
  title: 'Terms & Conditions',
  intro:
    'These terms apply when you browse the Morph online shop or place an order with us. By placing an order you accept them. They do not take away any right you have under Egyptian law, including Consumer Protection Law No. 181 of 2018.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Morph is an online shop for women\u2019s clothing and accessories, selling to customers in Egypt. "We" and "us" in these terms mean Morph; "you" means the person placing the order.',
      ],
    },
    {
      heading: 'Your order',
      paragraphs: [
        'When you place an order you receive an order number (such as MO-7K3Q9D). Your order is then pending until we confirm it; we may call you on the mobile number you gave us to confirm the details.',
        'We may cancel an order, in full or in part, if an item is no longer in stock, if we cannot reach you to confirm it, if the details are incomplete or clearly false, or if the price shown was obviously wrong. If we cancel, we tell you, and you pay nothing for the cancelled items.',
        'You can cancel an order free of charge at any time before it is handed to the courier by contacting Customer Care.',
      ],
    },
    {
      heading: 'Prices',
      paragraphs: [
        'All prices are in Egyptian pounds (EGP). The price you pay is the one shown in your cart and at checkout when you place the order, including any discount then in force. The shipping fee depends on your governorate; it is shown at checkout before you order and added to your total.',
      ],
    },
    {
      heading: 'Discounts and coupons',
      paragraphs: [
        'One coupon can be used per order. A coupon works only while it is active and within its dates, and some coupons need a minimum order value or can be used a limited number of times; the cart tells you if a coupon cannot be used and why. A coupon has no cash value and cannot be exchanged for money. A coupon never reduces the shipping fee.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'We accept cash on delivery only. You pay the courier the total shown on your order confirmation, in Egyptian pounds, when the order is handed to you. Please have the amount ready; couriers may not carry change. Card and wallet payments are not available yet.',
      ],
    },
    {
      heading: 'Delivery',
      paragraphs: [
        'We deliver to all 27 governorates of Egypt. Orders usually arrive within 2\u20134 working days in Cairo and Giza and within 3\u20137 working days elsewhere; remote areas can take longer. The courier will call the mobile number on your order before delivery.',
        'You may check that the parcel is intact before paying. If you refuse a delivery for a reason that is not our fault, or the courier cannot reach you after repeated attempts, the order is cancelled and we may ask you to pay the shipping fee before we accept another cash-on-delivery order from you.',
      ],
    },
    {
      heading: 'Returns and exchanges',
      paragraphs: [
        `You can return or exchange items within ${daysEn(windowDays)} of delivery, as explained in our Return Policy, which is part of these terms.`,
      ],
    },
    {
      heading: 'Product information',
      paragraphs: [
        'We describe and photograph our products as accurately as we can. Colours can look slightly different on different screens, and handmade pieces can vary a little from one to the next; that is not a defect.',
      ],
    },
    {
      heading: 'Using this website',
      paragraphs: [
        'The photos, texts, designs and the Morph name and logo belong to us or to those who licensed them to us; please do not copy them for commercial use without our written permission. Do not misuse the site, for example by placing orders you do not intend to receive or by trying to break its security.',
      ],
    },
    {
      heading: 'Our responsibility',
      paragraphs: [
        'We are responsible for delivering the items you ordered as described and for the rights the law gives you. We are not responsible for delays caused by events outside our reasonable control, such as severe weather or courier network disruptions, but we will keep you informed and you may cancel an order that has not been shipped.',
      ],
    },
    {
      heading: 'Law and disputes',
      paragraphs: [
        'These terms are governed by the laws of the Arab Republic of Egypt. If something goes wrong, please contact Customer Care first; we will try to resolve it quickly. You can also complain to Egypt\u2019s Consumer Protection Agency, and disputes go to the competent Egyptian courts.',
        'We may update these terms; the version in force when you place an order applies to that order.',
      ],
    },
  ],
});

const returns: PolicyText = ({ windowDays, refundShipping, exchangeShippingCharged }) => ({
  title: 'Return Policy',
  intro: `If something is not right, you can return or exchange it within ${daysEn(windowDays)} of delivery. This policy follows Egypt\u2019s Consumer Protection Law No. 181 of 2018 and does not limit your rights under it.`,
  sections: [
    {
      heading: `The ${windowDays}-day window`,
      paragraphs: [
        `You have ${daysEn(windowDays)} from the day your order is delivered to ask for a return or an exchange. You do not need to give a reason, although telling us helps us improve.`,
      ],
    },
    {
      heading: 'Condition of returned items',
      paragraphs: ['To be accepted, an item must be:'],
      list: [
        'unworn (apart from trying it on), unwashed and not altered;',
        'free of perfume, make-up, deodorant, smoke and pet hair;',
        'returned with all its original tags still attached;',
        'in its original packaging where possible, with any accessories, belts or dust bags that came with it.',
      ],
      after: [
        'We inspect every return when it reaches us. If an item does not meet these conditions we will contact you and send it back to you.',
      ],
    },
    {
      heading: 'Items we cannot take back',
      paragraphs: [
        'For hygiene and safety, these items can only be returned if they are faulty or not what you ordered:',
      ],
      list: [
        'underwear, lingerie and swimwear (swimwear must have its hygiene liner in place);',
        'earrings and other pierced jewellery;',
        'items altered or made to measure at your request;',
        'items clearly marked "Final Sale" on the product page.',
      ],
    },
    {
      heading: 'How to request a return or exchange',
      paragraphs: [],
      ordered: true,
      list: [
        `Within ${daysEn(windowDays)} of delivery, open your order: from the link in your order confirmation (on the device you ordered on), or on Track order with your order number (for example MO-7K3Q9D) and the mobile number you ordered with. A delivered order has a \u201cReturn or exchange items\u201d button there.`,
        'Choose Return (a refund) or Exchange (another size or colour of the same piece, from what is in stock), the items and how many, and tell us why. You can also ask Customer Care by phone or WhatsApp with your order number.',
        'We confirm your request and arrange a courier to collect the items from your address, usually within 3 working days. Your order\u2019s page shows where your request is, and you can cancel it there until we answer.',
        'Pack the items in their original packaging with the tags attached and hand them to the courier.',
      ],
    },
    {
      heading: 'Refunds and exchanges',
      paragraphs: [
        'Refund: because orders are paid in cash on delivery, refunds are paid in cash. Once the items reach us and pass inspection, we pay the refund within 7 working days, either in cash by the courier or, if you prefer, by mobile wallet or bank transfer to an account in your name. We refund what you paid for the returned items, after any discount or coupon that applied to them.',
        'Exchange: you can exchange an item for another size or colour of the same product, or for a different item, subject to stock. If the new item costs more, you pay the difference in cash to the courier who delivers it; if it costs less, we refund the difference in cash.',
      ],
    },
    {
      heading: 'Delivery fees',
      paragraphs: [],
      list: [
        'Faulty, damaged or wrong items: we cover every delivery fee. We collect the item at our cost, refund the original shipping fee, and deliver any replacement free of charge. Please tell us within 48 hours of delivery and, if you can, send a photo.',
        `Change of mind (a return or exchange for any other reason): ${
          refundShipping
            ? 'we refund the original shipping fee with the items.'
            : 'the original shipping fee is not refunded, and the collection fee, equal to the shipping fee of your governorate, is deducted from your refund.'
        } ${
          exchangeShippingCharged
            ? 'For an exchange, you pay the shipping fee of your governorate for the new delivery.'
            : 'For an exchange, the new delivery is free.'
        }`,
        'If you refuse an order at the door, see "Delivery" in our Terms & Conditions.',
      ],
    },
  ],
});

const privacy: Policy = {
  title: 'Privacy Policy',
  intro:
    'This policy explains what personal data Morph collects, why, and what rights you have over it under Egypt\u2019s Personal Data Protection Law No. 151 of 2020. Morph is responsible (the "controller") for the personal data described here.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['When you place an order we collect what you type into the checkout form:'],
      list: [
        'your first and last name;',
        'your email address;',
        'your mobile number, and a second mobile number if you give one;',
        'your shipping address and governorate, and a second address if you give one;',
        'what you ordered, the coupon you used, the amounts and the payment method (cash on delivery).',
      ],
      after: [
        'We do not collect card or bank details; you pay the courier in cash. Browsing the shop, filling your cart and applying a coupon do not require you to give us any personal data. Like any website, our servers also record technical data with each request, such as your IP address, browser type and the page asked for.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [],
      list: [
        'To deliver your order: to confirm it with you, pass it to the courier and collect payment on delivery (this is needed to perform our contract with you).',
        'To handle returns, exchanges, refunds and your questions.',
        'To keep the sales and accounting records Egyptian tax and commercial law requires.',
        'To protect the shop against fraud and abuse, using technical data such as IP addresses.',
        'To measure our advertising, through the advertising pixel described below.',
      ],
      after: [
        'We do not sell your personal data, and we do not send you marketing messages unless you have agreed to receive them.',
      ],
    },
    {
      heading: 'Who receives it',
      paragraphs: [],
      list: [
        'Our delivery partners receive your name, mobile numbers, address, governorate and the amount to collect, so they can deliver your order.',
        'Our hosting and technical providers store data for us under contract and may not use it for anything else.',
        'Public authorities, when Egyptian law requires us to share it.',
      ],
      after: [
        'Where a provider processes data outside Egypt, we transfer it only as Law No. 151 of 2020 allows, with safeguards that keep the same level of protection.',
      ],
    },
    {
      heading: 'Cookies, the advertising pixel and browser storage',
      paragraphs: [],
      list: [
        'Your cart is saved in your own browser (its local storage) so it is still there when you come back. It stays on your device and is sent to us only when you apply a coupon or place an order.',
        'The numbers and private links of your last few orders are kept in your browser (its local storage), so that you can open them again from "Track your order". They stay on your device, and you can remove them there at any time.',
        'During checkout, your browser keeps a random reference for the current order attempt (in session storage) so that a retried order is not placed twice. It is deleted when you close the tab.',
        'Shoppers get no login or session cookie from us. Staff who sign in to the back office get a session cookie that is strictly necessary to keep them signed in; it expires and is deleted when they sign out.',
        'We use the Meta advertising pixel to learn which adverts bring visitors. When it is enabled, it tells Meta when you search, view a product or add one to your cart, with the product, price and currency (EGP). We do not send it your name, email, phone number or address. Meta sets its own cookies to do this; you can limit them in your browser and in your Meta ad settings.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep order records, including the contact and delivery details on them, for as long as Egyptian tax and commercial law requires us to keep sales records, and then delete or anonymise them. Technical server logs are kept for a short period for security and then deleted. Your cart stays in your browser until you empty it or clear your browser data.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['Under Law No. 151 of 2020 you have the right to:'],
      list: [
        'know what personal data we hold about you and get a copy of it;',
        'have data that is wrong or incomplete corrected;',
        'have your data deleted when we no longer need it, unless the law requires us to keep it;',
        'withdraw your consent, or object to processing, including for advertising;',
        'be told if a breach affecting your personal data occurs.',
      ],
      after: [
        'To use these rights, contact Customer Care from the email or mobile number on your order so we can confirm it is you. We answer within the time the law sets. If you are not satisfied with our answer, you can complain to Egypt\u2019s Personal Data Protection Center.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'The shop is served over an encrypted connection. Access to customer data is limited to the staff who need it to handle orders, back-office passwords are stored only as secure hashes, and staff sessions expire automatically.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'The shop is meant for adults. We do not knowingly collect personal data from anyone under 18.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change how we use personal data, we update this page and its date. Important changes are shown on the site before they apply.',
      ],
    },
  ],
};

export const policies: Record<PolicyKind, PolicyText> = localized('policies', {
  terms,
  privacy: () => privacy,
  returns,
});
