import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateEntity } from '../api/create-entity.ts';
import { EntityFormFields } from './entity-form-fields.tsx';
import { ENTITY_FORM_FIELDS, type EntityValues, entityBodyOf, entityValuesOf } from './entity-form-values.ts';
import { showServerErrors } from './server-errors.ts';

/** Adds a legal entity under the user's own company, then opens it. */
export function EntityCreateModal({
  open,
  companyName,
  defaultCurrency,
  onClose,
}: {
  open: boolean;
  companyName: string;
  /** A new legal entity starts with its company's base currency. */
  defaultCurrency: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<EntityValues>();
  const create = useCreateEntity();

  const submit = async (values: EntityValues) => {
    try {
      const created = await create.mutateAsync(entityBodyOf(values));
      message.success(t('company.entityForm.created', { name: created.name }));
      onClose();
      navigate(`/settings/company/${created.id}`);
    } catch (error) {
      showServerErrors(form, error, ENTITY_FORM_FIELDS, { logo_file_id: 'logo' });
    }
  };

  return (
    <Modal
      open={open}
      destroyOnHidden
      width={760}
      title={t('company.entityForm.createTitle', { company: companyName })}
      okText={t('company.entityForm.create')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ ...entityValuesOf(), currency: defaultCurrency }}
        scrollToFirstError
        onFinish={submit}
        data-testid="entity-create-form"
      >
        <EntityFormFields />
      </Form>
    </Modal>
  );
}
