// The page an invited member opens (/admin/join#<token>): she sets her password twice, the token goes with it,
// and she lands in the back office; a used link says so in the server's words; the page speaks her browser's
// language; the token leaves the address bar once read.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import JoinPage, { ADMIN_START } from './join-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const PASSWORD = 'a long enough staff password';

function open(hash: string) {
  window.history.replaceState(null, '', `/admin/join${hash}`);
  const goTo = vi.fn();
  render(<JoinPage goTo={goTo} />);
  return goTo;
}

async function fill(password: string, again = password) {
  await userEvent.type(screen.getByLabelText(/^Password \*?$|^Password$/), password);
  await userEvent.type(screen.getByLabelText(/Password again/), again);
  await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));
}

describe('join page', () => {
  it('sets the password with the link’s token and goes to the back office', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/admin/staff/invites/accept', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { message: 'Signed in', admin: { id: 5, username: 'omar', role: 'packer' } },
          { status: 201 },
        );
      }),
    );
    const goTo = open('#tok-123');
    expect(window.location.hash).toBe('');
    await fill('too short');
    expect(screen.getByRole('alert')).toHaveTextContent('At least 12 characters.');
    await userEvent.clear(screen.getByLabelText(/^Password \*?$|^Password$/));
    await userEvent.clear(screen.getByLabelText(/Password again/));
    await fill(PASSWORD, `${PASSWORD}!`);
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords are not the same.');
    expect(bodies).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/Password again/));
    await userEvent.type(screen.getByLabelText(/Password again/), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(ADMIN_START));
    expect(bodies).toEqual([{ token: 'tok-123', password: PASSWORD }]);
  });

  it("shows the server's sentence for a used link", async () => {
    const gone = "This invitation has expired or was already used. Ask the shop's owner for a new one.";
    server.use(
      http.post('*/api/admin/staff/invites/accept', () =>
        HttpResponse.json({ error: gone }, { status: 410 }),
      ),
    );
    const goTo = open('#used');
    await fill(PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(gone);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('says a link without its token is incomplete, in Arabic for an Arabic browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'ar']);
    open('');
    expect(screen.getByRole('heading', { name: 'انضمي للوحة تحكم المتجر' })).toBeInTheDocument();
    expect(screen.getByText(/الرابط ده ناقص/)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('dir', 'rtl');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
