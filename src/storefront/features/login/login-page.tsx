/**
 * /login, outside the shop's layout (docs/product.md#login): an admin signs in with username and password,
 * both required, and goes to the back office at /admin/dashboard. With two-step sign-in on (decision 32) the
 * password earns a ticket instead, and the card asks for her code (`code-form.tsx`) before she goes.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../router';
import { useLogin } from '../../../../generated/shop-api/auth/auth';
import type { LoginResultSecondStep } from '../../../../generated/models';
import { loginBodyPasswordMax, loginBodyUsernameMax } from '../../../../generated/zod/auth/auth.zod';
import { common } from '../../i18n/common';
import { login as t } from '../../i18n/login';
import { CodeForm } from './code-form';
import { fullNavigation } from './full-navigation';
import { loginFailureMessage, loginFormSchema, type LoginFormValues } from './login-form';
import './login.css';
import { ChallengeStatus } from '../../components/challenge-status';
import { usePageHead } from '../../components/page-head';
import { PageLoading } from '../../components/page-loading';
import { useHydrated } from '../../components/use-hydrated';

export const ADMIN_HOME = '/admin/dashboard';

/**
 * The sign-in form is the browser's: sent by the server it would take a password typed before the code has
 * started, and a submit then would be the browser's own (the password in the address). The server sends the page
 * loading; nothing here is for crawlers (robots noindex).
 */
export default function LoginPage() {
  usePageHead({ page: 'login' });
  return useHydrated() ? <LoginForm /> : <PageLoading />;
}

function LoginForm() {
  const id = useId();
  const signIn = useLogin();
  // The spec's alert is gone once dismissed; the same words stay on the form so the admin still sees why.
  const [failure, setFailure] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<LoginResultSecondStep | null>(null);
  // Back from the code form: the password box (emptied) takes the focus, the username stays as typed.
  const [returned, setReturned] = useState(false);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
  });

  const onValid = (values: LoginFormValues) => {
    setFailure(null);
    signIn.mutate(
      { data: values },
      {
        onSuccess: (result) => {
          if (!result.secondStep) return fullNavigation.assign(ADMIN_HOME);
          // No session yet, only a ticket: the password is not needed again, so it is not kept either.
          resetField('password');
          setSecondStep(result.secondStep);
        },
        onError: (error) => {
          const message = loginFailureMessage(error);
          setFailure(message);
          window.alert(message);
        },
      },
    );
  };

  const backToPassword = (message: string | null) => {
    setSecondStep(null);
    setFailure(message);
    setReturned(true);
  };

  const describedBy = (name: keyof LoginFormValues) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <main className="login-page">
      <div className="login-card">
        <Link to="/" className="login-card__brand">
          {common.brand}
        </Link>
        {secondStep ? (
          <CodeForm
            key={secondStep.ticket}
            ticket={secondStep.ticket}
            onSignedIn={() => fullNavigation.assign(ADMIN_HOME)}
            onEnded={backToPassword}
            onStartAgain={() => backToPassword(null)}
          />
        ) : (
          <>
            <h1 id={`${id}-title`}>{t.title}</h1>
            <form noValidate aria-labelledby={`${id}-title`} onSubmit={handleSubmit(onValid)}>
              <div className="field">
                <label htmlFor={`${id}-username`}>{t.username}</label>
                <input
                  id={`${id}-username`}
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  maxLength={loginBodyUsernameMax}
                  aria-invalid={errors.username ? true : undefined}
                  aria-describedby={describedBy('username')}
                  {...register('username')}
                />
                {errors.username ? (
                  <p id={`${id}-username-error`} className="field-error">
                    {t.usernameRequired}
                  </p>
                ) : null}
              </div>
              <div className="field">
                <label htmlFor={`${id}-password`}>{t.password}</label>
                <input
                  id={`${id}-password`}
                  type="password"
                  autoComplete="current-password"
                  autoFocus={returned}
                  required
                  maxLength={loginBodyPasswordMax}
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={describedBy('password')}
                  {...register('password')}
                />
                {errors.password ? (
                  <p id={`${id}-password-error`} className="field-error">
                    {t.passwordRequired}
                  </p>
                ) : null}
              </div>
              {failure ? (
                <p role="alert" className="login-card__failure">
                  {failure}
                </p>
              ) : null}
              <button
                type="submit"
                className="button button--primary button--block"
                disabled={signIn.isPending}
              >
                {signIn.isPending ? t.submitting : t.submit}
              </button>
            </form>
          </>
        )}
        <Link to="/" className="login-card__back">
          {t.backToShop}
        </Link>
      </div>
      <ChallengeStatus />
    </main>
  );
}
