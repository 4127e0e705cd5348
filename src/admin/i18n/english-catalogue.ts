/**
 * Every English text the back office can show from a catalogue — react-admin's English pack and each feature's
 * English texts — for the Arabic walk (tests/e2e/admin-thumb-targets.spec.ts), which fails when one of them is
 * on an Arabic screen. A feature with a text file adds its English here.
 */
import englishMessages from 'ra-language-english';
import type { ArabicTexts } from './ar';
import { ACCOUNT_EN } from './account';
import { ACTIVITY_EN } from './activity';
import { CATEGORIES_EN } from './categories';
import { COUPONS_EN } from './coupons';
import { DISCOUNTS_EN } from './discounts';
import { FORMS_EN } from './forms';
import { HOLDS_EN } from './holds';
import { PRODUCTS_EN } from './products';
import { SETTINGS_EN } from './settings';
import { SHIPPING_EN } from './shipping';
import { DASHBOARD_EN } from './dashboard';
import { LAYOUT_EN } from './layout';
import { ORDER_PAGES_EN } from './order-pages';
import { ORDER_STORY_EN } from './order-story';
import { ORDERS_EN } from './orders';
import { PHONE_CONTROLS_EN } from './phone-controls';
import { PRODUCT_EDITOR_EN } from './product-editor';
import { RETURNS_EN } from './returns';
import { SETUP_GUIDE_EN } from './setup-guide';
import { STAFF_EN } from './staff';
import { SYNONYMS_EN } from './synonyms';

// Typed by the Arabic chunk's features: one with Arabic texts and no English here does not compile.
const CATALOGUES: { ra: unknown } & Record<keyof ArabicTexts['app'], unknown> = {
  ra: englishMessages,
  account: ACCOUNT_EN,
  activity: ACTIVITY_EN,
  categories: CATEGORIES_EN,
  coupons: COUPONS_EN,
  discounts: DISCOUNTS_EN,
  forms: FORMS_EN,
  products: PRODUCTS_EN,
  settings: SETTINGS_EN,
  shipping: SHIPPING_EN,
  holds: HOLDS_EN,
  dashboard: DASHBOARD_EN,
  layout: LAYOUT_EN,
  orderPages: ORDER_PAGES_EN,
  orderStory: ORDER_STORY_EN,
  orders: ORDERS_EN,
  phoneControls: PHONE_CONTROLS_EN,
  productEditor: PRODUCT_EDITOR_EN,
  returns: RETURNS_EN,
  setupGuide: SETUP_GUIDE_EN,
  staff: STAFF_EN,
  synonyms: SYNONYMS_EN,
};

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return []; // texts with numbers or names are functions: the Latin-word check finds what they leave
}

/**
 * The catalogues' English sentences and phrases as they can appear on screen: a text with placeholders or
 * plural forms gives its fixed parts; only parts with a Latin word of 3 letters or more.
 */
export function englishCatalogue(): string[] {
  const parts = Object.values(CATALOGUES)
    .flatMap(strings)
    .flatMap((text) => text.split(/\|\|\|\||%\{\w+\}/))
    .map((part) => part.trim())
    .filter((part) => /[A-Za-z]{3,}/.test(part));
  return [...new Set(parts)];
}
