import { type DaDocument, prefundingAmountOf } from '@portledger/contracts';
import { Alert, App, Button, Form, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatAmount } from '../../../lib/format.ts';
import { ConflictAlert } from './conflict-alert.tsx';
import { useEditor } from './editor-context.ts';
import { initialPrefunding, percentText } from './percent.ts';
import { amountStyle } from './styles.ts';
import { TextModal } from './text-modal.tsx';
import { useFormTotals } from './totals-bar.tsx';
import { useRunAction } from './use-run-action.ts';

/** A percentage from the InputNumber as the decimal text the API takes ("50", "12.5"). */
const percentOf = (value: number | null | undefined) =>
  value === null || value === undefined ? null : percentText(value.toFixed(2));

/** Approve (with the agreed prefunding on a PDA) or decline an FDA with a reason. */
export function ApproveActions({ document }: { document: DaDocument }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { da, stage } = useEditor();
  const [form] = Form.useForm<{ prefunding_agreed_percent?: number | null }>();
  const { run, checkLines, pending, conflict, reload } = useRunAction(form);
  const { totals, unreadable } = useFormTotals();
  const [declining, setDeclining] = useState(false);
  const start = initialPrefunding(da);
  const watched = Form.useWatch('prefunding_agreed_percent', form);
  const percent = percentOf(watched === undefined ? (start === null ? null : Number(start)) : watched);
  // No total while a typed price is unreadable (not the quoted one in its place).
  const agreed = unreadable ? null : (totals.agreed ?? totals.quoted);
  const prefunding =
    document === 'pda' && percent !== null && agreed !== null ? prefundingAmountOf(agreed, percent) : null;
  const vars = { doc: t(`das.document.${document}`), ref: da.ref_no, cur: da.currency };
  const back = () => navigate(`/das-mgmt/${da.port_call_id}?tab=pda`);
  const can = (action: string) => da.actions.some((allowed) => allowed === `${document}_${action}`);

  if (can('start_approval')) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginTop: 16 }}
        title={t('das.approve.startHint', vars)}
        action={
          <Button
            type="primary"
            data-testid="da-start-approval"
            loading={pending}
            onClick={() => run(`${document}_start_approval`, {}, false)}
          >
            {t('das.action.startApproval')}
          </Button>
        }
      />
    );
  }
  if (stage !== 'agreed') return null;

  const approve = async () => {
    // Validate first, then confirm: every line is checked (and marked) before the dialog states
    // totals, so its figures are exactly those sent, never a sum that left a line out.
    const linesValid = checkLines();
    const values = await form.validateFields().catch(() => null);
    if (!linesValid || !values || agreed === null) return;
    const agreedPercent = document === 'pda' ? percentOf(values.prefunding_agreed_percent) : null;
    const content =
      document === 'pda'
        ? t('das.confirm.approvePda', {
            ...vars,
            total: formatAmount(agreed),
            percent: agreedPercent,
            prefunding: formatAmount(prefunding),
          })
        : t('das.confirm.approveFda', { ...vars, total: formatAmount(agreed) });
    modal.confirm({
      title: t('das.confirm.approveTitle', vars),
      content,
      okText: t('das.action.approve'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        if (
          await run(
            `${document}_approve`,
            document === 'pda' ? { prefunding_agreed_percent: agreedPercent } : {},
          )
        )
          back();
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ marginTop: 16 }}
      initialValues={{ prefunding_agreed_percent: start === null ? null : Number(start) }}
    >
      {document === 'pda' && (
        <Space align="start" size={24} wrap>
          <Form.Item
            name="prefunding_agreed_percent"
            label={t('das.field.prefundingAgreed')}
            rules={[{ required: true, message: t('das.field.prefundingRequired') }]}
            style={{ minWidth: 220 }}
          >
            <InputNumber
              min={0}
              max={100}
              precision={2}
              suffix="%"
              style={{ width: '100%' }}
              data-testid="prefunding-agreed"
            />
          </Form.Item>
          <Form.Item label={t('das.summary.prefundingAmount', { cur: da.currency })}>
            <Typography.Text strong style={amountStyle} data-testid="prefunding-preview">
              {formatAmount(prefunding)}
            </Typography.Text>
          </Form.Item>
        </Space>
      )}
      <Space wrap style={{ display: 'flex' }}>
        <Button type="primary" data-testid="da-approve" loading={pending} onClick={approve}>
          {t('das.action.approveDoc', vars)}
        </Button>
        {can('decline') && (
          <Button danger data-testid="da-decline" onClick={() => setDeclining(true)}>
            {t('das.action.decline')}
          </Button>
        )}
        <Button onClick={back}>{t('das.approve.back')}</Button>
      </Space>
      {conflict && <ConflictAlert onReload={reload} />}
      <TextModal
        open={declining}
        danger
        testId="da-decline-reason"
        title={t('das.decline.title', vars)}
        label={t('das.decline.label')}
        requiredMessage={t('das.decline.required')}
        okText={t('das.action.decline')}
        pending={pending}
        onClose={() => setDeclining(false)}
        onSubmit={async (reason) => {
          const done = await run('fda_decline', { decline_reason: reason }, false);
          if (done) back();
          return done;
        }}
      />
    </Form>
  );
}
