// The shop's contact details: WhatsApp, phone, email, social links and address, shown in the footer,
// on the policy pages and on the confirmation page; edited in the back office's Settings page. Until the owner
// saves them, the values the shop was built with (VITE_SHOP_EMAIL, VITE_SHOP_PHONE) stand in.
import type { ShopContact, ShopContactUpdate } from '../../../../generated/models';
import type { Db } from '../../db/client';
import { fieldError } from '../../plugins/errors';
import { readSetting, writeSetting } from './repository';
import { msg } from '../../i18n';

const CONTACT = 'contact';
export const CONTACT_FIELDS = [
  'whatsapp',
  'phone',
  'email',
  'facebook',
  'instagram',
  'tiktok',
  'address',
] as const;
const LINKS = ['facebook', 'instagram', 'tiktok'] as const;

const EGYPTIAN_MOBILE = /^(\+20|0)1[0125][0-9]{8}$/;

/** An Egyptian mobile (01…, +201…) as wa.me's international digits (2010…); other numbers keep their digits. */
export function whatsappDigits(text: string): string {
  const compact = text.replace(/[\s-]/g, '');
  if (EGYPTIAN_MOBILE.test(compact)) return `20${compact.replace(/^(\+20|0)/, '')}`;
  return compact.replace(/^\+/, '');
}

/** The contact before the owner set one: the build-time email and phone (a mobile is also the WhatsApp). */
export function defaultContact(defaults: { email?: string; phone?: string }): ShopContact {
  const phone = defaults.phone ?? null;
  const compact = phone?.replace(/[\s-]/g, '') ?? '';
  return {
    whatsapp: EGYPTIAN_MOBILE.test(compact) ? whatsappDigits(compact) : null,
    phone,
    email: defaults.email ?? null,
    facebook: null,
    instagram: null,
    tiktok: null,
    address: null,
  };
}

export async function getShopContact(db: Db, defaults: { email?: string; phone?: string }) {
  const stored = (await readSetting(db, CONTACT)) as Partial<ShopContact> | undefined;
  if (!stored) return defaultContact(defaults);
  return Object.fromEntries(CONTACT_FIELDS.map((f) => [f, stored[f] ?? null])) as unknown as ShopContact;
}

/** Replaces the whole set: trimmed, empty as null, WhatsApp as digits, links only https URLs. */
export async function updateShopContact(db: Db, update: ShopContactUpdate, updatedBy: string) {
  const value = Object.fromEntries(
    CONTACT_FIELDS.map((f) => [f, update[f]?.trim().replace(/\s+/g, ' ') || null]),
  ) as unknown as ShopContact;
  if (value.whatsapp !== null) {
    value.whatsapp = whatsappDigits(value.whatsapp);
    if (!/^[1-9][0-9]{7,14}$/.test(value.whatsapp)) throw fieldError('whatsapp', msg('admin.whatsapp'));
  }
  for (const link of LINKS) {
    const url = value[link];
    if (url === null) continue;
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (parsed?.protocol !== 'https:' || !parsed.hostname.includes('.'))
      throw fieldError(link, msg('admin.https'));
  }
  await writeSetting(db, CONTACT, value, updatedBy);
  return value;
}
