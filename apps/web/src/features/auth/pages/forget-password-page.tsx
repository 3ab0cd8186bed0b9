import { UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSendReset } from '../api/send-reset.ts';

/** /auth/forget-psw: ask for a reset mail by user name; errors inline, no toast. */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sendReset = useSendReset();
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const userNameLabel = t('auth.field.userName');

  if (sent !== undefined) {
    return (
      <Result
        status="success"
        title={t('auth.forget.sentTitle')}
        subTitle={
          <>
            <Typography.Paragraph>{sent}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">{t('auth.forget.sentHint')}</Typography.Paragraph>
          </>
        }
        extra={
          <Button type="primary" onClick={() => navigate('/auth/login')}>
            {t('auth.forget.backToLogin')}
          </Button>
        }
        style={{ padding: 0 }}
      />
    );
  }

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('auth.forget.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('auth.forget.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<{ name: string }>
        layout="vertical"
        requiredMark={false}
        onValuesChange={() => setError(undefined)}
        onFinish={(values) =>
          sendReset.mutate(values, { onSuccess: (msg) => setSent(msg), onError: (e) => setError(e.message) })
        }
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
        <Button type="primary" htmlType="submit" block loading={sendReset.isPending}>
          {t('auth.forget.submit')}
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/auth/login">{t('auth.forget.backToLogin')}</Link>
      </div>
    </>
  );
}
