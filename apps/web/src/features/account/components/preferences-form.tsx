import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { type EmailArea, emailAreas, type Preferences } from '@portledger/contracts';
import { App, Button, Card, Checkbox, Col, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { HttpError } from '../../../lib/http.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';

interface Values {
  default_prefunding: number | null;
  currency: string | null;
  currency_locked: boolean;
  email_areas: EmailArea[];
}

const valuesOf = (p: Preferences): Values => ({
  default_prefunding: Number(p.default_prefunding),
  currency: p.currency,
  currency_locked: p.currency_locked,
  email_areas: p.email_areas,
});

/**
 * The company's prefunding and currency defaults and the user's e-mail choices, saved together
 * after a confirmation. A stale company version offers a reload instead of overwriting.
 */
export function PreferencesForm({
  preferences,
  onReload,
}: {
  preferences: Preferences;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [conflict, setConflict] = useState(false);
  const update = useUpdatePreferences();
  const locked = Form.useWatch('currency_locked', form);
  // A locked currency stays as stored until the lock is switched off in the form.
  const currencyDisabled = preferences.currency_locked && locked !== false;

  useEffect(() => form.setFieldsValue(valuesOf(preferences)), [form, preferences]);

  const save = async (values: Values) => {
    try {
      await update.mutateAsync({
        lock_version: preferences.lock_version,
        default_prefunding: (values.default_prefunding ?? 0).toFixed(2),
        currency: values.currency ?? '',
        currency_locked: values.currency_locked,
        email_areas: values.email_areas,
      });
      message.success(t('account.preferences.saved'));
    } catch (error) {
      if (error instanceof HttpError && error.code === 409) setConflict(true);
      const fields =
        error instanceof HttpError
          ? ((error.data as { errors?: { field: string; message: string }[] })?.errors ?? [])
          : [];
      form.setFields(
        fields
          .filter((f) => f.field in values)
          .map((f) => ({ name: f.field as keyof Values, errors: [f.message] })),
      );
    }
  };

  const submit = (values: Values) =>
    modal.confirm({
      title: t('account.preferences.confirmTitle'),
      content: t('account.preferences.confirmContent', {
        prefunding: formatAmount(values.default_prefunding ?? 0),
        currency: values.currency ?? '',
      }),
      okText: t('account.preferences.save'),
      cancelText: t('common.cancel'),
      onOk: () => save(values),
    });

  const reload = async () => {
    await onReload();
    setConflict(false);
  };

  return (
    <>
      {conflict && (
        <ConflictAlert
          testId="preferences-conflict"
          title={t('account.preferences.conflict')}
          reloadLabel={t('account.preferences.reload')}
          onReload={() => reload().catch(() => {})}
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="preferences-form"
        initialValues={valuesOf(preferences)}
        onFinish={submit}
        disabled={conflict}
      >
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Card variant="outlined" title={t('account.preferences.moneyTitle')} style={{ height: '100%' }}>
              <Typography.Paragraph type="secondary">
                {t('account.preferences.moneyHint', { company: preferences.company.name })}
              </Typography.Paragraph>
              <Form.Item
                name="default_prefunding"
                label={t('account.preferences.prefunding')}
                extra={t('account.preferences.prefundingHint')}
                rules={[
                  {
                    required: true,
                    message: t('common.required', { field: t('account.preferences.prefunding') }),
                  },
                ]}
              >
                <InputNumber<number>
                  data-testid="preferences-prefunding"
                  min={0}
                  max={100}
                  step={5}
                  precision={2}
                  suffix="%"
                  style={{ width: 200 }}
                />
              </Form.Item>
              <Form.Item
                name="currency"
                label={t('account.preferences.currency')}
                extra={
                  currencyDisabled
                    ? t('account.preferences.currencyLockedHint')
                    : t('account.preferences.currencyHint')
                }
                rules={[
                  {
                    required: true,
                    message: t('common.required', { field: t('account.preferences.currency') }),
                  },
                ]}
              >
                <CurrencySelect
                  data-testid="preferences-currency"
                  disabled={currencyDisabled}
                  allowClear={false}
                />
              </Form.Item>
              <Form.Item
                name="currency_locked"
                label={t('account.preferences.lock')}
                valuePropName="checked"
                extra={t('account.preferences.lockHint')}
              >
                <Switch
                  data-testid="preferences-lock"
                  checkedChildren={<LockOutlined />}
                  unCheckedChildren={<UnlockOutlined />}
                />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card variant="outlined" title={t('account.preferences.mailTitle')} style={{ height: '100%' }}>
              <Typography.Paragraph type="secondary">
                {t('account.preferences.mailHint', { email: preferences.email })}
              </Typography.Paragraph>
              <Form.Item name="email_areas" style={{ marginBottom: 0 }}>
                <Checkbox.Group
                  data-testid="preferences-areas"
                  style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
                >
                  {emailAreas.map((area) => (
                    <Checkbox key={area} value={area} data-testid={`preferences-area-${area}`}>
                      <Typography.Text strong>{t(`account.area.${area}.name`)}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary">{t(`account.area.${area}.hint`)}</Typography.Text>
                    </Checkbox>
                  ))}
                </Checkbox.Group>
              </Form.Item>
            </Card>
          </Col>
        </Row>
        <Button
          type="primary"
          htmlType="submit"
          loading={update.isPending}
          style={{ marginTop: 16 }}
          data-testid="preferences-save"
        >
          {t('account.preferences.save')}
        </Button>
      </Form>
    </>
  );
}
