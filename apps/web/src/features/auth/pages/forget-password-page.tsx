import { UserOutlined } from '@ant-design/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSendReset } from '../api/send-reset.ts';
import { ErrorAlert, ResultPanel, SubmitButton, TextField } from '../components/auth-fields.tsx';

/** /auth/forget-psw: ask for a reset mail by user name; errors inline, no toast. */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sendReset = useSendReset();
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const userNameLabel = t('auth.field.userName');
  const nameError = name.trim() ? undefined : t('common.required', { field: userNameLabel });

  if (sent !== undefined) {
    return (
      <ResultPanel
        status="success"
        title={t('auth.forget.sentTitle')}
        action={
          <button type="button" className="pl-button" onClick={() => navigate('/auth/login')}>
            {t('auth.forget.backToLogin')}
          </button>
        }
      >
        <p>{sent}</p>
        <p className="pl-auth-secondary">{t('auth.forget.sentHint')}</p>
      </ResultPanel>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (nameError || sendReset.isPending) return;
    sendReset.run({ name }, { onSuccess: setSent, onError: (e) => setError(e.message) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <h2 style={{ marginBottom: 8 }}>{t('auth.forget.title')}</h2>
      <p className="pl-auth-secondary">{t('auth.forget.intro')}</p>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <TextField
        label={userNameLabel}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(undefined);
        }}
        error={checked ? nameError : undefined}
        prefix={<UserOutlined />}
        autoComplete="username"
        autoFocus
      />
      <SubmitButton pending={sendReset.isPending}>{t('auth.forget.submit')}</SubmitButton>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/auth/login">{t('auth.forget.backToLogin')}</Link>
      </div>
    </form>
  );
}
