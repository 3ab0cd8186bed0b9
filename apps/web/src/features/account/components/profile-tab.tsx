import { EditOutlined } from '@ant-design/icons';
import type { Locale, UserInfo } from '@portledger/contracts';
import { Alert, App, Button, Descriptions, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HttpError } from '../../../lib/http.ts';
import { currentLocale, switchLocale } from '../../../lib/i18n.ts';
import { clearSession } from '../../../lib/session.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

interface Values {
  display_name: string;
  email: string;
  locale: Locale;
}

/** SPEC.md section 8: the two titles a failed profile save shows. */
type Failure = { title: string; description?: string };

/** The Profile tab: the user's details, and an edit form with the product's two failure titles. */
export function ProfileTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const update = useUpdateProfile();
  const localeName = (locale: Locale) =>
    t(locale === 'zh-CN' ? 'common.language.zhCN' : 'common.language.enUS');
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('common.required', { field: label }),
  });

  const save = async (values: Values) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({
        id: user.id,
        body: { display_name: values.display_name.trim(), email: values.email.trim(), locale: values.locale },
        quiet: true,
      });
      message.success(t('account.profile.saved'));
      setEditing(false);
      // The profile's language is also the app's: switching reloads the page in it.
      if (saved.locale !== currentLocale()) switchLocale(saved.locale);
    } catch (error) {
      if (error instanceof HttpError && error.code === 401) {
        clearSession();
        navigate('/auth/login', { replace: true });
        return;
      }
      const fields =
        error instanceof HttpError
          ? ((error.data as { errors?: { field: string; message: string }[] })?.errors ?? [])
          : [];
      form.setFields(
        fields
          .filter((f) => f.field in values)
          .map((f) => ({ name: f.field as keyof Values, errors: [f.message] })),
      );
      const taken =
        error instanceof HttpError && error.code === 422 && fields.some((f) => f.field === 'email');
      setFailure(
        taken
          ? { title: t('account.profile.emailTaken') }
          : { title: t('account.profile.failed'), description: (error as Error).message },
      );
    }
  };

  const submit = (values: Values) =>
    modal.confirm({
      title: t('account.profile.confirmTitle'),
      content: t('account.profile.confirmContent'),
      okText: t('account.profile.save'),
      cancelText: t('common.cancel'),
      onOk: () => save(values),
    });

  if (!editing) {
    return (
      <div style={{ maxWidth: 760 }}>
        <Descriptions
          column={1}
          bordered
          size="middle"
          styles={{ label: { width: 200 } }}
          data-testid="profile-view"
          items={[
            { key: 'name', label: t('account.profile.userName'), children: user.name },
            { key: 'display', label: t('account.profile.displayName'), children: user.display_name },
            { key: 'email', label: t('account.profile.email'), children: user.email },
            { key: 'locale', label: t('account.profile.language'), children: localeName(user.locale) },
            { key: 'role', label: t('account.profile.role'), children: t(`account.role.${user.kind}`) },
            { key: 'company', label: t('account.profile.company'), children: user.entity.name },
          ]}
        />
        <Button
          type="primary"
          icon={<EditOutlined />}
          style={{ marginTop: 16 }}
          data-testid="profile-edit"
          onClick={() => {
            setFailure(null);
            setEditing(true);
          }}
        >
          {t('account.profile.edit')}
        </Button>
      </div>
    );
  }

  return (
    <div style={{ maxWidth: 560 }}>
      {failure && (
        <Alert
          type="error"
          showIcon
          data-testid="profile-failure"
          style={{ marginBottom: 16 }}
          title={failure.title}
          description={failure.description}
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="profile-form"
        initialValues={{ display_name: user.display_name, email: user.email, locale: user.locale }}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
      >
        <Form.Item label={t('account.profile.userName')} extra={t('account.profile.userNameHint')}>
          <Input value={user.name} disabled />
        </Form.Item>
        <Form.Item
          name="display_name"
          label={t('account.profile.displayName')}
          rules={[
            required(t('account.profile.displayName')),
            { max: 100, message: t('account.profile.tooLong', { max: 100 }) },
          ]}
        >
          <Input data-testid="profile-display-name" autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('account.profile.email')}
          rules={[
            required(t('account.profile.email')),
            { type: 'email', message: t('account.profile.emailInvalid') },
            { max: 254, message: t('account.profile.tooLong', { max: 254 }) },
          ]}
        >
          <Input data-testid="profile-email" type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="locale"
          label={t('account.profile.language')}
          extra={t('account.profile.languageHint')}
        >
          <Select<Locale>
            data-testid="profile-locale"
            options={(['en-US', 'zh-CN'] as const).map((locale) => ({
              value: locale,
              label: localeName(locale),
            }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-save">
            {t('account.profile.save')}
          </Button>
          <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </div>
  );
}
