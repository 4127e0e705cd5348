/**
 * The shop's contact details as links: they come from the back office's settings (getShopContact),
 * not from the build, so the owner changes them without a new release. Pure, so the rules are tested alone.
 */
import type { ShopContact } from '../../../../generated/models';

export type { ShopContact };

/** No contact way at all: what a shop shows before its owner fills in the settings (or when the call fails). */
export const NO_CONTACT: ShopContact = {
  whatsapp: null,
  phone: null,
  email: null,
  facebook: null,
  instagram: null,
  tiktok: null,
  address: null,
};

const present = (v: string | null | undefined): string | null => (v && v.trim() ? v.trim() : null);

/**
 * The digits wa.me wants (country code, no +): settings hold international digits (201012345678), but an
 * Egyptian number typed the national way (01012345678, "+20 10 …") is turned into them too.
 */
export function whatsappDigits(value: string | null | undefined): string | null {
  const raw = present(value);
  if (!raw) return null;
  const digits = raw.replace(/\D/g, '');
  if (/^01[0125]\d{8}$/.test(digits)) return `2${digits}`;
  return digits.length >= 8 ? digits : null;
}

/** A wa.me chat with the shop, with a message already typed when there is one. */
export function whatsappLink(value: string | null | undefined, text?: string): string | null {
  const digits = whatsappDigits(value);
  if (!digits) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** The WhatsApp number as Egyptians write it: 01012345678 for an Egyptian mobile, else +digits. */
export function whatsappDisplay(value: string | null | undefined): string | null {
  const digits = whatsappDigits(value);
  if (!digits) return null;
  return /^201[0125]\d{8}$/.test(digits) ? `0${digits.slice(2)}` : `+${digits}`;
}

/** A tel: link (spaces and dashes out, a leading + kept). */
export function telLink(value: string | null | undefined): string | null {
  const raw = present(value);
  if (!raw) return null;
  const number = raw.replace(/[^\d+]/g, '');
  return /^\+?\d{5,}$/.test(number) ? `tel:${number}` : null;
}

export function mailtoLink(value: string | null | undefined): string | null {
  const raw = present(value);
  return raw && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(raw) ? `mailto:${raw}` : null;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok';
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = ['facebook', 'instagram', 'tiktok'];

/** A social link only when it is an https address (never javascript: or another scheme from the settings). */
export function socialLink(value: string | null | undefined): string | null {
  const raw = present(value);
  if (!raw) return null;
  try {
    return new URL(raw).protocol === 'https:' ? raw : null;
  } catch {
    return null;
  }
}

/** Whether the shop gave any way to reach it (WhatsApp, phone or email). */
export function hasContactWay(contact: ShopContact): boolean {
  return Boolean(whatsappLink(contact.whatsapp) || telLink(contact.phone) || mailtoLink(contact.email));
}
