import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portledger/contracts';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '../api/reset-password.ts';

interface Values {
  password: string;
  password_confirmation: string;
}

/** /auth/reset-psw?token=...: set a new password from the mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const newLabel = t('auth.field.newPassword');

  if (!token || done !== undefined) {
    return (
      <Result
        status={token ? 'success' : 'warning'}
        title={token ? t('auth.reset.doneTitle') : t('auth.reset.missingToken')}
        subTitle={done}
        extra={
          <Button type="primary" onClick={() => navigate(token ? '/auth/login' : '/auth/forget-psw')}>
            {token ? t('auth.reset.goToLogin') : t('auth.reset.requestNew')}
          </Button>
        }
        style={{ padding: 0 }}
      />
    );
  }

  const submit = (values: Values) =>
    reset.mutate(
      { token, ...values },
      { onSuccess: (msg) => setDone(msg), onError: (e) => setError(e.message) },
    );

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 24 }}>
        {t('auth.reset.title')}
      </Typography.Title>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          action={<Link to="/auth/forget-psw">{t('auth.reset.requestNew')}</Link>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<Values>
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => setError(undefined)}
      >
        <Form.Item
          name="password"
          label={newLabel}
          rules={[
            { required: true, message: t('common.required', { field: newLabel }) },
            { min: PASSWORD_MIN_LENGTH, message: t('auth.reset.minLength', { min: PASSWORD_MIN_LENGTH }) },
            { max: PASSWORD_MAX_LENGTH, message: t('auth.reset.maxLength', { max: PASSWORD_MAX_LENGTH }) },
          ]}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t('auth.field.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('auth.reset.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('auth.reset.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Form>
    </>
  );
}
