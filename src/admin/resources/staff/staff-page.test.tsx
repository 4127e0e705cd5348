// The owner's staff screen: the members with their role and status, an invitation made with its one-time link,
// a role changed and a member removed, each through its call; the server's refusal shown as it says it. Two-step
// sign-in: each member's, a reset after asking (never her own), and the switch requiring it of everyone.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getInviteStaffMockHandler,
  getListStaffMockHandler,
  getRemoveStaffMemberMockHandler,
  getSetTwoStepRequiredMockHandler,
} from '../../../../generated/api/staff/staff.msw';
import type { StaffList } from '../../../../generated/models';
import { dataProvider } from '../../data-provider';
import { loadArabic } from '../../i18n/use-admin-texts';
import { renderAdmin } from '../../test-support/render-admin';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./staff-page');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const staff = (): StaffList => ({
  members: [
    {
      id: 1,
      username: 'admin',
      role: 'owner',
      suspended: false,
      twoStep: true,
      createdAt: '2026-10-01T09:00:00.000Z',
    },
    {
      id: 4,
      username: 'sara',
      role: 'order_desk',
      suspended: false,
      twoStep: false,
      createdAt: '2026-11-20T12:30:00.000Z',
    },
  ],
  invites: [],
  twoStepRequired: false,
});

describe('staff page', () => {
  it('lists the members, invites one with a one-time link, and changes a role', async () => {
    const list = staff();
    const invites: unknown[] = [];
    const updates: unknown[] = [];
    server.use(
      getListStaffMockHandler(() => list),
      getInviteStaffMockHandler(async ({ request }) => {
        const body = (await request.json()) as { username: string; role: 'packer' };
        invites.push(body);
        const invite = { id: 9, ...body, expiresAt: '2026-11-28T10:00:00.000Z' };
        list.invites.push(invite);
        return { ...invite, token: 'the-one-time-token' };
      }),
      http.patch('*/api/admin/staff/:id', async ({ request, params }) => {
        updates.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({ ...list.members[1], role: 'packer' });
      }),
    );
    renderAdmin('/admin/staff', { dataProvider });
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).getByText('sara')).toBeInTheDocument();
    expect(within(members).getAllByText('Active')).toHaveLength(2);

    // A username outside the contract's form is refused here, before any call.
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'Omar Adel');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(invites).toEqual([]);
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByRole('textbox', { name: /Username/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'omar');
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Packer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(invites).toEqual([{ username: 'omar', role: 'packer' }]));
    expect(
      await screen.findByDisplayValue(`${window.location.origin}/admin/join#the-one-time-token`),
    ).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Open invitations' })).toHaveTextContent('omar');

    await userEvent.click(screen.getByRole('combobox', { name: 'Role of sara' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Packer/ }));
    await waitFor(() => expect(updates).toEqual([{ id: '4', role: 'packer' }]));
  });

  it("shows the server's refusal, and removes a member after asking", async () => {
    let removed = 0;
    server.use(
      getListStaffMockHandler(staff),
      http.patch('*/api/admin/staff/:id', () =>
        HttpResponse.json(
          { error: 'The shop needs at least one owner who is not suspended' },
          { status: 409 },
        ),
      ),
      getRemoveStaffMemberMockHandler(() => {
        removed += 1;
      }),
    );
    renderAdmin('/admin/staff', { dataProvider });
    const members = await screen.findByRole('table', { name: 'Members' });
    await userEvent.click(within(members).getAllByRole('button', { name: 'Suspend' })[0]!);
    expect(
      await screen.findByText(/The shop needs at least one owner who is not suspended/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove sara' }));
    await userEvent.click(await screen.findByRole('button', { name: /Confirm|Delete|Remove/ }));
    await waitFor(() => expect(removed).toBe(1));
  });

  it("shows each member's two-step sign-in, and resets one's after asking, never her own", async () => {
    const list = staff();
    list.members[1]!.twoStep = true;
    const updates: unknown[] = [];
    server.use(
      getListStaffMockHandler(() => list),
      http.patch('*/api/admin/staff/:id', async ({ request, params }) => {
        updates.push({ id: params.id, ...((await request.json()) as object) });
        list.members[1]!.twoStep = false;
        return HttpResponse.json(list.members[1]);
      }),
    );
    // Signed in as the owner, admin (id 1).
    renderAdmin('/admin/staff', { dataProvider });
    const members = await screen.findByRole('table', { name: 'Members' });
    const rows = within(members).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/^(On|Off)$/).textContent)).toEqual(['On', 'On']);
    // Her own is not reset from here (the server refuses it).
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in of admin' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset two-step sign-in of sara' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Her authenticator and recovery codes stop working and she is signed out. She sets it up again at her next sign-in.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(updates).toEqual([]);

    // The closing dialog hides the page from the accessibility tree until it is gone.
    await userEvent.click(await screen.findByRole('button', { name: 'Reset two-step sign-in of sara' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(updates).toEqual([{ id: '4', resetTwoStep: true }]));
    await waitFor(() => expect(within(rows[1]!).getByText(/^(On|Off)$/)).toHaveTextContent('Off'));
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in of sara' })).not.toBeInTheDocument();
  });

  it("requires two-step sign-in of everyone with the switch, and shows the server's refusal under it", async () => {
    const list = staff();
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      getListStaffMockHandler(() => list),
      getSetTwoStepRequiredMockHandler(async ({ request }) => {
        const body = (await request.json()) as { required: boolean };
        bodies.push(body);
        if (refuse)
          throw HttpResponse.json(
            { error: 'Turn on your own two-step sign-in before requiring it of everyone' },
            { status: 409 },
          );
        list.twoStepRequired = body.required;
        return body;
      }),
    );
    renderAdmin('/admin/staff', { dataProvider });
    const toggle = await screen.findByRole('switch', { name: 'Require two-step sign-in for everyone' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(
      await screen.findByText(/Turn on your own two-step sign-in before requiring it of everyone/),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());

    refuse = false;
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(bodies).toEqual([{ required: true }, { required: true }]);
    expect(
      screen.queryByText(/Turn on your own two-step sign-in before requiring it of everyone/),
    ).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(bodies).toEqual([{ required: true }, { required: true }, { required: false }]);
  });

  it('speaks Arabic in the Arabic back office', async () => {
    await loadArabic();
    server.use(getListStaffMockHandler(staff));
    renderAdmin('/admin/staff', { dataProvider, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'فريق العمل' })).toBeInTheDocument();
    const members = await screen.findByRole('table', { name: 'الأعضاء' });
    expect(within(members).getByText('مفعّل')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'الدخول بخطوتين إجباري على الكل' })).toBeInTheDocument();
  });
});
