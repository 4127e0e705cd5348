// The Settings page: the shop's contact details, checked against the contract before saving (the returns policy
// beside them: return-policy.test.tsx).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadArabic } from '../i18n/use-admin-texts';
import {
  getGetReturnPolicyMockHandler,
  getGetShopContactMockHandler,
  getUpdateShopContactMockHandler,
} from '../../../generated/api/settings/settings.msw';
import type { ShopContact } from '../../../generated/models';
import { dataProvider } from '../data-provider';
import { renderAdmin } from '../test-support/render-admin';
import { fieldErrors } from '../form-rules';
import { ar as arForms } from '../i18n/forms.ar';
import { ar as arSettings } from '../i18n/settings.ar';
import { contactForm, toContactUpdate, toContactValues, validateContact } from './contact-form';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The page is a lazy chunk: load it once here so each test's wait is for the page, not for the transform.
  await import('./settings-page');
});
// The returns policy loads beside the contact details.
beforeEach(() => server.use(getGetReturnPolicyMockHandler()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const saved: ShopContact = {
  whatsapp: '201001234567',
  phone: '02 2345 6789',
  email: 'hello@morph.eg',
  facebook: 'https://www.facebook.com/morph',
  instagram: null,
  tiktok: null,
  address: '5 Road 9, Maadi, Cairo',
};

const box = (name: string) => screen.getByRole('textbox', { name });

/** Types into a box as a paste: one input event instead of one per character (the whole admin re-renders). */
async function typeIn(name: string, text: string) {
  await userEvent.click(box(name));
  await userEvent.paste(text);
}

describe('settings page', () => {
  it('is in the sidebar and shows the saved contact details', async () => {
    server.use(getGetShopContactMockHandler(saved));
    renderAdmin('/admin/settings', { dataProvider });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shop contact' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    await waitFor(() => expect(box('WhatsApp number')).toHaveValue('201001234567'));
    expect(box('Phone')).toHaveValue('02 2345 6789');
    expect(box('Email')).toHaveValue('hello@morph.eg');
    expect(box('Facebook link')).toHaveValue('https://www.facebook.com/morph');
    expect(box('Instagram link')).toHaveValue('');
    expect(box('Address')).toHaveValue('5 Road 9, Maadi, Cairo');
  });

  it('refuses what the contract refuses, field by field, and sends nothing', async () => {
    const bodies: unknown[] = [];
    server.use(
      getGetShopContactMockHandler(saved),
      getUpdateShopContactMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return saved;
      }),
    );
    renderAdmin('/admin/settings', { dataProvider });
    await waitFor(() => expect(box('Email')).toHaveValue('hello@morph.eg'));

    await userEvent.clear(box('WhatsApp number'));
    await typeIn('WhatsApp number', 'call me');
    await userEvent.clear(box('Email'));
    await typeIn('Email', 'hello@morph');
    await typeIn('Instagram link', 'instagram.com/morph');
    await typeIn('TikTok link', 'https:/tiktok.com/@morph');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Write the number in digits, e.g. 01012345678 or +201012345678.')).toBeVisible();
    expect(screen.getByText('Write an email address, e.g. hello@morph.eg.')).toBeVisible();
    expect(screen.getAllByText('Paste the whole link, starting with https://')).toHaveLength(2);
    expect(box('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('saves the details through updateShopContact, empty fields as null, and says so', async () => {
    const bodies: unknown[] = [];
    server.use(
      getGetShopContactMockHandler(saved),
      getUpdateShopContactMockHandler(async ({ request }) => {
        const body = (await request.json()) as ShopContact;
        bodies.push(body);
        return body;
      }),
    );
    renderAdmin('/admin/settings', { dataProvider });
    await waitFor(() => expect(box('Phone')).toHaveValue('02 2345 6789'));

    await userEvent.clear(box('WhatsApp number'));
    await typeIn('WhatsApp number', ' +201098765432 ');
    await userEvent.clear(box('Phone'));
    await typeIn('Instagram link', 'https://www.instagram.com/morph');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(bodies).toEqual([
        {
          whatsapp: '+201098765432',
          phone: null,
          email: 'hello@morph.eg',
          facebook: 'https://www.facebook.com/morph',
          instagram: 'https://www.instagram.com/morph',
          tiktok: null,
          address: '5 Road 9, Maadi, Cairo',
        },
      ]),
    );
    expect(await screen.findByText('Contact details saved')).toBeInTheDocument();
  });

  it("shows the server's refusal on the field it names", async () => {
    server.use(
      getGetShopContactMockHandler(saved),
      http.put('*/api/admin/settings/contact', () =>
        HttpResponse.json(
          { error: 'Invalid request', details: [{ field: 'email', message: 'This email is not accepted' }] },
          { status: 400 },
        ),
      ),
    );
    renderAdmin('/admin/settings', { dataProvider });
    await waitFor(() => expect(box('Email')).toHaveValue('hello@morph.eg'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is not accepted')).toBeInTheDocument();
    expect(await screen.findByText('Error saving contact details: Invalid request')).toBeInTheDocument();
  });
});

describe('contact form rules', () => {
  it('passes every empty field and the contract limits', () => {
    expect(validateContact(toContactUpdate(toContactValues(undefined)))).toEqual({});
    const long = toContactUpdate({ ...toContactValues(undefined), address: 'x'.repeat(301) });
    expect(validateContact(long)).toEqual({ address: 'At most 300 characters.' });
    expect(
      validateContact(toContactUpdate({ ...toContactValues(undefined), phone: '+20 2 2345-6789' })),
    ).toEqual({});
  });
});

describe('settings page in Arabic', () => {
  beforeAll(() => loadArabic());

  it('speaks Arabic: heading, labels, button and a refusal', async () => {
    server.use(getGetShopContactMockHandler(saved));
    renderAdmin('/admin/settings', { dataProvider, locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'بيانات التواصل مع المحل' })).toBeInTheDocument();
    await waitFor(() => expect(box('الإيميل')).toHaveValue('hello@morph.eg'));
    await userEvent.clear(box('الإيميل'));
    await typeIn('الإيميل', 'hello@morph');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('اكتب إيميل، مثلًا hello@morph.eg.')).toBeVisible();
  });

  it('refuses with the Arabic texts, from the same schema', () => {
    const { schema, messages } = contactForm(arSettings.patterns, arForms);
    const empty = toContactUpdate(toContactValues(undefined));
    expect(
      fieldErrors(schema, { ...empty, tiktok: 'tiktok.com/@morph', address: 'x'.repeat(301) }, messages),
    ).toEqual({
      tiktok: 'الصق اللينك كامل، بيبدأ بـ https://',
      address: '300 حرف بالكتير.',
    });
  });
});
