import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { saveSession, takeSignedOutReason } from '../../../lib/token.ts';
import { useLogin } from '../api/login.ts';
import {
  CheckboxField,
  ErrorAlert,
  NoticeAlert,
  PasswordField,
  SubmitButton,
  TextField,
} from '../components/auth-fields.tsx';

/** Only a path inside this app is a valid target (no open redirect to another site). */
const safeTarget = (target: string | null) =>
  target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/auth') ? target : '/dashboard';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [values, setValues] = useState({ name: '', password: '', remember: false });
  // Field errors show once the user has tried to submit, then follow the typing.
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  // Why the last session ended (idle, ended by an operator, expired), read once when the page opens.
  const [signedOut, setSignedOut] = useState(takeSignedOutReason);
  const userNameLabel = t('auth.field.userName');
  const passwordLabel = t('auth.field.password');
  const fieldErrors = {
    name: values.name.trim() ? undefined : t('common.required', { field: userNameLabel }),
    password: values.password ? undefined : t('common.required', { field: passwordLabel }),
  };
  const change = (next: Partial<typeof values>) => {
    setValues({ ...values, ...next });
    setError(undefined);
    setSignedOut(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (fieldErrors.name || fieldErrors.password || login.isPending) return;
    setError(undefined);
    login.run(values, {
      onSuccess: ({ token, user }) => {
        saveSession(token, user, values.remember);
        navigate(safeTarget(params.get('redirect')), { replace: true });
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <h2>{t('auth.login.title')}</h2>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      {signedOut && !error && <NoticeAlert>{signedOut}</NoticeAlert>}
      <TextField
        label={userNameLabel}
        value={values.name}
        onChange={(name) => change({ name })}
        error={checked ? fieldErrors.name : undefined}
        prefix={<UserOutlined />}
        autoComplete="username"
        autoFocus
      />
      <PasswordField
        label={passwordLabel}
        value={values.password}
        onChange={(password) => change({ password })}
        error={checked ? fieldErrors.password : undefined}
        prefix={<LockOutlined />}
        autoComplete="current-password"
      />
      <div className="pl-auth-row">
        <CheckboxField
          label={t('auth.login.remember')}
          checked={values.remember}
          onChange={(remember) => change({ remember })}
        />
        <Link to="/auth/forget-psw">{t('auth.login.forgot')}</Link>
      </div>
      <SubmitButton pending={login.isPending}>{t('auth.login.submit')}</SubmitButton>
    </form>
  );
}
