import type { DaAction } from '@portledger/contracts';
import { Alert, App, Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatAmount } from '../../../lib/format.ts';
import { ConflictAlert } from './conflict-alert.tsx';
import { useDraftStore } from './draft-store.ts';
import { useEditor } from './editor-context.ts';
import { ExchangeRateField, exchangeRateValue, showsExchangeRate } from './exchange-rate-field.tsx';
import { formPrices, formTotals, linesWithoutReceipt } from './form-values.ts';
import { rateText } from './percent.ts';
import { TextModal } from './text-modal.tsx';
import { useRunAction } from './use-run-action.ts';

interface Fields {
  prefunding_requested_percent?: number | null;
  screening_summary?: string;
  exchange_rate?: string;
}

/**
 * The buttons of the DA actions this user may take now on this document (`da.actions`), with the
 * fields they need and the confirmations of SPEC.md section 5 in words that say what happens.
 */
export function TabActions() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { da, document, stage, saved } = useEditor();
  const [form] = Form.useForm<Fields>();
  const { run, checkLines, pending, conflict, reload } = useRunAction(form);
  const store = useDraftStore();
  // Read at click time: subscribing to the totals would re-render the buttons on every keystroke.
  const totalsNow = () => formTotals(formPrices(store.all(), saved, document, stage ?? 'quoted'), document);
  const [textFor, setTextFor] = useState<'query' | 'answer'>();
  const can = (action: string) => da.actions.some((allowed) => allowed === `${document}_${action}`);
  const act = (name: string) => `${document}_${name}` as DaAction;
  const doc = t(`das.document.${document}`);
  const vars = { doc, ref: da.ref_no, cur: da.currency };

  const confirm = (title: string, content: ReactNode, okText: string, send: () => Promise<boolean>) =>
    modal.confirm({ title, content, okText, cancelText: t('common.cancel'), onOk: () => send() });

  const quotedFields = () => {
    const value = form.getFieldValue('prefunding_requested_percent') as number | null | undefined;
    // The agent's own rate (issue 10): empty clears it, so the stored rate of the day applies.
    const rate = showsExchangeRate(da)
      ? { exchange_rate: exchangeRateValue(form.getFieldValue('exchange_rate') as string | undefined) }
      : {};
    return document === 'pda'
      ? {
          prefunding_requested_percent: value === undefined || value === null ? null : String(value),
          ...rate,
        }
      : rate;
  };

  // The agent's rate is checked before anything is sent (a readable number or nothing).
  const rateValid = () =>
    stage === 'quoted' && showsExchangeRate(da)
      ? form.validateFields(['exchange_rate']).then(
          () => true,
          () => false,
        )
      : Promise.resolve(true);

  // Validate first, then confirm: the dialog's total is that of the lines as they will be sent,
  // and on an FDA it says how many priced lines still have no receipt (a warning, not a block).
  const submit = async () => {
    const linesValid = checkLines(true);
    if (!(await rateValid()) || !linesValid) return;
    const text = t('das.confirm.submit', { ...vars, total: formatAmount(totalsNow().quoted) });
    const receipts = document === 'fda' ? linesWithoutReceipt(store.all(), saved) : null;
    confirm(
      t('das.confirm.submitTitle', vars),
      receipts?.missing ? (
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{text}</Typography.Paragraph>
          <Alert
            type="warning"
            showIcon
            data-testid="da-submit-receipts-missing"
            title={t('das.confirm.receiptsMissing', receipts)}
          />
        </>
      ) : (
        text
      ),
      t('das.action.submit', vars),
      () => run(act('submit'), quotedFields()),
    );
  };

  const submitScreening = async () => {
    const linesValid = checkLines();
    const fields = await form.validateFields(['screening_summary']).catch(() => null);
    if (!fields || !linesValid) return;
    const { screening_summary } = fields;
    confirm(
      t('das.confirm.submitScreeningTitle', vars),
      t('das.confirm.submitScreening', { ...vars, total: formatAmount(totalsNow().screened) }),
      t('das.action.submitScreening', vars),
      () => run(act('submit_screening'), { screening_summary: screening_summary?.trim() }),
    );
  };

  const approve = async () => {
    if (can('start_approval') && !(await run(act('start_approval'), {}, false))) return;
    navigate(`/das-mgmt/${da.port_call_id}/approve`);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ marginTop: 16 }}
      initialValues={{
        prefunding_requested_percent:
          da.prefunding_requested_percent === null ? null : Number(da.prefunding_requested_percent),
        exchange_rate: da.agent_exchange_rate ? rateText(da.agent_exchange_rate) : '',
      }}
    >
      {stage === 'quoted' && showsExchangeRate(da) && <ExchangeRateField da={da} />}
      {stage === 'quoted' && document === 'pda' && (
        <Form.Item
          name="prefunding_requested_percent"
          label={t('das.field.prefundingRequested')}
          style={{ maxWidth: 260 }}
        >
          <InputNumber
            min={0}
            max={100}
            precision={2}
            suffix="%"
            style={{ width: '100%' }}
            data-testid="prefunding-requested"
          />
        </Form.Item>
      )}
      {stage === 'screened' && (
        <Form.Item
          name="screening_summary"
          label={t('das.field.screeningSummary')}
          rules={[{ required: true, whitespace: true, message: t('das.field.screeningSummaryRequired') }]}
        >
          <Input.TextArea
            data-testid="screening-summary"
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={4000}
          />
        </Form.Item>
      )}
      <Space wrap>
        {can('draft') && (
          <Button
            data-testid="da-save-draft"
            loading={pending}
            onClick={async () => {
              if (await rateValid()) await run(act('draft'), quotedFields());
            }}
          >
            {t('das.action.draft')}
          </Button>
        )}
        {can('submit') && (
          <Button type="primary" data-testid="da-submit" loading={pending} onClick={submit}>
            {t('das.action.submit', vars)}
          </Button>
        )}
        {can('start_screening') && (
          <Button
            type="primary"
            data-testid="da-start-screening"
            loading={pending}
            onClick={() =>
              confirm(
                t('das.confirm.startScreeningTitle', vars),
                t('das.confirm.startScreening', vars),
                t('das.action.startScreening'),
                () => run(act('start_screening'), {}, false),
              )
            }
          >
            {t('das.action.startScreening')}
          </Button>
        )}
        {can('raise_query') && (
          <Button data-testid="da-raise-query" onClick={() => setTextFor('query')}>
            {t('das.action.raiseQuery')}
          </Button>
        )}
        {can('answer_query') && (
          <Button type="primary" data-testid="da-answer-query" onClick={() => setTextFor('answer')}>
            {t('das.action.answerQuery')}
          </Button>
        )}
        {can('submit_screening') && (
          <Button
            type="primary"
            data-testid="da-submit-screening"
            loading={pending}
            onClick={submitScreening}
          >
            {t('das.action.submitScreening', vars)}
          </Button>
        )}
        {(can('start_approval') || can('approve')) && (
          <Button type="primary" data-testid="da-open-approval" loading={pending} onClick={approve}>
            {t('das.action.review', vars)}
          </Button>
        )}
      </Space>
      {conflict && <ConflictAlert onReload={reload} />}
      <TextModal
        open={textFor !== undefined}
        testId={`da-${textFor ?? 'query'}-text`}
        title={t(`das.${textFor ?? 'query'}.title`, vars)}
        label={t(`das.${textFor ?? 'query'}.label`)}
        requiredMessage={t(`das.${textFor ?? 'query'}.required`)}
        okText={t(`das.${textFor ?? 'query'}.ok`)}
        pending={pending}
        onClose={() => setTextFor(undefined)}
        onSubmit={(text) =>
          textFor === 'answer'
            ? run('fda_answer_query', { answer: text }, false)
            : run('fda_raise_query', { query: text }, false)
        }
      />
    </Form>
  );
}
