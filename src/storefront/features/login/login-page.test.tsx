import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import {
  getLoginMockHandler,
  getLoginResponseMock,
  getVerifySignInCodeMockHandler,
  getVerifySignInCodeResponseMock,
} from '../../../../generated/shop-api/auth/auth.msw';
import { renderPage } from '../cart/test-utils';
import { fullNavigation } from './full-navigation';
import LoginPage from './login-page';
import { axeViolations } from '../cart/axe';

const server = setupServer(getLoginMockHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

let alertSpy: MockInstance<typeof window.alert>;
let assignSpy: MockInstance<typeof fullNavigation.assign>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
  assignSpy = vi.spyOn(fullNavigation, 'assign').mockImplementation(() => {});
});

const renderLogin = () => renderPage('/login', <LoginPage />);

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  it('is the Admin Login form with username and password', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await waitFor(() => expect(document.title).toBe('Admin Login — Morph'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('sends the credentials and goes to /admin/dashboard with a full page load', async () => {
    let sent: unknown;
    server.use(
      getLoginMockHandler(async ({ request }) => ((sent = await request.json()), getLoginResponseMock())),
    );
    renderLogin();
    await signIn('admin', 'correct horse battery staple');
    await waitFor(() => expect(assignSpy).toHaveBeenCalledWith('/admin/dashboard'));
    expect(sent).toEqual({ username: 'admin', password: 'correct horse battery staple' });
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('alerts "Invalid credentials" when the server refuses', async () => {
    server.use(
      http.post('*/api/admin/login', () =>
        HttpResponse.json({ error: 'Wrong username or password' }, { status: 401 }),
      ),
    );
    renderLogin();
    await signIn('admin', 'nope');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Invalid credentials'));
    expect(assignSpy).not.toHaveBeenCalled();
  });

  it('also shows "Invalid credentials" on the form itself, until the next attempt', async () => {
    let refuse = true;
    server.use(
      http.post('*/api/admin/login', () =>
        refuse
          ? HttpResponse.json({ error: 'Wrong username or password' }, { status: 401 })
          : HttpResponse.json(getLoginResponseMock()),
      ),
    );
    renderLogin();
    const user = await signIn('admin', 'nope');
    const form = screen.getByRole('form', { name: 'Admin Login' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Invalid credentials$/);
    expect(alertSpy).toHaveBeenCalledWith('Invalid credentials');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(assignSpy).toHaveBeenCalledWith('/admin/dashboard'));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("passes on the server's throttle message", async () => {
    server.use(
      http.post('*/api/admin/login', () =>
        HttpResponse.json({ error: 'Too many attempts. Try again in 15 minutes.' }, { status: 429 }),
      ),
    );
    renderLogin();
    await signIn('admin', 'nope');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Too many attempts. Try again in 15 minutes.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Too many attempts\. Try again in 15 minutes\.$/,
    );
  });

  it('requires both fields and sends nothing without them', async () => {
    let called = false;
    server.use(getLoginMockHandler(() => ((called = true), getLoginResponseMock())));
    renderLogin();
    await signIn('', '');
    expect(await screen.findByText('Enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Enter your username.');
    expect(called).toBe(false);
  });

  it('disables the button while signing in', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(getLoginMockHandler(async () => (await gate, getLoginResponseMock())));
    renderLogin();
    await signIn('admin', 'secret');
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release();
    await waitFor(() => expect(assignSpy).toHaveBeenCalled());
  });

  it('has no accessibility violations with the sign-in failure on the form', async () => {
    server.use(
      http.post('*/api/admin/login', () =>
        HttpResponse.json({ error: 'Wrong username or password' }, { status: 401 }),
      ),
    );
    renderLogin();
    await signIn('admin', 'nope');
    await screen.findByRole('alert');
    expect(await axeViolations()).toEqual([]);
  });

  it('has no accessibility violations, with the required messages shown', async () => {
    renderLogin();
    await signIn('', '');
    await screen.findByText('Enter your username.');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('LoginPage, second step (decision 32)', () => {
  const TICKET = 't'.repeat(43);
  const wrongCode = 'That code is not right. Check the time on your phone and try the newest code.';
  const ended = 'Your sign-in took too long or had too many wrong codes. Enter your password again.';

  /** The password step answered with a ticket: no cookie, no session yet. */
  function askForCode() {
    server.use(
      getLoginMockHandler({
        ...getLoginResponseMock(),
        message: 'Enter the code from your authenticator app',
        secondStep: { ticket: TICKET, expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() },
      }),
    );
  }

  async function reachCodeForm() {
    askForCode();
    renderLogin();
    const user = await signIn('admin', 'correct horse battery staple');
    await screen.findByRole('form', { name: 'Two-step sign-in' });
    return user;
  }

  it('asks for the code after the password, then sends it with the ticket and goes to /admin/dashboard', async () => {
    let sent: unknown;
    server.use(
      getVerifySignInCodeMockHandler(
        async ({ request }) => ((sent = await request.json()), getVerifySignInCodeResponseMock()),
      ),
    );
    const user = await reachCodeForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '40');
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app.');
    expect(assignSpy).not.toHaveBeenCalled();

    await user.type(code, ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(assignSpy).toHaveBeenCalledWith('/admin/dashboard'));
    expect(sent).toEqual({ ticket: TICKET, code: '123456' });
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("shows the server's words for a wrong code and stays on the code form, the code selected", async () => {
    let answer = 401;
    server.use(
      http.post('*/api/admin/login/code', () =>
        answer === 401
          ? HttpResponse.json({ error: wrongCode }, { status: 401 })
          : HttpResponse.json(getVerifySignInCodeResponseMock()),
      ),
    );
    const user = await reachCodeForm();
    const code = screen.getByLabelText('Code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const form = screen.getByRole('form', { name: 'Two-step sign-in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(wrongCode);
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('000000');
    expect([(code as HTMLInputElement).selectionStart, (code as HTMLInputElement).selectionEnd]).toEqual([
      0, 6,
    ]);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(assignSpy).not.toHaveBeenCalled();

    // The next code from the app replaces the wrong one, and the old message goes with the new attempt.
    answer = 200;
    await user.keyboard('654321{Enter}');
    await waitFor(() => expect(assignSpy).toHaveBeenCalledWith('/admin/dashboard'));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back to the password form with the message when the ticket has ended', async () => {
    server.use(
      http.post('*/api/admin/login/code', () => HttpResponse.json({ error: ended }, { status: 410 })),
    );
    const user = await reachCodeForm();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const form = await screen.findByRole('form', { name: 'Admin Login' });
    expect(within(form).getByRole('alert')).toHaveTextContent(ended);
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(assignSpy).not.toHaveBeenCalled();
  });

  it('switches to a recovery code and back', async () => {
    let sent: unknown;
    server.use(
      getVerifySignInCodeMockHandler(
        async ({ request }) => ((sent = await request.json()), getVerifySignInCodeResponseMock()),
      ),
    );
    const user = await reachCodeForm();
    await user.type(screen.getByLabelText('Code'), '12');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(recovery).toHaveValue('');
    expect(recovery).toHaveFocus();
    expect(recovery).toHaveAttribute('inputmode', 'text');
    expect(recovery).toHaveAttribute('autocapitalize', 'characters');
    expect(recovery).toHaveAccessibleDescription(
      'Enter one of the recovery codes you saved when you set up two-step sign-in.',
    );

    await user.click(screen.getByRole('button', { name: 'Use the code from my app' }));
    expect(screen.getByLabelText('Code')).toHaveAttribute('inputmode', 'numeric');

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'K7QF-2M9D-XR4T-8HBN');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(assignSpy).toHaveBeenCalledWith('/admin/dashboard'));
    expect(sent).toEqual({ ticket: TICKET, code: 'K7QF-2M9D-XR4T-8HBN' });
  });

  it('asks for the code and sends nothing without it', async () => {
    let called = false;
    server.use(getVerifySignInCodeMockHandler(() => ((called = true), getVerifySignInCodeResponseMock())));
    const user = await reachCodeForm();
    await user.type(screen.getByLabelText('Code'), '   ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
      'Enter the code. Enter the 6-digit code from your authenticator app.',
    );
    expect(called).toBe(false);
  });

  it("passes on the throttle's message and leaves the form usable", async () => {
    server.use(
      http.post('*/api/admin/login/code', () =>
        HttpResponse.json({ error: 'Too many attempts. Try again in 15 minutes.' }, { status: 429 }),
      ),
    );
    const user = await reachCodeForm();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Too many attempts\. Try again in 15 minutes\.$/,
    );
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('starts again from the password, the username kept', async () => {
    const user = await reachCodeForm();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    const form = screen.getByRole('form', { name: 'Admin Login' });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('has no accessibility violations on the code form with a refusal shown', async () => {
    server.use(
      http.post('*/api/admin/login/code', () => HttpResponse.json({ error: wrongCode }, { status: 401 })),
    );
    const user = await reachCodeForm();
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('alert');
    expect(await axeViolations()).toEqual([]);
  });
});
