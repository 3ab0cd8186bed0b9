import { Card, Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload.tsx';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { dateFormats } from '../../../lib/format.ts';
import { useOptions } from '../../../lib/options.ts';
import type { SectionProps } from './form-sections-main.tsx';
import { CANAL_TRANSIT, CREWING, type PortCallValues } from './form-values.ts';

const col = { xs: 24, md: 12, xl: 8 };
const camel = (name: string) => name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
const QUANTITY = /^\d{1,15}(\.\d{1,3})?$/;

/** Cargo & charter: the charterer is one of the chosen legal entity's charterers. */
export function CargoSection({ rules, initial }: SectionProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<PortCallValues>();
  const entityId = Form.useWatch('legal_entity_id', form);
  const label = (key: string) => t(`portCalls.field.${key}`);
  const day = { format: dateFormats.date, style: { width: '100%' } };
  return (
    <Card title={t('portCalls.section.cargo')} size="small">
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item
            name="charterer_id"
            label={label('charterer')}
            extra={entityId ? undefined : t('portCalls.form.chooseEntityFirst')}
          >
            <RemoteSelect
              path="/charterers/option"
              params={entityId ? { entity_id_eq: entityId } : undefined}
              disabled={!entityId}
              initialOption={initial?.charterer ?? undefined}
              data-testid="field-charterer"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="charterer_nominated_agent"
            label={label('chartererAgent')}
            rules={[rules.max(200)]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="commodity_id" label={label('commodity')}>
            <RemoteSelect path="/commodities/option" initialOption={initial?.commodity ?? undefined} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="quantity"
            label={label('quantity')}
            rules={[{ pattern: QUANTITY, message: t('portCalls.form.quantityInvalid') }]}
          >
            <Input inputMode="decimal" style={{ textAlign: 'right' }} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="unit_id" label={label('unit')}>
            <RemoteSelect path="/units/option" initialOption={initial?.unit ?? undefined} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="cp_date" label={label('cpDate')}>
            <DatePicker {...day} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="laycan_start" label={label('laycanStart')}>
            <DatePicker {...day} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="laycan_end"
            label={label('laycanEnd')}
            dependencies={['laycan_start']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value) => {
                  const start = getFieldValue('laycan_start');
                  return value && start && value.isBefore(start, 'day')
                    ? Promise.reject(new Error(t('portCalls.form.laycanOrder')))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker {...day} />
          </Form.Item>
        </Col>
        {(['loading_terms', 'discharging_terms', 'berthing_terms'] as const).map((name) => (
          <Col {...col} key={name}>
            <Form.Item name={name} label={label(camel(name))} rules={[rules.max(500)]}>
              <Input />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** Purposes: checkboxes; canal transit and crewing bring their own fields when chosen. */
export function PurposesSection({ rules }: SectionProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<PortCallValues>();
  const chosen = Form.useWatch('activity_type_ids', form) ?? [];
  const types = useOptions('/activity_types');
  const canalTypes = useOptions('/activities/canal_transit_type');
  const crewingOptions = useOptions('/activities/crewing_option');
  const codeOf = (id: number) => types.data?.find((row) => row.id === id)?.code;
  const hasCanal = chosen.some((id) => codeOf(id) === CANAL_TRANSIT);
  const hasCrewing = chosen.some((id) => codeOf(id) === CREWING);
  const label = (key: string) => t(`portCalls.field.${key}`);
  const select = (rows: typeof types.data) => (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
  return (
    <Card title={t('portCalls.section.purposes')} size="small">
      <Form.Item
        name="activity_type_ids"
        label={label('purposes')}
        required
        rules={[rules.required(label('purposes'))]}
      >
        <Checkbox.Group
          data-testid="field-purposes"
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 8 }}
          options={(types.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
        />
      </Form.Item>
      <Row gutter={16}>
        {hasCanal && (
          <Col {...col}>
            <Form.Item
              name="canal_transit_type_id"
              label={label('canalTransitType')}
              rules={[rules.always(label('canalTransitType'))]}
            >
              <Select data-testid="field-canal-transit-type" options={select(canalTypes.data)} />
            </Form.Item>
          </Col>
        )}
        {hasCrewing && (
          <>
            <Col {...col}>
              <Form.Item
                name="crewing_option_id"
                label={label('crewingOption')}
                rules={[rules.always(label('crewingOption'))]}
              >
                <Select data-testid="field-crewing-option" options={select(crewingOptions.data)} />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item name="crew_count" label={label('crewCount')}>
                <InputNumber
                  data-testid="field-crew-count"
                  min={1}
                  max={500}
                  precision={0}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item name="crew_title" label={label('crewTitle')} rules={[rules.max(100)]}>
                <Input data-testid="field-crew-title" />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item name="crew_rank" label={label('crewRank')} rules={[rules.max(100)]}>
                <Input data-testid="field-crew-rank" />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </Card>
  );
}

/** Remarks for the agent, the charterer's remarks, and the documents. */
export function RemarksSection({ rules }: SectionProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`portCalls.field.${key}`);
  return (
    <Card title={t('portCalls.section.remarks')} size="small">
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item name="remarks" label={label('remarks')} rules={[rules.max(4000)]}>
            <Input.TextArea rows={3} data-testid="field-remarks" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name="charterer_remarks" label={label('chartererRemarks')} rules={[rules.max(4000)]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="files" label={label('files')}>
            <FileUpload />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
