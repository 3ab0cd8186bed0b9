import type { ScreeningSettings } from '@portledger/contracts';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  InputNumber,
  type InputNumberProps,
  Row,
  Space,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { useUpdateScreeningSettings } from '../api/update-screening-settings.ts';
import {
  saveFailureOf,
  type ThresholdField,
  type ThresholdValues,
  thresholdKind,
  toUpdateRequest,
  valuesOf,
} from './threshold-values.ts';

const groups: { key: 'evidence' | 'variance' | 'rates'; fields: ThresholdField[] }[] = [
  { key: 'evidence', fields: ['tariff_deviation_percent', 'min_samples'] },
  { key: 'variance', fields: ['fda_over_pda_percent', 'variance_reason_percent'] },
  { key: 'rates', fields: ['exchange_rate_deviation_percent', 'receipt_required_above_usd'] },
];

/** One threshold's input: a percentage, a whole count, or an amount in USD. */
function ThresholdInput({ field, ...props }: InputNumberProps<number> & { field: ThresholdField }) {
  const kind = thresholdKind[field];
  return (
    <InputNumber<number>
      {...props}
      data-testid={`screening-${field}`}
      precision={kind === 'count' ? 0 : 2}
      step={kind === 'usd' ? 100 : 1}
      suffix={kind === 'percent' ? '%' : undefined}
      prefix={kind === 'usd' ? 'USD' : undefined}
      style={{ width: 200 }}
    />
  );
}

/**
 * The six thresholds of the screening assistant, each with what it does. The server checks the
 * values and names the wrong fields; a stale version offers a reload instead of overwriting.
 */
export function ThresholdsForm({
  settings,
  onReload,
}: {
  settings: ScreeningSettings;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ThresholdValues>();
  const [conflict, setConflict] = useState(false);
  const update = useUpdateScreeningSettings();

  useEffect(() => form.setFieldsValue(valuesOf(settings)), [form, settings]);

  const save = async (values: ThresholdValues) => {
    try {
      await update.mutateAsync(toUpdateRequest(values, settings.lock_version));
      message.success(t('screening.settings.saved'));
    } catch (error) {
      const failure = saveFailureOf(error);
      if (failure.isStale) setConflict(true);
      form.setFields(failure.fields);
    }
  };

  const reload = async () => {
    await onReload();
    setConflict(false);
  };

  return (
    <>
      {conflict && (
        <ConflictAlert
          testId="screening-conflict"
          title={t('screening.settings.conflict')}
          reloadLabel={t('screening.settings.reload')}
          onReload={() => reload().catch(() => {})}
        />
      )}
      <Form<ThresholdValues>
        form={form}
        layout="vertical"
        data-testid="screening-form"
        initialValues={valuesOf(settings)}
        onFinish={save}
        disabled={conflict}
      >
        <Row gutter={[16, 16]}>
          {groups.map((group) => (
            <Col key={group.key} xs={24} lg={12} xl={8}>
              <Card
                variant="outlined"
                title={t(`screening.settings.${group.key}Title`)}
                style={{ height: '100%' }}
                data-testid={`screening-group-${group.key}`}
              >
                <Typography.Paragraph type="secondary">
                  {t(`screening.settings.${group.key}Hint`)}
                </Typography.Paragraph>
                {group.fields.map((field) => (
                  <Form.Item
                    key={field}
                    name={field}
                    label={t(`screening.settings.field.${field}.label`)}
                    extra={t(`screening.settings.field.${field}.help`)}
                    rules={[{ required: true, message: t('screening.settings.required') }]}
                  >
                    <ThresholdInput field={field} />
                  </Form.Item>
                ))}
              </Card>
            </Col>
          ))}
        </Row>
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="screening-save">
            {t('screening.settings.save')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue(valuesOf(settings));
            }}
            data-testid="screening-discard"
          >
            {t('screening.settings.discard')}
          </Button>
        </Space>
      </Form>
    </>
  );
}
