import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portledger/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../api/update-profile.ts';

interface Values {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** Every user can change their own password (DESIGN.md section 8); server errors come as toasts. */
export function ChangePasswordModal({
  userId,
  open,
  onClose,
}: {
  userId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateProfile();
  const required = (label: string) => ({ required: true, message: t('common.required', { field: label }) });

  const submit = async (values: Values) => {
    await update.mutateAsync({ id: userId, body: values });
    message.success(t('account.changePassword.done'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('account.changePassword.title')}
      okText={t('account.changePassword.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => submit(values).catch(() => {})}
      >
        <Form.Item
          name="current_password"
          label={t('account.changePassword.current')}
          rules={[required(t('account.changePassword.current'))]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('account.changePassword.new')}
          rules={[
            required(t('account.changePassword.new')),
            { min: PASSWORD_MIN_LENGTH, message: t('auth.reset.minLength', { min: PASSWORD_MIN_LENGTH }) },
            { max: PASSWORD_MAX_LENGTH, message: t('auth.reset.maxLength', { max: PASSWORD_MAX_LENGTH }) },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t('account.changePassword.confirm')}
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
      </Form>
    </Modal>
  );
}
