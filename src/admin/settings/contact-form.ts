/**
 * The Settings page's contact form rules: the contract's ShopContactUpdate, checked with the generated zod schema
 * (through zodResolver) before anything is sent, with a sentence per field a person can act on.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { updateShopContactBody } from '../../../generated/zod/settings/settings.zod';
import { fieldErrors, fieldMessages, text } from '../form-rules';
import type { ShopContactUpdate } from '../../../generated/models';

export const CONTACT_FIELDS = [
  'whatsapp',
  'phone',
  'email',
  'facebook',
  'instagram',
  'tiktok',
  'address',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_LABELS: Record<ContactField, string> = {
  whatsapp: 'WhatsApp number',
  phone: 'Phone',
  email: 'Email',
  facebook: 'Facebook link',
  instagram: 'Instagram link',
  tiktok: 'TikTok link',
  address: 'Address',
};

const SOCIAL = 'Paste the whole link, starting with https://';

/** What to say when a field does not match the contract's pattern. */
const PATTERN_MESSAGES: Record<ContactField, string> = {
  whatsapp: 'Write the number in digits, e.g. 01012345678 or +201012345678.',
  phone: 'Write the number in digits (spaces and dashes are fine), e.g. 02 2345 6789.',
  email: 'Write an email address, e.g. hello@morph.eg.',
  facebook: SOCIAL,
  instagram: SOCIAL,
  tiktok: SOCIAL,
  address: 'Check the address.',
};

/** The form's values from the saved details: an empty field is an empty box. */
export function toContactValues(
  contact: Partial<Record<ContactField, string | null>> | undefined,
): ContactValues {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, contact?.[field] ?? ''])) as ContactValues;
}

/** The request body: trimmed, an empty field sent as null (the contract stores empty as null anyway). */
export function toContactUpdate(values: ContactValues): ShopContactUpdate {
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = values[field].trim();
      return [field, value === '' ? null : value];
    }),
  ) as unknown as ShopContactUpdate;
}

/** The contract's links start with "https://" (the generated pattern reads "^https:/"; the server's is exact). */
const HTTPS_LINK = /^https:\/\/\S/;

const body = updateShopContactBody.shape;
/** A box's text, trimmed; empty is null, as the contract stores it. */
const blankAsNull = () => text().transform((value): string | null => (value === '' ? null : value));
const socialLink = (rule: typeof body.facebook) =>
  blankAsNull()
    .pipe(rule)
    .refine((value) => value == null || HTTPS_LINK.test(value), SOCIAL);

/** The form's check: the contract's ShopContactUpdate, field by field; its output is the request body. */
export const contactFormSchema = z.object({
  whatsapp: blankAsNull().pipe(body.whatsapp),
  phone: blankAsNull().pipe(body.phone),
  email: blankAsNull().pipe(body.email),
  facebook: socialLink(body.facebook),
  instagram: socialLink(body.instagram),
  tiktok: socialLink(body.tiktok),
  address: blankAsNull().pipe(body.address),
});

const contactMessages = fieldMessages(PATTERN_MESSAGES);

export const contactFormResolver = zodResolver(contactFormSchema, contactMessages);

/** Field errors of a body per the contract's schema; empty when it can be sent. */
export function validateContact(update: ShopContactUpdate): ContactErrors {
  return fieldErrors(contactFormSchema, update, contactMessages);
}
