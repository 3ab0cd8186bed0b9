import type { EntityDetail } from '@portledger/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityQueryOptions } from '../api/get-entity.ts';
import { useUpdateEntity } from '../api/update-entity.ts';
import { EntityFormFields } from './entity-form-fields.tsx';
import { ENTITY_FORM_FIELDS, type EntityValues, entityBodyOf, entityValuesOf } from './entity-form-values.ts';
import { showServerErrors } from './server-errors.ts';

/**
 * Edits the particulars in place. Saving asks first (SPEC.md: confirm before saving changes);
 * a stale lock_version shows a reload offer instead of overwriting someone else's edit.
 */
export function EntityEditForm({ entity, onDone }: { entity: EntityDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<EntityValues>();
  const update = useUpdateEntity();
  const [base, setBase] = useState(entity);
  const [conflict, setConflict] = useState(false);

  const save = async (values: EntityValues) => {
    try {
      const saved = await update.mutateAsync({
        id: base.id,
        body: { ...entityBodyOf(values), lock_version: base.lock_version },
      });
      message.success(t('company.entityForm.saved', { name: saved.name }));
      onDone();
    } catch (error) {
      if (showServerErrors(form, error, ENTITY_FORM_FIELDS, { logo_file_id: 'logo' }) === 'conflict') {
        setConflict(true);
      }
    }
  };

  const submit = (values: EntityValues) =>
    modal.confirm({
      title: t('company.entityForm.confirmSave', { name: base.name }),
      okText: t('company.entityForm.save'),
      cancelText: t('common.cancel'),
      onOk: () => save(values),
    });

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...entityQueryOptions(base.id), staleTime: 0 });
    setBase(fresh);
    setConflict(false);
    form.setFieldsValue(entityValuesOf(fresh));
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={entityValuesOf(entity)}
      onFinish={submit}
      data-testid="entity-edit-form"
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('company.entityForm.conflict')}
          action={
            <Button size="small" onClick={() => reload().catch(() => {})}>
              {t('company.entityForm.reload')}
            </Button>
          }
        />
      )}
      <EntityFormFields entity={base} currencyLocked={base.currency_locked} />
      <Space>
        <Button type="primary" htmlType="submit" loading={update.isPending} disabled={conflict}>
          {t('company.entityForm.save')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Space>
    </Form>
  );
}
