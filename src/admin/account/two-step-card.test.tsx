// Two-step sign-in on the member's own account page, with the real auth provider over a stubbed server: set up
// (password, QR code and key, the app's code, the recovery codes shown once), a wrong code on its field, the
// owner's that stays on, turning it off; and a member the owner requires it of, who sees her account page only
// until she has set it up, then the whole back office without a reload.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getCheckAuthMockHandler,
  getConfirmTwoStepMockHandler,
  getDisableTwoStepMockHandler,
  getListOwnSessionsMockHandler,
  getListOwnSessionsResponseMock,
  getStartTwoStepSetupMockHandler,
} from '../../../generated/api/auth/auth.msw';
import type { AdminRole, AuthStatus, TwoStepStatus } from '../../../generated/models';
import { createAuthProvider } from '../auth-provider';
import { loadArabic } from '../i18n/use-admin-texts';
import { renderAdmin } from '../test-support/render-admin';
import { groupedKey } from './two-step-card';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./account-page');
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const RECOVERY = Array.from({ length: 10 }, (_, i) => `K7QF-2M9D-XR4T-8HB${i}`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

/** The server's answer to the session check, changed by the test as the member's account changes. */
function member(role: AdminRole, twoStep: TwoStepStatus) {
  const state = { twoStep };
  const status = (): AuthStatus => ({
    authenticated: true,
    admin: { id: 4, username: 'sara', role },
    twoStep: state.twoStep,
  });
  const checks = { count: 0 };
  server.use(
    getCheckAuthMockHandler(() => {
      checks.count += 1;
      return status();
    }),
    getListOwnSessionsMockHandler(getListOwnSessionsResponseMock),
  );
  const authProvider = createAuthProvider({ goToLogin: vi.fn() });
  return { state, checks, authProvider };
}

const card = () => screen.findByRole('region', { name: 'Two-step sign-in' });

async function setUpUntilTheCode(region: HTMLElement, sent: unknown[]) {
  await userEvent.click(within(region).getByRole('button', { name: 'Set up' }));
  await userEvent.type(
    within(region).getByLabelText('Current password', { selector: 'input' }),
    'my sentence',
  );
  await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
  const qr = await within(region).findByRole('img', { name: 'QR code to scan with your authenticator app' });
  expect(qr).toHaveAttribute('src', `data:image/svg+xml;utf8,${encodeURIComponent(QR)}`);
  expect(within(region).getByText(groupedKey(SECRET))).toBeInTheDocument();
  expect(sent).toEqual([{ currentPassword: 'my sentence' }]);
  const code = within(region).getByRole('textbox', { name: 'Code from the app' });
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  return code;
}

describe('two-step sign-in on the account page', () => {
  it('sets it up: password, QR code and key, the code, then the recovery codes once, to copy or download', async () => {
    const { state, checks, authProvider } = member('manager', { enabled: false, required: false });
    const setupBodies: unknown[] = [];
    const confirmBodies: unknown[] = [];
    server.use(
      getStartTwoStepSetupMockHandler(async ({ request }) => {
        setupBodies.push(await request.json());
        return { secret: SECRET, uri: 'otpauth://totp/Morph:sara?secret=x', qrSvg: QR };
      }),
      getConfirmTwoStepMockHandler(async ({ request }) => {
        confirmBodies.push(await request.json());
        state.twoStep = { enabled: true, required: false };
        return { message: 'Two-step sign-in is on', recoveryCodes: RECOVERY, ended: 1 };
      }),
    );
    renderAdmin('/admin/account', { authProvider });
    const region = await card();
    expect(
      within(region).getByText(
        'A code from an app on your phone, asked at every sign-in, keeps the shop safe even if your password leaks.',
      ),
    ).toBeInTheDocument();

    const code = await setUpUntilTheCode(region, setupBodies);
    await userEvent.type(code, '123 456');
    await userEvent.click(within(region).getByRole('button', { name: 'Turn on' }));
    const list = await within(region).findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    expect(confirmBodies).toEqual([{ code: '123456' }]);
    expect(within(region).getByText(/they are shown only this once/)).toBeInTheDocument();
    expect(await screen.findByText('Two-step sign-in is on. 1 other session was signed out.')).toBeVisible();
    // The session is asked again, so the back office knows.
    await waitFor(() => expect(checks.count).toBe(2));

    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(within(region).getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledOnce();
    expect(click.mock.contexts[0]).toHaveProperty('download', 'morph-recovery-codes.txt');
    const file = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    for (const recovery of RECOVERY) expect(file).toContain(recovery);

    await userEvent.click(within(region).getByRole('button', { name: 'Done' }));
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(await within(region).findByText('Two-step sign-in is on.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it("shows the server's sentence on the code field when the code is wrong, and on the password before", async () => {
    const { authProvider } = member('packer', { enabled: false, required: false });
    let passwordRight = false;
    const setupBodies: unknown[] = [];
    server.use(
      getStartTwoStepSetupMockHandler(async ({ request }) => {
        setupBodies.push(await request.json());
        if (!passwordRight)
          throw HttpResponse.json(
            {
              error: 'Your current password is not right',
              details: [{ field: 'currentPassword', message: 'Your current password is not right' }],
            },
            { status: 400 },
          );
        return { secret: SECRET, uri: 'otpauth://totp/Morph:sara', qrSvg: QR };
      }),
      http.post('*/api/admin/account/two-step', () =>
        HttpResponse.json(
          {
            error: 'That code is not right',
            details: [{ field: 'code', message: 'That code is not right. Check the phone’s clock.' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderAdmin('/admin/account', { authProvider });
    const region = await card();
    await userEvent.click(within(region).getByRole('button', { name: 'Set up' }));
    await userEvent.type(
      within(region).getByLabelText('Current password', { selector: 'input' }),
      'wrong one',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    expect(await within(region).findByText('Your current password is not right')).toBeInTheDocument();

    passwordRight = true;
    const password = within(region).getByLabelText('Current password', { selector: 'input' });
    await userEvent.clear(password);
    await userEvent.type(password, 'my sentence');
    await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    const code = await within(region).findByRole('textbox', { name: 'Code from the app' });
    expect(setupBodies).toEqual([{ currentPassword: 'wrong one' }, { currentPassword: 'my sentence' }]);
    await userEvent.type(code, '654321');
    await userEvent.click(within(region).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(region).findByText('That code is not right. Check the phone’s clock.'),
    ).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps an owner’s on: no Turn off', async () => {
    const { authProvider } = member('owner', { enabled: true, required: false });
    renderAdmin('/admin/account', { authProvider });
    const region = await card();
    expect(await within(region).findByText('Two-step sign-in is on.')).toBeInTheDocument();
    expect(within(region).getByText('As an owner, your two-step sign-in stays on.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('keeps it on while the owner requires it of everyone', async () => {
    const { authProvider } = member('order_desk', { enabled: true, required: true });
    renderAdmin('/admin/account', { authProvider });
    const region = await card();
    expect(
      await within(region).findByText("The shop's owner requires it of everyone, so it stays on."),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('turns it off with her password and a code, and the server refuses on its field', async () => {
    const { state, authProvider } = member('manager', { enabled: true, required: false });
    const bodies: unknown[] = [];
    server.use(
      getDisableTwoStepMockHandler(async ({ request }) => {
        const body = (await request.json()) as { currentPassword: string; code: string };
        bodies.push(body);
        if (body.code !== 'K7QF-2M9D-XR4T-8HB0')
          throw HttpResponse.json(
            {
              error: 'That code is not right',
              details: [{ field: 'code', message: 'That code is not right' }],
            },
            { status: 400 },
          );
        state.twoStep = { enabled: false, required: false };
        return { message: 'Two-step sign-in is off' };
      }),
    );
    renderAdmin('/admin/account', { authProvider });
    const region = await card();
    await userEvent.click(await within(region).findByRole('button', { name: 'Turn off' }));
    await userEvent.type(
      within(region).getByLabelText('Current password', { selector: 'input' }),
      'my sentence',
    );
    const code = within(region).getByRole('textbox', { name: 'Code from the app, or a recovery code' });
    await userEvent.type(code, '000000');
    await userEvent.click(within(region).getByRole('button', { name: 'Turn off' }));
    expect(await within(region).findByText('That code is not right')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, 'K7QF-2M9D-XR4T-8HB0');
    await userEvent.click(within(region).getByRole('button', { name: 'Turn off' }));
    expect(await within(region).findByRole('button', { name: 'Set up' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { currentPassword: 'my sentence', code: '000000' },
      { currentPassword: 'my sentence', code: 'K7QF-2M9D-XR4T-8HB0' },
    ]);
  });
});

describe('two-step sign-in required of everyone', () => {
  const menuLinks = async () => {
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).queryAllByRole('menuitem').length).toBeGreaterThan(0));
    return within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent?.trim());
  };

  it('opens her account page from the start, with the menu holding it alone', async () => {
    const { authProvider } = member('manager', { enabled: false, required: true });
    const { dataProvider } = renderAdmin('/admin', { authProvider });
    expect(
      await screen.findByText("The shop's owner requires two-step sign-in. Set it up to continue."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(await menuLinks()).toEqual(['My account']);
    // The dashboard was never drawn: nothing asked of the server that it would refuse.
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });

  it('says so on any other screen, with a link to her account page', async () => {
    const { authProvider } = member('order_desk', { enabled: false, required: true });
    const { dataProvider } = renderAdmin('/admin/orders', { authProvider });
    expect(
      await screen.findByText('Set up two-step sign-in on your account page first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/admin/account');
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });

  it('gives her the whole back office once she has set it up, the recovery codes still on show', async () => {
    const { state, authProvider } = member('order_desk', { enabled: false, required: true });
    const setupBodies: unknown[] = [];
    server.use(
      getStartTwoStepSetupMockHandler(async ({ request }) => {
        setupBodies.push(await request.json());
        return { secret: SECRET, uri: 'otpauth://totp/Morph:sara', qrSvg: QR };
      }),
      getConfirmTwoStepMockHandler(() => {
        state.twoStep = { enabled: true, required: true };
        return { message: 'Two-step sign-in is on', recoveryCodes: RECOVERY, ended: 0 };
      }),
    );
    renderAdmin('/admin/account', { authProvider });
    expect(await menuLinks()).toEqual(['My account']);
    const region = await card();
    const code = await setUpUntilTheCode(region, setupBodies);
    await userEvent.type(code, '123456');
    await userEvent.click(within(region).getByRole('button', { name: 'Turn on' }));
    await waitFor(async () =>
      expect(await menuLinks()).toEqual(['Products', 'View Orders', 'Returns', 'Shipping', 'Settings']),
    );
    expect(
      screen.queryByText("The shop's owner requires two-step sign-in. Set it up to continue."),
    ).not.toBeInTheDocument();
    const list = await within(await card()).findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });

  it('says it in Arabic in the Arabic back office', async () => {
    await loadArabic();
    const { authProvider } = member('packer', { enabled: false, required: true });
    renderAdmin('/admin/orders', { authProvider, locale: 'ar' });
    expect(await screen.findByText('فعّلي الدخول بخطوتين من صفحة حسابك الأول.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'حسابي' }));
    expect(
      await screen.findByText('مالكة المحل طالبة الدخول بخطوتين من الكل. فعّليه علشان تكمّلي.'),
    ).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'الدخول بخطوتين' });
    expect(within(region).getByRole('button', { name: 'إعداد' })).toBeInTheDocument();
  });
});
