import {
  type ChartererCreateRequest,
  type ChartererDetail,
  chartererLimits,
  PHONE_PATTERN,
} from '@portledger/contracts';
import { Button, Col, Form, type FormInstance, Input, Row, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { useEntityChoices } from './use-entity-choices.ts';

export interface ChartererValues {
  entity_id?: number;
  name?: string;
  country_id?: number | null;
  address?: string;
  contact_name?: string;
  email?: string;
  phone?: string;
  remarks?: string;
}
export const CHARTERER_FORM_FIELDS = [
  'entity_id',
  'name',
  'country_id',
  'address',
  'contact_name',
  'email',
  'phone',
  'remarks',
] as const;

export const valuesOf = (charterer: ChartererDetail): ChartererValues => ({
  entity_id: charterer.entity.id,
  name: charterer.name,
  country_id: charterer.country?.id ?? null,
  address: charterer.address ?? '',
  contact_name: charterer.contact_name ?? '',
  email: charterer.email ?? '',
  phone: charterer.phone ?? '',
  remarks: charterer.remarks ?? '',
});

/** The request body of the form's values (blank texts are sent as null: "none"). */
export const bodyOf = (values: ChartererValues): ChartererCreateRequest => {
  const text = (value: string | undefined) => value?.trim() || null;
  return {
    entity_id: values.entity_id!,
    name: values.name?.trim() ?? '',
    country_id: values.country_id ?? null,
    address: text(values.address),
    contact_name: text(values.contact_name),
    email: text(values.email),
    phone: text(values.phone),
    remarks: text(values.remarks),
  };
};

interface Props {
  form: FormInstance<ChartererValues>;
  initial?: ChartererDetail;
  submitLabel: string;
  saving: boolean;
  disabled?: boolean;
  onSubmit: (values: ChartererValues) => void;
  onCancel: () => void;
}

/** The charterer's fields with the same rules as the server, so most mistakes never leave the page. */
export function ChartererForm({ form, initial, submitLabel, saving, disabled, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const entities = useEntityChoices();
  const max = (field: keyof typeof chartererLimits, label: string): Rule => ({
    max: chartererLimits[field],
    message: t('charterers.form.tooLong', { field: label, max: chartererLimits[field] }),
  });
  const required = (label: string): Rule => ({
    required: true,
    whitespace: true,
    message: t('common.required', { field: label }),
  });
  const label = {
    entity: t('charterers.form.entity'),
    name: t('charterers.form.name'),
    address: t('charterers.form.address'),
    contact: t('charterers.form.contactName'),
    email: t('charterers.form.email'),
    phone: t('charterers.form.phone'),
    remarks: t('charterers.form.remarks'),
  };

  return (
    <Form<ChartererValues>
      form={form}
      layout="vertical"
      data-testid="charterer-form"
      initialValues={
        initial ? valuesOf(initial) : { entity_id: entities.length === 1 ? entities[0]!.id : undefined }
      }
      onFinish={onSubmit}
      disabled={disabled}
      scrollToFirstError
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="entity_id"
            label={label.entity}
            extra={t('charterers.form.entityHint')}
            rules={[{ required: true, message: t('common.required', { field: label.entity }) }]}
          >
            <Select
              data-testid="charterer-entity"
              options={entities.map((entity) => ({ value: entity.id, label: entity.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={label.name} rules={[required(label.name), max('name', label.name)]}>
            <Input data-testid="charterer-name" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="country_id" label={t('charterers.form.country')}>
            <RemoteSelect
              path="/countries/option"
              data-testid="charterer-country"
              placeholder={t('charterers.form.countryPlaceholder')}
              initialOption={initial?.country ?? undefined}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contact_name" label={label.contact} rules={[max('contact_name', label.contact)]}>
            <Input data-testid="charterer-contact" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={label.email}
            rules={[{ type: 'email', message: t('charterers.form.emailInvalid') }, max('email', label.email)]}
          >
            <Input data-testid="charterer-email" type="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="phone"
            label={label.phone}
            rules={[
              { pattern: PHONE_PATTERN, message: t('charterers.form.phoneInvalid') },
              max('phone', label.phone),
            ]}
          >
            <Input data-testid="charterer-phone" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="address" label={label.address} rules={[max('address', label.address)]}>
            <Input.TextArea data-testid="charterer-address" autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remarks" label={label.remarks} rules={[max('remarks', label.remarks)]}>
            <Input.TextArea data-testid="charterer-remarks" autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="charterer-save">
          {submitLabel}
        </Button>
        <Button onClick={onCancel} disabled={false}>
          {t('charterers.form.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
