// Settings → Returns policy: the owner edits and saves the whole policy, checked against the contract first;
// managers and the order desk read it (and the contact details) without a way to change them.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore, Notification, type AuthProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetReturnPolicyMockHandler,
  getGetShopContactMockHandler,
  getUpdateReturnPolicyMockHandler,
} from '../../../generated/api/settings/settings.msw';
import type { AdminRole, ReturnPolicy } from '../../../generated/models';
import { createI18nProvider } from '../i18n/i18n-provider';
import { loadArabic } from '../i18n/use-admin-texts';
import { ar as arSettings } from '../i18n/settings.ar';
import { FORMS_EN } from '../i18n/forms';
import { fieldErrors } from '../form-rules';
import { returnPolicyForm, validateReturnPolicy } from './return-policy-form';
import SettingsPage from './settings-page';

const server = setupServer();
const sent: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  server.use(
    getGetShopContactMockHandler({
      whatsapp: '201001234567',
      phone: null,
      email: 'hello@morph.eg',
      facebook: null,
      instagram: null,
      tiktok: null,
      address: null,
    }),
    getGetReturnPolicyMockHandler(saved),
    getUpdateReturnPolicyMockHandler(async ({ request }) => {
      const body = (await request.json()) as ReturnPolicy;
      sent.push(body);
      return body;
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const saved: ReturnPolicy = {
  windowDays: 14,
  refundShipping: false,
  exchangeShippingCharged: true,
  restockRefusedOnReceipt: false,
};

const member = (role: AdminRole): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
});

function renderSettings(role: AdminRole, locale: 'en' | 'ar' = 'en') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <AdminContext
      authProvider={member(role)}
      queryClient={queryClient}
      store={memoryStore({ locale })}
      i18nProvider={createI18nProvider()}
    >
      <SettingsPage />
      <Notification />
    </AdminContext>,
  );
}

const policy = () => screen.getByRole('region', { name: 'Returns policy' });
const days = () => within(policy()).getByRole('textbox', { name: 'Days to ask for a return or exchange' });
const toggle = (name: string) => within(policy()).getByRole('switch', { name });
const REFUND = 'Refund the shipping fee with a return';
const EXCHANGE = "Charge shipping on an exchange's replacement";
const RESTOCK = 'Put a parcel refused at the door back in stock when it is received back (not at the cancel)';

async function setDays(text: string) {
  await userEvent.clear(days());
  await userEvent.type(days(), text);
}

describe('returns policy, the owner', () => {
  it('shows the saved policy under its heading', async () => {
    renderSettings('owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(days()).toHaveValue('14'));
    expect(within(policy()).getByText('Counted from the day of delivery: 1 to 90 days.')).toBeVisible();
    expect(toggle(REFUND)).not.toBeChecked();
    expect(toggle(EXCHANGE)).toBeChecked();
    expect(toggle(RESTOCK)).not.toBeChecked();
  });

  it('sends the whole policy with updateReturnPolicy and says it is saved', async () => {
    renderSettings('owner');
    await waitFor(() => expect(days()).toHaveValue('14'));
    await setDays('30');
    await userEvent.click(toggle(REFUND));
    await userEvent.click(toggle(RESTOCK));
    await userEvent.click(within(policy()).getByRole('button', { name: 'Save returns policy' }));

    await waitFor(() =>
      expect(sent).toEqual([
        {
          windowDays: 30,
          refundShipping: true,
          exchangeShippingCharged: true,
          restockRefusedOnReceipt: true,
        },
      ]),
    );
    expect(await screen.findByText('Returns policy saved')).toBeInTheDocument();
  });

  it.each(['0', '91', '14.5', ''])('refuses %j days and sends nothing', async (typed) => {
    renderSettings('owner');
    await waitFor(() => expect(days()).toHaveValue('14'));
    await userEvent.clear(days());
    if (typed) await userEvent.type(days(), typed);
    await userEvent.click(within(policy()).getByRole('button', { name: 'Save returns policy' }));

    expect(await within(policy()).findByText('Write a whole number of days from 1 to 90.')).toBeVisible();
    expect(days()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("says so when the server refuses, with the server's sentence", async () => {
    server.use(
      http.put('*/api/admin/settings/returns', () =>
        HttpResponse.json({ error: 'The shop is busy, try again' }, { status: 503 }),
      ),
    );
    renderSettings('owner');
    await waitFor(() => expect(days()).toHaveValue('14'));
    await userEvent.click(within(policy()).getByRole('button', { name: 'Save returns policy' }));
    expect(
      await screen.findByText('Error saving the returns policy: The shop is busy, try again'),
    ).toBeInTheDocument();
  });
});

describe.each(['manager', 'order_desk'] as const)('returns policy, the %s', (role) => {
  it('reads the policy and the contact details, and can change neither', async () => {
    renderSettings(role);
    await waitFor(() => expect(days()).toHaveValue('14'));
    expect(within(policy()).getByText("Only the shop's owner can change the returns policy.")).toBeVisible();
    expect(days()).toHaveAttribute('readonly');
    for (const name of [REFUND, EXCHANGE, RESTOCK]) expect(toggle(name)).toBeDisabled();
    expect(toggle(EXCHANGE)).toBeChecked();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();

    const contact = screen.getByRole('region', { name: 'Shop contact' });
    expect(within(contact).getByText("Only the shop's owner can change the contact details.")).toBeVisible();
    expect(within(contact).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(sent).toEqual([]);
  });
});

describe('returns policy in Arabic', () => {
  beforeAll(() => loadArabic());

  it('speaks Arabic: heading, labels, the refusal of 91 days', async () => {
    renderSettings('owner', 'ar');
    const region = await screen.findByRole('region', { name: 'سياسة الإرجاع والاستبدال' });
    const box = await within(region).findByRole('textbox', {
      name: 'عدد الأيام المسموح فيها بالإرجاع أو الاستبدال',
    });
    await waitFor(() => expect(box).toHaveValue('14'));
    expect(within(region).getByRole('switch', { name: 'رجّع مصاريف الشحن مع المرتجع' })).not.toBeChecked();
    await userEvent.clear(box);
    await userEvent.type(box, '91');
    await userEvent.click(within(region).getByRole('button', { name: 'حفظ سياسة الإرجاع' }));
    expect(await within(region).findByText('اكتب عدد أيام صحيح من 1 لـ 90.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('reads days typed in Arabic-Indic digits', () => {
    const { schema, messages } = returnPolicyForm(arSettings.returns, FORMS_EN);
    const values = {
      windowDays: '٣٠',
      refundShipping: false,
      exchangeShippingCharged: false,
      restockRefusedOnReceipt: false,
    };
    expect(fieldErrors(schema, values, messages)).toEqual({});
    expect(schema.parse(values).windowDays).toBe(30);
  });
});

describe('returns policy rules', () => {
  const values = {
    windowDays: '14',
    refundShipping: false,
    exchangeShippingCharged: false,
    restockRefusedOnReceipt: false,
  };
  it('takes 1 and 90 days, refuses 0, 91 and part of a day', () => {
    expect(validateReturnPolicy({ ...values, windowDays: '1' })).toEqual({});
    expect(validateReturnPolicy({ ...values, windowDays: '90' })).toEqual({});
    for (const windowDays of ['0', '91', '7.5', 'two weeks'])
      expect(validateReturnPolicy({ ...values, windowDays })).toEqual({
        windowDays: 'Write a whole number of days from 1 to 90.',
      });
  });
});
