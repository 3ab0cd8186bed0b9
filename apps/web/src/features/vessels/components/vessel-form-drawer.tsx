import type { VesselDetail } from '@portledger/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Divider, Drawer, Form, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http.ts';
import { useCreateVessel } from '../api/create-vessel.ts';
import { vesselQueryOptions } from '../api/get-vessel.ts';
import { useUpdateVessel } from '../api/update-vessel.ts';
import { vesselSections } from './vessel-fields.ts';
import { VesselFormField } from './vessel-form-field.tsx';
import { formValuesOf, toVesselBody, type VesselFormValues } from './vessel-form-values.ts';

interface Props {
  open: boolean;
  /** Absent: a new vessel. */
  vessel?: VesselDetail;
  onClose: () => void;
  onSaved?: (vessel: VesselDetail) => void;
}

/** The operators' vessel editor: every particular, client checks, server field errors, stale edits. */
export function VesselFormDrawer({ open, vessel, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<VesselFormValues>();
  const create = useCreateVessel();
  const update = useUpdateVessel();
  // The version being edited; a reload after a conflict replaces it.
  const [base, setBase] = useState(vessel);
  const [conflict, setConflict] = useState(false);

  // Filled when the drawer opens only: a background refetch must not wipe the user's edits nor
  // swap the lock_version under them (that would hide a conflicting change).
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliberately keyed on `open` alone
  useEffect(() => {
    if (!open) return;
    setBase(vessel);
    setConflict(false);
    form.resetFields();
    form.setFieldsValue(formValuesOf(vessel));
  }, [open]);

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof HttpError)) return;
    if (error.code === 409 && base && !hasImoError(error)) {
      setConflict(true);
      return;
    }
    const errors =
      (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
    form.setFields(errors.map((item) => ({ name: item.field, errors: [item.message] })));
  };

  const save = async (values: VesselFormValues) => {
    const body = toVesselBody(values);
    try {
      const saved = base
        ? await update.mutateAsync({ id: base.id, body: { ...body, lock_version: base.lock_version } })
        : await create.mutateAsync(body);
      message.success(t(base ? 'vessels.form.saved' : 'vessels.form.created', { name: saved.name }));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      showServerErrors(error);
    }
  };

  const onFinish = (values: VesselFormValues) => {
    if (!base) return save(values);
    modal.confirm({
      title: t('vessels.form.confirmSave', { name: base.name }),
      okText: t('vessels.form.save'),
      cancelText: t('vessels.form.cancel'),
      onOk: () => save(values),
    });
  };

  const reload = async () => {
    if (!base) return;
    const fresh = await queryClient.fetchQuery({ ...vesselQueryOptions(base.id), staleTime: 0 });
    setBase(fresh);
    setConflict(false);
    form.setFieldsValue(formValuesOf(fresh));
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={760}
      destroyOnHidden
      title={base ? t('vessels.form.editTitle', { name: base.name }) : t('vessels.form.createTitle')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('vessels.form.cancel')}</Button>
          <Button
            type="primary"
            data-testid="vessel-form-save"
            loading={create.isPending || update.isPending}
            onClick={() => form.submit()}
          >
            {t('vessels.form.save')}
          </Button>
        </Space>
      }
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          data-testid="vessel-form-conflict"
          style={{ marginBottom: 16 }}
          title={t('vessels.form.conflict')}
          action={<Button onClick={reload}>{t('vessels.form.reload')}</Button>}
        />
      )}
      <Form form={form} layout="vertical" onFinish={onFinish} data-testid="vessel-form" scrollToFirstError>
        {vesselSections.map((section) => (
          <div key={section.key}>
            <Divider titlePlacement="start" style={{ marginTop: 4 }}>
              {t(`vessels.section.${section.key}`)}
            </Divider>
            <Row gutter={16}>
              {section.fields.map((field) => (
                <Col key={field.name} span={field.kind === 'longText' ? 24 : 12}>
                  <VesselFormField field={field} vessel={base} />
                </Col>
              ))}
            </Row>
          </div>
        ))}
      </Form>
    </Drawer>
  );
}

/** A 409 about a taken IMO number is a field error, not a stale version. */
function hasImoError(error: HttpError): boolean {
  const errors = (error.data as { errors?: { field: string }[] } | undefined)?.errors ?? [];
  return errors.some((item) => item.field === 'imo');
}
