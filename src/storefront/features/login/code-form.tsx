/**
 * The second step of an admin's sign-in (decision 32): her password earned a ticket, and this form sends it with
 * the code from her authenticator app, or with one of her recovery codes. It takes the password form's place in
 * the same card; the page decides where a success or an ended ticket leads.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useVerifySignInCode } from '../../../../generated/shop-api/auth/auth';
import { verifySignInCodeBodyCodeMax } from '../../../../generated/zod/auth/auth.zod';
import { login as t } from '../../i18n/login';
import { codeFailure, codeFormSchema, type CodeFormInput, type CodeFormValues } from './login-form';

export function CodeForm({
  ticket,
  onSignedIn,
  onEnded,
  onStartAgain,
}: {
  ticket: string;
  onSignedIn: () => void;
  /** The ticket is over (410): back to the password, with the server's words. */
  onEnded: (message: string) => void;
  onStartAgain: () => void;
}) {
  const id = useId();
  const verify = useVerifySignInCode();
  const [recovery, setRecovery] = useState(false);
  // Stays until the next attempt, as the password form's does; never a window alert (that is the password's).
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm<CodeFormInput, unknown, CodeFormValues>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  // Also after success: the back office is loading, and a second press would spend an already used ticket (410).
  const busy = verify.isPending || verify.isSuccess;

  const onValid = ({ code }: CodeFormValues) => {
    setFailure(null);
    verify.mutate(
      { data: { ticket, code } },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          const { message, ended } = codeFailure(error);
          if (ended) return onEnded(message);
          setFailure(message);
          // Selected: the next code from the app replaces it, and a mistyped recovery code can still be mended.
          setFocus('code', { shouldSelect: true });
        },
      },
    );
  };

  const switchKind = () => {
    setRecovery((on) => !on);
    // Six digits are no start of a recovery code, nor the reverse; the field keeps the focus the link took.
    resetField('code');
    setFocus('code');
  };

  const errorId = `${id}-code-error`;
  return (
    <>
      <div className="login-card__heading">
        <h1 id={`${id}-title`}>{t.codeTitle}</h1>
        <p id={`${id}-help`}>{recovery ? t.recoveryHelp : t.codeHelp}</p>
      </div>
      <form noValidate aria-labelledby={`${id}-title`} onSubmit={handleSubmit(onValid)}>
        <div className="field">
          <label htmlFor={`${id}-code`}>{recovery ? t.recoveryCode : t.code}</label>
          <input
            id={`${id}-code`}
            className="login-card__code"
            type="text"
            // Codes are Latin letters and digits, read left to right on Arabic pages too.
            dir="ltr"
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete={recovery ? 'off' : 'one-time-code'}
            autoCapitalize={recovery ? 'characters' : 'none'}
            autoCorrect="off"
            spellCheck={false}
            // The card has nothing else to do now: the admin has just come from her password, app in hand.
            autoFocus
            required
            maxLength={verifySignInCodeBodyCodeMax}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? `${errorId} ${id}-help` : `${id}-help`}
            {...register('code')}
          />
          {errors.code ? (
            <p id={errorId} className="field-error">
              {t.codeRequired}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p role="alert" className="login-card__failure">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t.verifying : t.verify}
        </button>
      </form>
      <div className="login-card__actions">
        <button type="button" className="login-card__link" onClick={switchKind}>
          {recovery ? t.useAppCode : t.useRecoveryCode}
        </button>
        <button type="button" className="login-card__link" onClick={onStartAgain}>
          {t.startAgain}
        </button>
      </div>
    </>
  );
}
