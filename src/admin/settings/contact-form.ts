/**
 * The Settings page's contact form rules: the contract's ShopContactUpdate, checked with the generated zod schema
 * (through zodResolver) before anything is sent, with a sentence per field a person can act on.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { updateShopContactBody } from '../../../generated/zod/settings/settings.zod';
import { fieldErrors, fieldMessages, text } from '../form-rules';
import type { ShopContactUpdate } from '../../../generated/models';
import { useMemo } from 'react';
import { FORMS_EN, useFormsText, type FormsText } from '../i18n/forms';
import { SETTINGS_EN, useSettingsText, type SettingsText } from '../i18n/settings';

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

/**
 * The form's check, in the language of the texts given: the contract's ShopContactUpdate, field by field; its
 * output is the request body. The English exports below are it, built from the English texts.
 */
export function contactForm(t: SettingsText['patterns'], forms: Pick<FormsText, 'atMost'>) {
  const socialLink = (rule: typeof body.facebook, message: string) =>
    blankAsNull()
      .pipe(rule)
      .refine((value) => value == null || HTTPS_LINK.test(value), message);
  const schema = z.object({
    whatsapp: blankAsNull().pipe(body.whatsapp),
    phone: blankAsNull().pipe(body.phone),
    email: blankAsNull().pipe(body.email),
    facebook: socialLink(body.facebook, t.facebook),
    instagram: socialLink(body.instagram, t.instagram),
    tiktok: socialLink(body.tiktok, t.tiktok),
    address: blankAsNull().pipe(body.address),
  });
  const messages = fieldMessages(t, forms);
  return { schema, messages, resolver: zodResolver(schema, messages) };
}

const english = contactForm(SETTINGS_EN.patterns, FORMS_EN);

export const contactFormSchema = english.schema;

export const contactFormResolver = english.resolver;

/** The check in the back office's language. */
export function useContactForm() {
  const t = useSettingsText();
  const forms = useFormsText();
  return useMemo(() => contactForm(t.patterns, forms), [t, forms]);
}

/** Field errors of a body per the contract's schema; empty when it can be sent. */
export function validateContact(update: ShopContactUpdate): ContactErrors {
  return fieldErrors(contactFormSchema, update, english.messages);
}
