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
import { getLoginMockHandler, getLoginResponseMock } from '../../../../generated/api/auth/auth.msw';
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
  it('is the Admin Login form with username and password', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(document.title).toBe('Admin Login — Morph');
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
