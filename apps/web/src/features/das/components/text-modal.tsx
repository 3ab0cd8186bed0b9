import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** A required text for an action (query, answer, decline reason), then the action itself. */
export function TextModal({
  open,
  title,
  label,
  requiredMessage,
  okText,
  danger,
  pending,
  onSubmit,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  label: string;
  requiredMessage: string;
  okText: string;
  danger?: boolean;
  pending?: boolean;
  onSubmit: (text: string) => Promise<boolean>;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  const submit = async () => {
    // An empty text is marked under the field by the form; the rejection stops here (antd's
    // Modal does not catch what onOk rejects with: an uncaught error on the page).
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (await onSubmit(values.text.trim())) {
      form.resetFields();
      onClose();
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, loading: pending, id: `${testId}-ok` }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="text"
          label={label}
          rules={[{ required: true, whitespace: true, message: requiredMessage }]}
        >
          <Input.TextArea
            data-testid={testId}
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={2000}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
