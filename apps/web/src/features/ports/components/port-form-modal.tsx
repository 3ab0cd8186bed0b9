import type { PortDetail } from '@portledger/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { HttpError } from '../../../lib/http.ts';
import { portQueryOptions } from '../api/get-port.ts';
import { useUpdatePort } from '../api/update-port.ts';

interface Values {
  name: string;
  city: string;
  province: string;
  timezone: string;
  latitude: number | null;
  longitude: number | null;
}

const FORM_FIELDS = ['name', 'city', 'province', 'timezone', 'latitude', 'longitude'];
const valuesOf = (port: PortDetail): Values => ({
  name: port.name,
  city: port.city ?? '',
  province: port.province ?? '',
  timezone: port.timezone ?? '',
  latitude: port.latitude,
  longitude: port.longitude,
});

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Operators correct a port's particulars; the UN/LOCODE and country are the key and stay. */
export function PortFormModal({
  open,
  port,
  onClose,
}: {
  open: boolean;
  port: PortDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const update = useUpdatePort();
  // The version being edited; a reload after a conflict replaces it.
  const [base, setBase] = useState(port);
  const [conflict, setConflict] = useState(false);

  // Read at opening only: a refetch while the modal is open must not wipe what the user typed.
  const latest = useRef(port);
  latest.current = port;
  useEffect(() => {
    if (!open) return;
    const record = latest.current;
    setBase(record);
    setConflict(false);
    // The form instance outlives the modal's content: start each opening from the record.
    form.resetFields();
    form.setFieldsValue(valuesOf(record));
  }, [open, form]);

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof HttpError)) return;
    if (error.code === 409) return setConflict(true);
    const errors =
      (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
    form.setFields(
      errors
        .filter((item) => FORM_FIELDS.includes(item.field))
        .map((item) => ({ name: item.field as keyof Values, errors: [item.message] })),
    );
  };

  const save = async (values: Values) => {
    const saved = await update.mutateAsync({
      id: base.id,
      body: {
        name: values.name.trim(),
        city: values.city?.trim() || null,
        province: values.province?.trim() || null,
        timezone: values.timezone?.trim() || null,
        latitude: values.latitude ?? null,
        longitude: values.longitude ?? null,
        updated_at: base.updated_at,
      },
    });
    message.success(t('ports.portForm.saved', { name: saved.name }));
    onClose();
  };

  const submit = (values: Values) =>
    modal.confirm({
      title: t('ports.portForm.confirmSave', { name: base.name, code: base.unlocode }),
      okText: t('ports.form.save'),
      cancelText: t('common.cancel'),
      onOk: () => save(values).catch(showServerErrors),
    });

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: ['ports', 'detail', base.id] });
    const fresh = await queryClient.fetchQuery(portQueryOptions(base.id));
    setBase(fresh);
    setConflict(false);
    form.setFieldsValue(valuesOf(fresh));
  };

  return (
    <Modal
      open={open}
      destroyOnHidden
      title={t('ports.portForm.title', { name: base.name, code: base.unlocode })}
      okText={t('ports.form.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: conflict }}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
    >
      {conflict && (
        <ConflictAlert
          title={t('ports.portForm.conflict')}
          reloadLabel={t('ports.form.reload')}
          // A failed reload was already shown by the http client's toast.
          onReload={() => reload().catch(() => undefined)}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        style={{ marginTop: 16 }}
        initialValues={valuesOf(port)}
        onFinish={submit}
        data-testid="port-form"
      >
        <Form.Item
          name="name"
          label={t('ports.portForm.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.required', { field: t('ports.portForm.name') }),
            },
            { max: 120, message: t('ports.portForm.tooLong', { max: 120 }) },
          ]}
        >
          <Input />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="city"
              label={t('ports.detail.city')}
              rules={[{ max: 120, message: t('ports.portForm.tooLong', { max: 120 }) }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="province"
              label={t('ports.detail.province')}
              rules={[{ max: 120, message: t('ports.portForm.tooLong', { max: 120 }) }]}
            >
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="timezone"
          label={t('ports.detail.timezone')}
          extra={t('ports.portForm.timezoneHint')}
          rules={[
            {
              validator: (_, value: string) =>
                !value?.trim() || isTimeZone(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('ports.portForm.timezoneInvalid'))),
            },
          ]}
        >
          <Input placeholder="Asia/Shanghai" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="latitude" label={t('ports.portForm.latitude')}>
              <InputNumber min={-90} max={90} step={0.0001} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="longitude" label={t('ports.portForm.longitude')}>
              <InputNumber min={-180} max={180} step={0.0001} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
