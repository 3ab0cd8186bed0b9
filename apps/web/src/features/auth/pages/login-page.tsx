import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { saveSession } from '../../../lib/session.ts';
import { useLogin } from '../api/login.ts';

interface Values {
  name: string;
  password: string;
  remember: boolean;
}

/** Only a path inside this app is a valid target (no open redirect to another site). */
const safeTarget = (target: string | null) =>
  target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/auth') ? target : '/dashboard';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const userNameLabel = t('auth.field.userName');
  const passwordLabel = t('auth.field.password');

  const submit = (values: Values) => {
    setError(undefined);
    login.mutate(values, {
      onSuccess: ({ token, user }) => {
        // Nothing cached for a previous user (e.g. after a 401) may leak into this session.
        queryClient.clear();
        saveSession(token, user, values.remember);
        navigate(safeTarget(params.get('redirect')), { replace: true });
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 24 }}>
        {t('auth.login.title')}
      </Typography.Title>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<Values>
        layout="vertical"
        requiredMark={false}
        initialValues={{ remember: false }}
        onFinish={submit}
        onValuesChange={() => setError(undefined)}
      >
        <Form.Item
          name="name"
          label={userNameLabel}
          rules={[
            { required: true, whitespace: true, message: t('common.required', { field: userNameLabel }) },
          ]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={passwordLabel}
          rules={[{ required: true, message: t('common.required', { field: passwordLabel }) }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('auth.login.remember')}</Checkbox>
          </Form.Item>
          <Link to="/auth/forget-psw">{t('auth.login.forgot')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Form>
    </>
  );
}
