import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portledger/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '../api/reset-password.ts';
import { ErrorAlert, PasswordField, ResultPanel, SubmitButton } from '../components/auth-fields.tsx';

/** /auth/reset-psw?token=...: set a new password from the mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const newLabel = t('auth.field.newPassword');

  if (!token || done !== undefined) {
    return (
      <ResultPanel
        status={token ? 'success' : 'warning'}
        title={token ? t('auth.reset.doneTitle') : t('auth.reset.missingToken')}
        action={
          <button
            type="button"
            className="pl-button"
            onClick={() => navigate(token ? '/auth/login' : '/auth/forget-psw')}
          >
            {token ? t('auth.reset.goToLogin') : t('auth.reset.requestNew')}
          </button>
        }
      >
        {done && <p className="pl-auth-secondary">{done}</p>}
      </ResultPanel>
    );
  }

  const { password, password_confirmation: confirmation } = values;
  const errors = {
    password: !password
      ? t('common.required', { field: newLabel })
      : password.length < PASSWORD_MIN_LENGTH
        ? t('auth.reset.minLength', { min: PASSWORD_MIN_LENGTH })
        : password.length > PASSWORD_MAX_LENGTH
          ? t('auth.reset.maxLength', { max: PASSWORD_MAX_LENGTH })
          : undefined,
    confirmation: !confirmation
      ? t('auth.reset.confirmRequired')
      : confirmation !== password
        ? t('auth.reset.mismatch')
        : undefined,
  };
  const change = (next: Partial<typeof values>) => {
    setValues({ ...values, ...next });
    setError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (errors.password || errors.confirmation || reset.isPending) return;
    reset.run({ token, ...values }, { onSuccess: setDone, onError: (e) => setError(e.message) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <h2>{t('auth.reset.title')}</h2>
      {error && (
        <ErrorAlert action={<Link to="/auth/forget-psw">{t('auth.reset.requestNew')}</Link>}>
          {error}
        </ErrorAlert>
      )}
      <PasswordField
        label={newLabel}
        value={password}
        onChange={(value) => change({ password: value })}
        error={checked ? errors.password : undefined}
        autoComplete="new-password"
        autoFocus
      />
      <PasswordField
        label={t('auth.field.confirmPassword')}
        value={confirmation}
        onChange={(value) => change({ password_confirmation: value })}
        error={checked ? errors.confirmation : undefined}
        autoComplete="new-password"
      />
      <SubmitButton pending={reset.isPending}>{t('auth.reset.submit')}</SubmitButton>
    </form>
  );
}
