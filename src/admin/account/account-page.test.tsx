// A member's own account: reached from the user menu; the password changed through its call (the repetition
// checked before, the server's sentence shown on its field); her sessions listed, this one marked, and the
// others signed out.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getEndOtherSessionsMockHandler,
  getListOwnSessionsMockHandler,
} from '../../../generated/api/auth/auth.msw';
import type { AdminSessionList } from '../../../generated/models';
import { dataProvider } from '../data-provider';
import { loadArabic } from '../i18n/use-admin-texts';
import { renderAdmin } from '../test-support/render-admin';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./account-page');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const twoSessions = (): AdminSessionList => ({
  sessions: [
    {
      id: 31,
      browser: 'Chrome',
      os: 'Android',
      address: '41.233.12.7',
      createdAt: '2026-11-27T08:02:00.000Z',
      lastSeenAt: '2026-11-27T09:40:00.000Z',
      current: true,
    },
    {
      id: 28,
      browser: 'Safari',
      os: 'macOS',
      address: null,
      createdAt: '2026-11-26T22:15:00.000Z',
      lastSeenAt: '2026-11-26T23:05:00.000Z',
      current: false,
    },
  ],
});

describe('my account', () => {
  it('opens from the user menu', async () => {
    server.use(getListOwnSessionsMockHandler(twoSessions));
    renderAdmin('/admin/orders', { dataProvider });
    // On a wide screen the menu's button shows the signed-in name once it has come; until then an icon button,
    // which the named one replaces, stands in.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Profile' })).toHaveTextContent('admin'));
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  });

  it('changes the password, after checking the repetition, and shows what the server refuses on its field', async () => {
    const sent: unknown[] = [];
    let answer: 'wrong' | 'ok' = 'wrong';
    server.use(
      getListOwnSessionsMockHandler(twoSessions),
      http.post('*/api/admin/account/password', async ({ request }) => {
        sent.push(await request.json());
        return answer === 'wrong'
          ? HttpResponse.json(
              {
                error: 'Your current password is not right',
                details: [{ field: 'currentPassword', message: 'Your current password is not right' }],
              },
              { status: 400 },
            )
          : HttpResponse.json({ message: 'Password changed', ended: 1 });
      }),
    );
    renderAdmin('/admin/account', { dataProvider });
    const card = await screen.findByRole('region', { name: 'Change your password' });
    const type = async (label: string, text: string) => {
      const box = within(card).getByLabelText(label, { selector: 'input' });
      await userEvent.clear(box);
      await userEvent.type(box, text);
    };
    await type('Current password', 'my old sentence');
    await type('New password', 'a brand new sentence');
    await type('New password again', 'a brand new sentense');
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText('The two new passwords are not the same')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await type('New password again', 'a brand new sentence');
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText('Your current password is not right')).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: 'my old sentence', newPassword: 'a brand new sentence' }]);

    answer = 'ok';
    await type('Current password', 'my right old sentence');
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. 1 other session was signed out.')).toBeInTheDocument();
    // A fresh form: the boxes are empty again.
    await waitFor(() =>
      expect(within(card).getByLabelText('Current password', { selector: 'input' })).toHaveValue(''),
    );
  });

  it('lists her sessions, this one marked, and signs out the others', async () => {
    let list = twoSessions();
    let ended = 0;
    server.use(
      getListOwnSessionsMockHandler(() => list),
      getEndOtherSessionsMockHandler(() => {
        ended += 1;
        list = { sessions: list.sessions.filter((s) => s.current) };
        return { message: 'Signed out everywhere else', ended: 1 };
      }),
    );
    renderAdmin('/admin/account', { dataProvider });
    const card = await screen.findByRole('region', { name: 'Where you are signed in' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Chrome on AndroidThis deviceSigned in .* · last used .* · from 41\.233\.12\.7$/,
      ),
      expect.stringMatching(/^Safari on macOSSigned in .* · last used [^·]*$/),
    ]);
    await userEvent.click(within(card).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(ended).toBe(1));
    expect(await within(card).findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
  });

  it('speaks Arabic in the Arabic back office', async () => {
    await loadArabic();
    server.use(getListOwnSessionsMockHandler(twoSessions));
    renderAdmin('/admin/account', { dataProvider, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'حسابي' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'الأجهزة اللي داخلة منها' });
    expect(await within(card).findByText('Chrome على Android')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة الأخرى' }),
    ).toBeInTheDocument();
  });
});
