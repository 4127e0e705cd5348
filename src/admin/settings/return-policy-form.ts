/**
 * The returns policy form's rules: the contract's ReturnPolicy (updateReturnPolicy's body), checked with the
 * generated zod schema through zodResolver before anything is sent. The window is typed in a box (Arabic-Indic
 * digits read too) and must be a whole number of days, 1 to 90; the three switches are sent as they are. The
 * schema's output is the whole policy: the request body.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { z } from 'zod';
import { updateReturnPolicyBody } from '../../../generated/zod/settings/settings.zod';
import type { ReturnPolicy } from '../../../generated/models';
import { fieldErrors, fieldMessages, requiredNumber } from '../form-rules';
import { FORMS_EN, useFormsText, type FormsText } from '../i18n/forms';
import { SETTINGS_EN, useSettingsText, type SettingsText } from '../i18n/settings';

export const POLICY_FIELDS = [
  'windowDays',
  'refundShipping',
  'exchangeShippingCharged',
  'restockRefusedOnReceipt',
] as const;
export type PolicyField = (typeof POLICY_FIELDS)[number];

/** The form's values: the window as the box's text, the switches as they are. */
export interface PolicyValues {
  windowDays: string;
  refundShipping: boolean;
  exchangeShippingCharged: boolean;
  restockRefusedOnReceipt: boolean;
}

/** The form's values from the saved policy. */
export function toPolicyValues(policy: ReturnPolicy): PolicyValues {
  return { ...policy, windowDays: String(policy.windowDays) };
}

const body = updateReturnPolicyBody.shape;

/**
 * The form's check in the language of the texts given. The contract says the window is an integer; the
 * generated schema only bounds it (1–90), so whole days are asked for in front of it.
 */
export function returnPolicyForm(t: SettingsText['returns'], forms: Pick<FormsText, 'atMost'>) {
  const schema = z.object({
    windowDays: requiredNumber(t.windowDaysRule, z.number().int().pipe(body.windowDays)),
    refundShipping: body.refundShipping,
    exchangeShippingCharged: body.exchangeShippingCharged,
    restockRefusedOnReceipt: body.restockRefusedOnReceipt,
  });
  const messages = fieldMessages({ windowDays: t.windowDaysRule }, forms);
  return { schema, messages, resolver: zodResolver(schema, messages) };
}

const english = returnPolicyForm(SETTINGS_EN.returns, FORMS_EN);

export const returnPolicySchema = english.schema;

/** The check in the back office's language. */
export function useReturnPolicyForm() {
  const t = useSettingsText();
  const forms = useFormsText();
  return useMemo(() => returnPolicyForm(t.returns, forms), [t, forms]);
}

/** Field errors of the form's values per the contract; empty when the policy can be sent. */
export function validateReturnPolicy(values: PolicyValues): Partial<Record<PolicyField, string>> {
  return fieldErrors(returnPolicySchema, values, english.messages);
}
